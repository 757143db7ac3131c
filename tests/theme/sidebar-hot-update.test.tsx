// @vitest-environment jsdom
/** A hot update of the page (new component and page data, same route) leaves the sidebar's list alone, and so does a page of the same section. */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@quire/runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageContext } from '#runtime/data/context.tsx';
import type { PageData } from '#shared/types.ts';
import { Sidebar } from '#theme-default/Sidebar/Sidebar.tsx';
import { pageData } from '../fixtures/render';

/** Counts the lists drawn. */
const lists = vi.hoisted(() => ({ drawn: 0 }));
vi.mock('#theme-default/Sidebar/sidebar-html.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('#theme-default/Sidebar/sidebar-html.ts')>();
  return {
    ...real,
    sidebarListHtml: (...args: Parameters<typeof real.sidebarListHtml>) => {
      lists.drawn++;
      return real.sidebarListHtml(...args);
    },
  };
});

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  lists.drawn = 0;
});

const ui = (page: PageData) => (
  <MemoryRouter initialEntries={['/guide/a']}>
    <PageContext.Provider value={{ page, loading: false }}>
      <Sidebar />
    </PageContext.Provider>
  </MemoryRouter>
);

describe('Sidebar on a hot update', () => {
  it('does not draw its list again for new page data of the same route, nor for another page of the section', () => {
    const { rerender } = render(ui(pageData({ routePath: '/guide/a' })));
    expect(lists.drawn).toBe(1);
    const first = screen.getByRole('link', { name: 'Page C' });

    rerender(ui(pageData({ routePath: '/guide/a', title: 'Page A, edited', toc: [{ id: 'new', text: 'New', depth: 2, charIndex: -1 }] })));
    expect(lists.drawn).toBe(1);

    rerender(ui(pageData({ routePath: '/guide/c' })));
    expect(lists.drawn).toBe(1);
    // The same element, marked as the current page.
    expect(screen.getByRole('link', { name: 'Page C' })).toBe(first);
    expect(first.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Page A' }).getAttribute('aria-current')).toBeNull();
  });
});

describe('Sidebar while hydrating', () => {
  // A render right after hydration would run synchronously, in one task with every update then
  // pending (such as the footer's date, formatted after hydration).
  it('renders once, not again when hydration has ended', async () => {
    const commits: string[] = [];
    const tree = (
      <Profiler id="sidebar" onRender={(_id, phase) => commits.push(phase)}>
        {ui(pageData({ routePath: '/guide/c' }))}
      </Profiler>
    );
    const host = document.createElement('div');
    host.innerHTML = renderToString(tree);
    document.body.append(host);
    const root = await act(async () => hydrateRoot(host, tree));
    expect(commits).toEqual(['mount']);
    expect(lists.drawn).toBe(1);
    act(() => root.unmount());
  });

  it('is not hydrating once the app has rendered: a list mounted then is drawn, even beside one the page brought', () => {
    const stale = document.createElement('div');
    stale.innerHTML = renderToString(ui(pageData({ routePath: '/guide/c' })));
    document.body.append(stale);
    document.documentElement.dataset.quireReady = 'true';
    try {
      const { container } = render(ui(pageData({ routePath: '/zh/guide/a', lang: 'zh' })));
      expect(lists.drawn).toBe(2);
      expect(container.querySelector('a[href="/zh/guide/a"]')?.getAttribute('aria-current')).toBe('page');
    } finally {
      delete document.documentElement.dataset.quireReady;
    }
  });

  it('takes the list the server drew as it is, without drawing it again, and draws another section in the browser', async () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(ui(pageData({ routePath: '/guide/c' })));
    expect(lists.drawn).toBe(1);
    document.body.append(host);
    const first = screen.getByRole('link', { name: 'Page C' });
    const root = await act(async () => hydrateRoot(host, ui(pageData({ routePath: '/guide/c' }))));
    expect(lists.drawn).toBe(1);
    expect(screen.getByRole('link', { name: 'Page C' })).toBe(first);
    expect(first.getAttribute('aria-current')).toBe('page');
    // Within the section, the mark moves; the reader's groups are kept.
    fireEvent.click([...host.querySelectorAll('summary')].find((s) => s.textContent === 'Start') as HTMLElement);
    await act(async () => root.render(ui(pageData({ routePath: '/guide/b' }))));
    expect(lists.drawn).toBe(1);
    expect(first.getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Page B' }).getAttribute('aria-current')).toBe('page');
    // Another section (here the same entries in Chinese): drawn in the browser.
    await act(async () => root.render(ui(pageData({ routePath: '/zh/guide/a', lang: 'zh' }))));
    expect(lists.drawn).toBe(2);
    expect(screen.getByRole('link', { name: 'Page A' }).getAttribute('href')).toBe('/zh/guide/a');
    // Back to the first section: drawn again, not left as the page's HTML had it.
    await act(async () => root.render(ui(pageData({ routePath: '/guide/a' }))));
    expect(lists.drawn).toBe(3);
    expect(screen.getByRole('link', { name: 'Page A' }).getAttribute('href')).toBe('/guide/a');
    expect(screen.getByRole('link', { name: 'Page A' }).getAttribute('aria-current')).toBe('page');
    act(() => root.unmount());
  });
});
