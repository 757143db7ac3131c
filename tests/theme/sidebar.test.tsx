// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from '@quire/runtime';
import { PageContext } from '#runtime/data/context.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PrevNext } from '#theme-default/PrevNext/PrevNext.tsx';
import { Sidebar } from '#theme-default/Sidebar/Sidebar.tsx';
import { pageData, renderWithPage } from '../fixtures/render';

afterEach(cleanup);

/** A group's toggle: its `<summary>`, named by its text or, beside a group's link, by its label. */
const toggle = (name: string) => {
  const found = [...document.querySelectorAll('summary')].find((s) => (s.getAttribute('aria-label') ?? s.textContent ?? '').startsWith(name));
  if (!found) throw new Error(`no group toggle named ${name}`);
  return found;
};
const isOpen = (summary: HTMLElement) => (summary.parentElement as HTMLDetailsElement).open;
const groupOf = (el: HTMLElement) => el.closest('.q-sidebar__group') as HTMLElement;
/** The sidebar on the page at `routePath`, rendered again in place by `rerender`. */
const at = (routePath: string) => (
  <MemoryRouter>
    <PageContext.Provider value={{ page: pageData({ routePath }), loading: false }}>
      <Sidebar />
    </PageContext.Provider>
  </MemoryRouter>
);

describe('Sidebar', () => {
  it('marks the current page and opens its collapsed group', () => {
    renderWithPage(<Sidebar />, { routePath: '/guide/c' });
    const current = screen.getByRole('link', { name: 'Page C' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(isOpen(toggle('Closed'))).toBe(true);
    expect(groupOf(current)).toBe(groupOf(toggle('Closed')));
    expect(screen.getByRole('link', { name: 'Page A' }).getAttribute('aria-current')).toBeNull();
  });

  it('starts groups expanded unless collapsed, and toggles them with their summary', () => {
    renderWithPage(<Sidebar />, { routePath: '/guide/a' });
    expect(isOpen(toggle('Start'))).toBe(true);
    const closed = toggle('Closed');
    expect(isOpen(closed)).toBe(false);
    fireEvent.click(closed);
    expect(isOpen(closed)).toBe(true);
    fireEvent.click(toggle('Start'));
    expect(isOpen(toggle('Start'))).toBe(false);
  });

  it('keeps the groups a reader opened or closed when the page changes within the section', () => {
    const { rerender } = render(at('/guide/a'));
    fireEvent.click(toggle('Start'));
    rerender(at('/guide/c'));
    expect(isOpen(toggle('Start'))).toBe(false);
    expect(isOpen(toggle('Closed'))).toBe(true);
    expect(screen.getByRole('link', { name: 'Page C' }).classList.contains('q-sidebar__link--active')).toBe(true);
    expect(screen.getByRole('link', { name: 'Page A' }).classList.contains('q-sidebar__link--active')).toBe(false);
    // A group's own link is its page: that group opens.
    rerender(at('/guide/d'));
    expect(screen.getByRole('link', { name: 'Linked new' }).getAttribute('aria-current')).toBe('page');
    expect(isOpen(toggle('Linked'))).toBe(true);
    expect(screen.getByRole('link', { name: 'Page C' }).getAttribute('aria-current')).toBeNull();
  });

  it('renders dividers, section headers, group links and tag badges', () => {
    const { container } = renderWithPage(<Sidebar />, { routePath: '/guide/a' });
    expect(container.querySelector('.q-sidebar__divider--dashed')?.getAttribute('role')).toBe('separator');
    expect(container.querySelector('.q-sidebar__section')?.textContent).toBe('Advancedpro');
    const groupLink = screen.getByRole('link', { name: 'Linked new' });
    expect(groupLink.getAttribute('href')).toBe('/guide/d');
    expect(isOpen(toggle('Linked'))).toBe(false);
    // The toggle beside a group's link is not inside it: a link inside a summary would be a control inside a control.
    expect(groupLink.contains(toggle('Linked'))).toBe(false);
    const tags = [...container.querySelectorAll('.q-sidebar__tag')].map((t) => t.textContent);
    expect(tags).toEqual(['pro', 'new', 'beta']);
  });

  it('scrolls the sidebar (not the page) so the current link is visible', async () => {
    const rect = (top: number, height: number) => ({ top, height, bottom: top + height, left: 0, right: 0, width: 0, x: 0, y: top, toJSON() {} });
    const spy = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return (this.getAttribute('aria-current') === 'page' ? rect(900, 30) : rect(64, 500)) as DOMRect;
    });
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(500);
    renderWithPage(<Sidebar />, { routePath: '/guide/e' });
    await act(() => new Promise((r) => requestAnimationFrame(() => r(undefined))));
    const nav = screen.getByRole('navigation', { name: 'Sidebar' });
    // Link 836 px below the sidebar's top: centred, 836 - (500 - 30) / 2.
    expect(nav.scrollTop).toBe(601);
    spy.mockRestore();
    vi.restoreAllMocks();
  });

  it('opens as a drawer with the Menu button, locks body scroll, closes on Escape and backdrop', async () => {
    renderWithPage(<Sidebar />, { routePath: '/guide/a' });
    const nav = screen.getByRole('navigation', { name: 'Sidebar' });
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(nav.classList.contains('q-sidebar--open')).toBe(true);
    // body-scroll-lock hides the body's overflow while the drawer is open.
    await waitFor(() => expect(document.body.style.overflow).toBe('hidden'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(nav.classList.contains('q-sidebar--open')).toBe(false);
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(menu);
    fireEvent.click(menu);
    await waitFor(() => expect(document.body.style.overflow).toBe('hidden'));
    fireEvent.click(screen.getByTestId('sidebar-backdrop'));
    expect(nav.classList.contains('q-sidebar--open')).toBe(false);
    expect(document.body.style.overflow).toBe('');
  });

  it('releases the scroll lock when it unmounts while open', async () => {
    const { unmount } = renderWithPage(<Sidebar />, { routePath: '/guide/a' });
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await waitFor(() => expect(document.body.style.overflow).toBe('hidden'));
    unmount();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes the drawer on navigation', () => {
    const { rerender } = render(at('/guide/a'));
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const nav = screen.getByRole('navigation', { name: 'Sidebar' });
    expect(nav.classList.contains('q-sidebar--open')).toBe(true);
    rerender(at('/guide/b'));
    expect(nav.classList.contains('q-sidebar--open')).toBe(false);
    expect(document.body.style.overflow).toBe('');
    expect(screen.getByRole('link', { name: 'Page B' }).getAttribute('aria-current')).toBe('page');
  });

  it('prefixes links for Chinese pages', () => {
    renderWithPage(<Sidebar />, { routePath: '/zh/guide/a', lang: 'zh' });
    expect(screen.getByRole('link', { name: 'Page A' }).getAttribute('href')).toBe('/zh/guide/a');
  });
});

describe('PrevNext', () => {
  it('follows the flattened sidebar order with the locale texts', () => {
    renderWithPage(<PrevNext />, { routePath: '/zh/guide/b', lang: 'zh' });
    expect(screen.getByText('上一页').closest('a')?.getAttribute('href')).toBe('/zh/guide/a');
    expect(screen.getByText('下一页').closest('a')?.getAttribute('href')).toBe('/zh/guide/c');
  });
});
