// @vitest-environment jsdom
/** A hot update of the page (new component and page data, same route) leaves the sidebar's links alone. */
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@quire/runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageContext } from '../../packages/runtime/src/context';
import type { PageData } from '../../packages/runtime/src/shared/types';
import { Sidebar } from '../../packages/theme-default/src/Sidebar/Sidebar';
import { pageData } from '../fixtures/render';

/** Counts the sidebar links drawn. */
const links = vi.hoisted(() => ({ renders: 0 }));
vi.mock('../../packages/theme-default/src/Sidebar/SidebarLink.tsx', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../packages/theme-default/src/Sidebar/SidebarLink.tsx')>();
  return {
    ...real,
    sidebarLink: (...args: Parameters<typeof real.sidebarLink>) => {
      links.renders++;
      return real.sidebarLink(...args);
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
  it('does not render its links again for new page data of the same route, but does for another route', () => {
    const { rerender } = render(ui(pageData({ routePath: '/guide/a' })));
    const first = links.renders;
    expect(first).toBeGreaterThan(0);

    rerender(ui(pageData({ routePath: '/guide/a', title: 'Page A, edited', toc: [{ id: 'new', text: 'New', depth: 2, charIndex: -1 }] })));
    expect(links.renders).toBe(first);

    rerender(ui(pageData({ routePath: '/guide/c' })));
    expect(links.renders).toBeGreaterThan(first);
    expect(screen.getByRole('link', { name: 'Page C' }).getAttribute('aria-current')).toBe('page');
  });
});
