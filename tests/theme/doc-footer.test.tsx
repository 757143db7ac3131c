// @vitest-environment jsdom
import { act, cleanup } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageContext } from '#runtime/data/context.tsx';
import { DocFooter } from '#theme-default/DocFooter/DocFooter.tsx';
import { liveObservers, stubIntersectionObserver } from '../fixtures/fake-intersection-observer';
import { patchThemeConfig } from '../fixtures/site-data';
import { pageData } from '../fixtures/render';

const time = Date.UTC(2025, 0, 2, 3, 4, 5);
const footerAt = (lastUpdatedTime: number) => (
  <PageContext.Provider value={{ page: pageData({ lastUpdatedTime }), loading: false }}>
    <DocFooter />
  </PageContext.Provider>
);

/** The page's HTML as the server renders it, hydrated in the document. */
async function hydrated(node: React.ReactElement) {
  const host = document.createElement('div');
  host.innerHTML = renderToString(node);
  document.body.append(host);
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(host, node);
  });
  return { host, root: root as ReturnType<typeof hydrateRoot> };
}

let restoreConfig: () => void;
beforeEach(() => {
  restoreConfig = patchThemeConfig({ lastUpdated: true });
});
afterEach(() => {
  restoreConfig();
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('DocFooter', () => {
  it('puts the UTC date in the HTML, made without locale data', () => {
    const format = vi.spyOn(Date.prototype, 'toLocaleString');
    const host = document.createElement('div');
    host.innerHTML = renderToString(footerAt(time));
    expect(format).not.toHaveBeenCalled();
    const el = host.querySelector('time');
    expect(el?.getAttribute('datetime')).toBe(new Date(time).toISOString());
    expect(el?.textContent).toBe('2025-01-02');
  });

  it('formats the date in the reader’s locale only when it comes near the viewport, never while hydrating', async () => {
    stubIntersectionObserver();
    // The first call of a page loads locale data: a footer the reader never scrolls to must not pay it.
    const format = vi.spyOn(Date.prototype, 'toLocaleString');
    const { host, root } = await hydrated(footerAt(time));
    expect(format).not.toHaveBeenCalled();
    expect(host.querySelector('time')?.textContent).toBe('2025-01-02');
    expect(liveObservers()).toHaveLength(1);
    act(() => liveObservers()[0].intersect());
    expect(format).toHaveBeenCalledTimes(1);
    expect(host.querySelector('time')?.textContent).toBe(new Date(time).toLocaleString('en'));
    expect(liveObservers()).toHaveLength(0);
    act(() => root.unmount());
  });

  it('after a navigation shows the new page’s date, not the text formatted for the last one', async () => {
    stubIntersectionObserver();
    const { host, root } = await hydrated(footerAt(time));
    act(() => liveObservers()[0].intersect());
    const later = Date.UTC(2025, 5, 6, 7, 8, 9);
    act(() => root.render(footerAt(later)));
    expect(host.querySelector('time')?.getAttribute('datetime')).toBe(new Date(later).toISOString());
    expect(host.querySelector('time')?.textContent).toBe(new Date(later).toLocaleString('en'));
    act(() => root.unmount());
  });

  it('formats after hydration where the browser has no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { host, root } = await hydrated(footerAt(time));
    expect(host.querySelector('time')?.textContent).toBe(new Date(time).toLocaleString('en'));
    act(() => root.unmount());
  });
});
