// @vitest-environment jsdom
/**
 * The sidebar's list is HTML drawn without a component per link (`sidebar-html.ts`), with one set
 * of handlers on the list (`SidebarList.tsx`) and one tooltip (`use-tooltips-within.tsx`): its
 * links must still be the anchors `Link` draws, follow clicks through the router, warm the target
 * page, hydrate without a mismatch and without React taking over each element, and show cut-off
 * titles whole on hover and on keyboard focus.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation } from '@quire/runtime';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageContext } from '#runtime/data/context.tsx';
import type { PageData } from '#shared/types.ts';
import { useHrefResolver } from '#runtime/router/router.tsx';
import { Link } from '#theme-default/components/Link.tsx';
import { Sidebar } from '#theme-default/Sidebar/Sidebar.tsx';
import { sidebarListHtml } from '#theme-default/Sidebar/sidebar-html.ts';
import { pageData } from '../fixtures/render';

const prefetched = vi.hoisted(() => [] as string[]);
vi.mock('@quire/runtime', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@quire/runtime')>()),
  prefetchPath: (path: string) => prefetched.push(path),
}));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  prefetched.length = 0;
  document.body.innerHTML = '';
});

function Where() {
  const { pathname, hash } = useLocation();
  return <output data-testid="where">{pathname + hash}</output>;
}

const app = (children: ReactNode, page: Partial<PageData> = {}) => (
  <MemoryRouter initialEntries={[page.routePath ?? '/guide/a']}>
    <PageContext.Provider value={{ page: pageData(page), loading: false }}>{children}</PageContext.Provider>
  </MemoryRouter>
);
const where = () => screen.getByTestId('where').textContent;
const link = (name: string) => screen.getByRole('link', { name });
const tip = () => screen.queryByRole('tooltip');

/** The anchors of every kind of link, drawn by the sidebar's list (on the page `/guide/a`) and by `Link`. */
function Both({ to, active }: { to: string; active: boolean }) {
  const hrefOf = useHrefResolver();
  const html = sidebarListHtml([{ text: 'Title', link: to, tag: 'new' }], { path: '/guide/a', prefix: '', hrefOf });
  const props = { className: `q-sidebar__link${active ? ' q-sidebar__link--active' : ''}`, 'aria-current': active ? ('page' as const) : undefined };
  return (
    <>
      <ul dangerouslySetInnerHTML={{ __html: html }} />
      <Link href={to} {...props}>
        <span className="q-sidebar__text">Title</span>
        <span className="q-sidebar__tag">new</span>
      </Link>
    </>
  );
}

