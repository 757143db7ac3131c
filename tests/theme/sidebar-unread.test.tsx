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
import { sidebarPrevNext } from '#shared/sidebar.ts';
import { sidebarFiles } from '#core/pages/sidebar-file.ts';
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

// As a build writes them: the section's file, and the page's neighbours in it.
const apiPage = pageData({ routePath: '/api/x', sidebarFile: 'static/sidebar/en.0000000002.json', sidebar: API, prevNext: {} });
const guidePage = (routePath: string, sidebar?: PageSidebar) =>
  pageData({ routePath, sidebarFile: GUIDE_FILE, sidebar, prevNext: sidebarPrevNext(GUIDE.items).get(routePath) });

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

const ui = (page: PageData, requestSidebar: (parts?: readonly string[]) => void) => (
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
async function hydrateUnread(
  routePath: string,
  requestSidebar: (parts?: readonly string[]) => void,
  page = guidePage,
  read = GUIDE,
): Promise<{ host: HTMLElement; root: Root; before: string }> {
  const host = document.createElement('div');
  host.innerHTML = renderToString(ui(page(routePath, read), requestSidebar));
  const before = host.innerHTML;
  document.body.append(host);
  const root = await act(async () =>
    hydrateRoot(host, ui(page(routePath), requestSidebar), {
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

/** The guide section as a build splits it: its file (each group's title and ends) and each group's entries. */
const split = sidebarFiles('en', GUIDE);
const SKELETON = JSON.parse(split.json) as PageSidebar;
/** The section with the groups of `read` (their positions) read, as the runtime merges them. */
function withGroups(...read: number[]): PageSidebar {
  return { ...SKELETON, items: SKELETON.items.map((item, i) => (read.includes(i) ? GUIDE.items[i] : item)) };
}
const splitPage = (routePath: string, sidebar?: PageSidebar) =>
  pageData({
    routePath,
    sidebarFile: split.file,
    sidebarParts: split.partsOf.get(routePath) as string[],
    sidebar,
    prevNext: sidebarPrevNext(GUIDE.items).get(routePath),
  });

describe('a page of a section split by group', () => {
  it('draws as the whole section does, and hydrates without reading any of it', async () => {
    const whole = renderToString(ui(guidePage('/guide/p1-5', GUIDE), vi.fn()));
    expect(renderToString(ui(splitPage('/guide/p1-5', withGroups(1)), vi.fn()))).toBe(whole);
    const request = vi.fn();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { host, root, before } = await hydrateUnread('/guide/p1-5', request, splitPage, withGroups(1));
    expect(host.innerHTML).toBe(before);
    expect(errors).not.toHaveBeenCalled();
    expect(request).not.toHaveBeenCalled();
    act(() => root.unmount());
  });

  it('asks for an opened group’s file, and draws the group once it is read, in the same list', async () => {
    const request = vi.fn();
    const { host, root } = await hydrateUnread('/guide/p0-5', request, splitPage, withGroups(0));
    const list = host.querySelector('.q-sidebar__items');
    const details = [...host.querySelectorAll<HTMLDetailsElement>('.q-sidebar details')][2];
    details.open = true;
    act(() => void details.dispatchEvent(new Event('toggle')));
    // The section's file with the page's group first, then the opened group's.
    act(() => root.render(ui(splitPage('/guide/p0-5', withGroups(0)), request)));
    expect(request).toHaveBeenLastCalledWith([split.parts[2].file]);
    expect(linksIn(host, 'Group 2')).toBe(1);
    act(() => root.render(ui(splitPage('/guide/p0-5', withGroups(0, 2)), request)));
    expect(linksIn(host, 'Group 2')).toBe(60);
    expect(host.querySelector('.q-sidebar__items')).toBe(list);
    act(() => root.unmount());
  });

  it('moves the mark into another group reached with its file, keeping the groups the reader opened or closed', async () => {
    const { host, root } = await hydrateUnread('/guide/p0-5', vi.fn(), splitPage, withGroups(0));
    const list = host.querySelector('.q-sidebar__items');
    const first = [...host.querySelectorAll<HTMLDetailsElement>('.q-sidebar details')][0];
    first.open = false;
    act(() => root.render(ui(splitPage('/guide/p1-59', withGroups(0, 1)), vi.fn())));
    expect(host.querySelector('.q-sidebar__items')).toBe(list);
    expect(first.open).toBe(false);
    expect(linksIn(host, 'Group 1')).toBe(60);
    expect(host.querySelector('.q-sidebar [aria-current="page"]')?.textContent).toBe('Page 1.59');
    // Across the groups' edge, from the page's data: the next group's first page.
    expect(host.querySelector('.q-prev-next__link--next')?.getAttribute('href')).toBe('/guide/p2-0');
    expect(host.querySelector('.q-prev-next__link--prev')?.getAttribute('href')).toBe('/guide/p1-58');
    act(() => root.unmount());
  });
});
