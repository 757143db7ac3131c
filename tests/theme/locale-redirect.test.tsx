// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation } from '@quire/runtime';
import { PageContext } from '#runtime/data/context.tsx';
import siteData from '../fixtures/site-data';
import { routes } from '../fixtures/routes';
import { pageData } from '../fixtures/render';
import { LocaleRedirect } from '#theme-default/LocaleRedirect/LocaleRedirect.tsx';
import { isBot, preferredLocale, VISITED_KEY } from '#theme-default/LocaleRedirect/locale-redirect.ts';

let where = '';
function Where() {
  where = useLocation().pathname;
  return null;
}

/** Twins as the compiler records them, from the fixture route table. */
function twins(path: string) {
  const bare = path.replace(/^\/zh(?=\/)/, '');
  return routes
    .map((r) => r.path)
    .filter((p) => p !== path && p.replace(/^\/zh(?=\/)/, '') === bare)
    .map((p) => ({ lang: p.startsWith('/zh/') ? 'zh' : 'en', routePath: p }));
}

function mount(path: string, languages: string[], userAgent = 'Mozilla/5.0') {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  render(
    <MemoryRouter initialEntries={[path]}>
      <PageContext.Provider
        value={{ page: pageData({ routePath: path, lang: path.startsWith('/zh') ? 'zh' : 'en', translations: twins(path) }), loading: false }}
      >
        <LocaleRedirect />
        <Where />
      </PageContext.Provider>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localStorage.clear();
  (siteData.themeConfig as Record<string, unknown>).localeRedirect = 'auto';
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  delete (siteData.themeConfig as Record<string, unknown>).localeRedirect;
});

describe('LocaleRedirect', () => {
  it('sends a first visit to the twin page in the browser language, once', () => {
    mount('/guide/a', ['zh-CN', 'en']);
    expect(where).toBe('/zh/guide/a');
    expect(localStorage.getItem(VISITED_KEY)).toBe('true');
    cleanup();
    mount('/guide/a', ['zh-CN']);
    expect(where).toBe('/guide/a');
  });

  it('leaves bots, matching languages and disabled sites alone', () => {
    mount('/guide/a', ['zh-CN'], 'Googlebot/2.1');
    expect(where).toBe('/guide/a');
    cleanup();
    localStorage.clear();
    mount('/guide/a', ['en-US']);
    expect(where).toBe('/guide/a');
    cleanup();
    localStorage.clear();
    delete (siteData.themeConfig as Record<string, unknown>).localeRedirect;
    mount('/guide/a', ['zh']);
    expect(where).toBe('/guide/a');
  });

  it('falls back to the locale home when the twin page does not exist', () => {
    mount('/guide/b', ['zh']);
    expect(where).toBe('/zh/');
  });
});

describe('locale helpers', () => {
  it('matches exact tags first, then the language', () => {
    expect(preferredLocale(['zh-CN'], ['en', 'zh'])).toBe('zh');
    expect(preferredLocale(['pt-BR', 'en'], ['en', 'zh'])).toBe('en');
    expect(preferredLocale(['fr'], ['en', 'zh'])).toBeUndefined();
    expect(isBot('Mozilla/5.0 (compatible; bingbot/2.0)')).toBe(true);
  });
});