describe('sidebar links', () => {
  it.each([
    ['/guide/b', false],
    ['/guide/a', true],
    ['https://example.com/x', false],
    ['#usage', false],
  ])('draw %s (active: %s) as Link does, on the server', (to, active) => {
    const html = renderToString(app(<Both to={to} active={active} />));
    const [ours, links] = html.split('</a>');
    expect(`${ours.replace('<ul><li>', '')}</a>`).toBe(`${links.replace('</li></ul>', '')}</a>`);
  });

  it('follow a click through the router, without a reload', () => {
    render(
      app(
        <>
          <Sidebar />
          <Where />
        </>,
      ),
    );
    const click = fireEvent.click(link('Page B'));
    expect(click).toBe(false); // default prevented: no page load
    expect(where()).toBe('/guide/b');
  });

  it('leave a click with a modifier key or another button to the browser', () => {
    render(
      app(
        <>
          <Sidebar />
          <Where />
        </>,
      ),
    );
    // Whether the app let the click through, read after React's handlers (jsdom cannot load pages).
    const leftToBrowser: boolean[] = [];
    const record = (event: Event) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    fireEvent.click(link('Page B'), { ctrlKey: true });
    fireEvent.click(link('Page B'), { button: 1 });
    document.removeEventListener('click', record);
    expect(leftToBrowser).toEqual([true, true]);
    expect(where()).toBe('/guide/a');
  });

  it('follow Enter on a focused link (the browser clicks it)', () => {
    render(
      app(
        <>
          <Sidebar />
          <Where />
        </>,
      ),
    );
    act(() => link('Page B').focus());
    expect(document.activeElement).toBe(link('Page B'));
    fireEvent.click(link('Page B'), { detail: 0 });
    expect(where()).toBe('/guide/b');
  });

  it('warm the target page on hover and on focus', () => {
    render(app(<Sidebar />));
    fireEvent.mouseEnter(link('Page B'));
    act(() => link('Page A').focus());
    expect(prefetched).toEqual(['/guide/b', '/guide/a']);
  });

  it('hydrate the server HTML without a mismatch', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = vi.fn();
    const tree = app(
      <>
        <Sidebar />
        <Where />
      </>,
      { routePath: '/guide/c' },
    );
    const host = document.createElement('div');
    host.innerHTML = renderToString(tree);
    const before = host.innerHTML;
    document.body.append(host);
    const root = await act(async () => hydrateRoot(host, tree, { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(host.innerHTML).toBe(before);
    // React took over the list as a whole, not each of its elements: none carries React's own data.
    const list = host.querySelector('.q-sidebar__items') as HTMLElement;
    const reactKeys = (el: Element) => Object.keys(el).filter((k) => k.startsWith('__react'));
    expect(reactKeys(list).length).toBeGreaterThan(0);
    expect([...list.querySelectorAll('*')].flatMap(reactKeys)).toEqual([]);
    // The handlers came with hydration.
    fireEvent.click(link('Page A'));
    expect(where()).toBe('/guide/a');
    act(() => root.unmount());
  });
});

describe('the sidebar list after hydration fell back to rendering afresh', () => {
  it('still lists the section: a mismatch elsewhere on the page (a footer reading window) makes React draw the whole page again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = vi.fn();
    // As a site theme's footer that shows window.location.origin: nothing on the server, a link in the browser.
    const Origin = ({ browser }: { browser: boolean }) => (browser ? <a href="https://example.com">Example</a> : <span>Example</span>);
    const tree = (browser: boolean) =>
      app(
        <>
          <Sidebar />
          <Origin browser={browser} />
        </>,
      );
    const host = document.createElement('div');
    host.innerHTML = renderToString(tree(false));
    document.body.append(host);
    const root = await act(async () => hydrateRoot(host, tree(true), { onRecoverableError: recoverable }));
    expect(recoverable).toHaveBeenCalled();
    expect(host.querySelectorAll('.q-sidebar__items a').length).toBeGreaterThan(0);
    expect(link('Page B').getAttribute('href')).toBe('/guide/b');
    act(() => root.unmount());
  });
});

describe('the sidebar title tooltip', () => {
  /** Marks a link's title as cut off by the ellipsis. */
  const cutOff = (name: string) => {
    const text = link(name).querySelector('.q-sidebar__text')!;
    Object.defineProperties(text, { scrollWidth: { value: 300 }, clientWidth: { value: 200 } });
    return link(name);
  };

  it('shows on keyboard focus, names itself in aria-describedby, and goes on blur and Escape', () => {
    render(app(<Sidebar />));
    const a = cutOff('Page A');
    act(() => a.focus());
    expect(tip()?.textContent).toBe('Page A');
    expect(a.getAttribute('aria-describedby')).toBe(tip()!.id);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(tip()).toBeNull();
    expect(a.hasAttribute('aria-describedby')).toBe(false);
    act(() => a.blur());
    act(() => a.focus());
    expect(tip()).not.toBeNull();
    act(() => a.blur());
    expect(tip()).toBeNull();
  });

  it('stays while the pointer moves inside the link, moves to the next cut-off link, and leaves 100 ms after the pointer', () => {
    vi.useFakeTimers();
    render(app(<Sidebar />));
    const [a, b] = [cutOff('Page A'), cutOff('Page B')];
    const text = a.querySelector('.q-sidebar__text')!;
    fireEvent.mouseOver(a, { relatedTarget: document.body });
    fireEvent.mouseOut(a, { relatedTarget: text });
    fireEvent.mouseOver(text, { relatedTarget: a });
    act(() => vi.advanceTimersByTime(500));
    expect(tip()?.textContent).toBe('Page A');
    fireEvent.mouseOut(text, { relatedTarget: b });
    fireEvent.mouseOver(b, { relatedTarget: text });
    expect(tip()?.textContent).toBe('Page B');
    expect(b.getAttribute('aria-describedby')).toBe(tip()!.id);
    expect(a.hasAttribute('aria-describedby')).toBe(false);
    fireEvent.mouseOut(b, { relatedTarget: document.body });
    act(() => vi.advanceTimersByTime(99));
    expect(tip()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(tip()).toBeNull();
  });

  it("keeps a link's own description beside its own", () => {
    render(app(<Sidebar />));
    const a = cutOff('Page A');
    a.setAttribute('aria-describedby', 'hint');
    act(() => a.focus());
    expect(a.getAttribute('aria-describedby')).toBe(`hint ${tip()!.id}`);
    act(() => a.blur());
    expect(a.getAttribute('aria-describedby')).toBe('hint');
  });
});
