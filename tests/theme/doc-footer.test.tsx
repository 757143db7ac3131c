// @vitest-environment jsdom
import { act, cleanup } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageContext } from '../../packages/runtime/src/context';
import { DocFooter } from '../../packages/theme-default/src/DocFooter/DocFooter';
import { patchThemeConfig } from '../fixtures/site-data';
import { pageData } from '../fixtures/render';

const time = Date.UTC(2025, 0, 2, 3, 4, 5);
const footer = (
  <PageContext.Provider value={{ page: pageData({ lastUpdatedTime: time }), loading: false }}>
    <DocFooter />
  </PageContext.Provider>
);

let restoreConfig: () => void;
beforeEach(() => {
  restoreConfig = patchThemeConfig({ lastUpdated: true });
});
afterEach(() => {
  restoreConfig();
  cleanup();
  vi.restoreAllMocks();
});

describe('DocFooter', () => {
  it('formats the last-updated date in the reader’s locale only after hydration, not while hydrating', async () => {
    // The first call per language loads locale data: not in a render whose output is not shown
    // (the server's, and hydration's, which render the same tree).
    const format = vi.spyOn(Date.prototype, 'toLocaleString');
    const host = document.createElement('div');
    host.innerHTML = renderToString(footer);
    expect(format).not.toHaveBeenCalled();
    expect(host.querySelector('time')).toBeNull();
    document.body.append(host);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(host, footer);
    });
    expect(format).toHaveBeenCalledTimes(1);
    expect(host.querySelector('time')?.getAttribute('datetime')).toBe(new Date(time).toISOString());
    expect(host.querySelector('time')?.textContent).toBe(new Date(time).toLocaleString('en'));
    act(() => root?.unmount());
  });
});
