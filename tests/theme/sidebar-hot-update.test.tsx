// @vitest-environment jsdom
/** A hot update of the page (new component and page data, same route) leaves the sidebar's list alone, and so does a page of the same section. */
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@quire/runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageContext } from '../../packages/runtime/src/context';
import type { PageData } from '../../packages/runtime/src/shared/types';
import { Sidebar } from '../../packages/theme-default/src/Sidebar/Sidebar';
import { pageData } from '../fixtures/render';

/** Counts the lists drawn. */
const lists = vi.hoisted(() => ({ drawn: 0 }));
vi.mock('../../packages/theme-default/src/Sidebar/sidebar-html.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../packages/theme-default/src/Sidebar/sidebar-html.ts')>();
  return {
    ...real,
    sidebarListHtml: (...args: Parameters<typeof real.sidebarListHtml>) => {
      lists.drawn++;
      return real.sidebarListHtml(...args);
    },
  };
});

afterEach(cleanup);

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
