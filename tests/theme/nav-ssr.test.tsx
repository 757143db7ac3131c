// Runs in node: the server render must not touch window, document or localStorage.
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@quire/runtime';
import { afterEach, describe, expect, it } from 'vitest';
import { PageContext } from '#runtime/data/context.tsx';
import { Nav } from '#theme-default/Nav/Nav.tsx';
import siteData from '../fixtures/site-data';
import { pageData } from '../fixtures/render';

const render = () =>
  renderToString(
    <MemoryRouter initialEntries={['/guide/a']}>
      <PageContext.Provider value={{ page: pageData(), loading: false }}>
        <Nav />
      </PageContext.Provider>
    </MemoryRouter>,
  );

afterEach(() => {
  delete siteData.themeConfig.banner;
  delete siteData.themeConfig.hideNavbar;
});

describe('Nav on the server', () => {
  it('renders without browser globals, in the state the client starts from', () => {
    expect(typeof window).toBe('undefined');
    siteData.themeConfig.banner = { text: 'News', storageKey: 'k' };
    const html = render();
    expect(html).toContain('aria-label="Auto theme (follow system)" aria-pressed="true"');
    expect(html).toMatch(/class="q-nav__hamburger"[^>]*aria-expanded="false"/);
    expect(html).toMatch(/<nav id="q-mobile-nav"[^>]*hidden=""/);
    expect(html).toContain('href="https://github.com/example/quire" target="_blank" rel="noopener noreferrer" aria-label="GitHub"');
    // The banner is in the HTML so nothing moves at hydration; the pre-paint script hides a dismissed one.
    expect(html).toContain('<section class="q-banner" aria-label="Announcement">');
    expect(html).toContain('class="q-nav"');
  });

  it('renders an always-hidden navbar hidden from the start', () => {
    siteData.themeConfig.hideNavbar = 'always';
    expect(render()).toContain('class="q-nav q-nav--overlay q-nav--hidden"');
  });
});
