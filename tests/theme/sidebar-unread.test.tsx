// @vitest-environment jsdom
/**
 * A pre-rendered first page hydrates without its section's sidebar file (`pageData.sidebarFile`
 * only): the sidebar list and the previous/next links stay as the server drew them, the file is
 * asked for only when a group left closed is opened, and a navigation brings the entries as before.
 */
import { act, cleanup, fireEvent } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation } from '@quire/runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageContext } from '#runtime/data/context.tsx';
import type { PageData, PageSidebar } from '#shared/types.ts';
import { PrevNext } from '#theme-default/PrevNext/PrevNext.tsx';
import { Sidebar } from '#theme-default/Sidebar/Sidebar.tsx';
import { pageData } from '../fixtures/render';

/** Three groups of 60 pages: past `FULL_SIDEBAR_LINKS`, so the groups without the page are drawn closed and empty. */
const group = (g: number) => ({
  text: `Group ${g}`,
  items: Array.from({ length: 60 }, (_, i) => ({ text: `Page ${g}.${i}`, link: `/guide/p${g}-${i}` })),
});
const GUIDE: PageSidebar = { key: '/guide/', items: [group(0), group(1), group(2)] };
const GUIDE_FILE = 'static/sidebar/en.0000000001.json';
const API: PageSidebar = { key: '/api/', items: [{ text: 'API', items: [{ text: 'Api page', link: '/api/x' }] }] };

const apiPage = pageData({ routePath: '/api/x', sidebarFile: 'static/sidebar/en.0000000002.json', sidebar: API });
const guidePage = (routePath: string, sidebar?: PageSidebar) => pageData({ routePath, sidebarFile: GUIDE_FILE, sidebar });

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

const ui = (page: PageData, requestSidebar: () => void) => (
  <MemoryRouter initialEntries={[page.routePath]}>
    <PageContext.Provider value={{ page, loading: false, requestSidebar }}>
      <Sidebar />
      <PrevNext />
      <Where />
    </PageContext.Provider>
  </MemoryRouter>
);

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  delete document.documentElement.dataset.quireReady;
  vi.restoreAllMocks();
});

/** The server's HTML of the page drawn with its whole sidebar, hydrated without it. */
async function hydrateUnread(routePath: string, requestSidebar: () => void): Promise<{ host: HTMLElement; root: Root; before: string }> {
  const host = document.createElement('div');
  host.innerHTML = renderToString(ui(guidePage(routePath, GUIDE), requestSidebar));
  const before = host.innerHTML;
  document.body.append(host);
  const root = await act(async () =>
    hydrateRoot(host, ui(guidePage(routePath), requestSidebar), {
      onRecoverableError: (error) => {
        throw error;
      },
    }),
  );
  document.documentElement.dataset.quireReady = 'true';
  return { host, root, before };
}

const linksIn = (host: HTMLElement, title: string) =>
  [...host.querySelectorAll<HTMLDetailsElement>('.q-sidebar details')]
    .find((d) => d.querySelector('summary')?.textContent === title)
    ?.querySelectorAll('a').length;

describe('a page hydrated without its section’s sidebar', () => {
  it('keeps the list and the previous and next links the server drew, without a mismatch or reading the sidebar', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const request = vi.fn();
    const { host, root, before } = await hydrateUnread('/guide/p0-5', request);
    expect(errors).not.toHaveBeenCalled();
    expect(host.innerHTML).toBe(before);
    expect(request).not.toHaveBeenCalled();
    expect([linksIn(host, 'Group 0'), linksIn(host, 'Group 1')]).toEqual([60, 1]);
    // The kept links go through the router.
    fireEvent.click(host.querySelector('.q-prev-next__link--next') as HTMLElement);
    expect(host.querySelector('[data-testid="where"]')?.textContent).toBe('/guide/p0-6');
    act(() => root.unmount());
  });

  it('asks for the sidebar when a group left closed is opened, and draws the group once it is read', async () => {
    const request = vi.fn();
    const { host, root } = await hydrateUnread('/guide/p0-5', request);
    const list = host.querySelector('.q-sidebar__items');
    const details = [...host.querySelectorAll<HTMLDetailsElement>('.q-sidebar details')][1];
    details.open = true;
    act(() => void details.dispatchEvent(new Event('toggle')));
    expect(request).toHaveBeenCalledTimes(1);
    expect(linksIn(host, 'Group 1')).toBe(1);
    act(() => root.render(ui(guidePage('/guide/p0-5', GUIDE), request)));
    expect(linksIn(host, 'Group 1')).toBe(60);
    // The server's list, not one drawn again.
    expect(host.querySelector('.q-sidebar__items')).toBe(list);
    act(() => root.unmount());
  });

  it('moves the mark in the same list for a page of the section, and draws another section’s list', async () => {
    const request = vi.fn();
    const { host, root } = await hydrateUnread('/guide/p0-5', request);
    const list = host.querySelector('.q-sidebar__items');
    act(() => root.render(ui(guidePage('/guide/p0-9', GUIDE), request)));
    expect(host.querySelector('.q-sidebar__items')).toBe(list);
    expect(host.querySelector('.q-sidebar [aria-current="page"]')?.textContent).toBe('Page 0.9');
    expect(host.querySelector('.q-prev-next__link--next')?.getAttribute('href')).toBe('/guide/p0-10');

    act(() => root.render(ui(apiPage, request)));
    expect([...host.querySelectorAll('.q-sidebar__items a')].map((a) => a.textContent)).toEqual(['Api page']);
    expect(request).not.toHaveBeenCalled();
    act(() => root.unmount());
  });

  it('draws another section’s list for a page of it reached first', async () => {
    const { host, root } = await hydrateUnread('/guide/p0-5', vi.fn());
    act(() => root.render(ui(apiPage, vi.fn())));
    expect([...host.querySelectorAll('.q-sidebar__items a')].map((a) => a.textContent)).toEqual(['Api page']);
    expect(host.querySelector('.q-prev-next')).toBeNull();
    act(() => root.unmount());
  });
});
