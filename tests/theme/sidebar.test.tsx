// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from '@quire/runtime';
import { PageContext } from '../../packages/runtime/src/context';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PrevNext } from '../../packages/theme-default/src/PrevNext/PrevNext';
import { Sidebar } from '../../packages/theme-default/src/Sidebar/Sidebar';
import { pageData, renderWithPage } from '../fixtures/render';

afterEach(cleanup);

const toggle = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
const groupOf = (el: HTMLElement) => el.closest('.q-sidebar__group') as HTMLElement;

describe('Sidebar', () => {
  it('marks the current page and opens its collapsed group', () => {
    renderWithPage(<Sidebar />, { routePath: '/guide/c' });
    const current = screen.getByRole('link', { name: 'Page C' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(toggle('Closed').getAttribute('aria-expanded')).toBe('true');
    expect(groupOf(current).classList.contains('q-sidebar__group--collapsed')).toBe(false);
    expect(screen.getByRole('link', { name: 'Page A' }).getAttribute('aria-current')).toBeNull();
  });

  it('starts groups expanded unless collapsed, and toggles them with the button', () => {
    renderWithPage(<Sidebar />, { routePath: '/guide/a' });
    expect(toggle('Start').getAttribute('aria-expanded')).toBe('true');
    const closed = toggle('Closed');
    expect(closed.getAttribute('aria-expanded')).toBe('false');
    const body = document.getElementById(closed.getAttribute('aria-controls') as string) as HTMLElement;
    expect(body.hasAttribute('inert')).toBe(true);
    expect(groupOf(closed).classList.contains('q-sidebar__group--collapsed')).toBe(true);
    fireEvent.click(closed);
    expect(closed.getAttribute('aria-expanded')).toBe('true');
    expect(body.hasAttribute('inert')).toBe(false);
    fireEvent.click(toggle('Start'));
    expect(toggle('Start').getAttribute('aria-expanded')).toBe('false');
  });

  it('renders dividers, section headers, group links and tag badges', () => {
    const { container } = renderWithPage(<Sidebar />, { routePath: '/guide/a' });
    expect(container.querySelector('.q-sidebar__divider--dashed')?.getAttribute('role')).toBe('separator');
    expect(container.querySelector('.q-sidebar__section')?.textContent).toBe('Advancedpro');
    const groupLink = screen.getByRole('link', { name: 'Linked new' });
    expect(groupLink.getAttribute('href')).toBe('/guide/d');
    expect(screen.getByRole('button', { name: 'Linked' }).getAttribute('aria-expanded')).toBe('false');
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
    const at = (routePath: string) => (
      <MemoryRouter>
        <PageContext.Provider value={{ page: pageData({ routePath }), loading: false }}>
          <Sidebar />
        </PageContext.Provider>
      </MemoryRouter>
    );
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
