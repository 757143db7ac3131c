// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { memo } from 'react';
import {
  BrowserRouter,
  MemoryRouter,
  StaticRouter,
  useFollowLink,
  useHref,
  useHrefResolver,
  useLinkClickHandler,
  useLocation,
  useNavigate,
} from '@quire/runtime';
import { resolveTo } from '#runtime/router/router.tsx';

afterEach(cleanup);

function Where() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="where">{pathname + search + hash}</output>;
}

function Anchor({ to, target }: { to: string; target?: string }) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to, { target });
  return (
    <a href={href} target={target} onClick={onClick}>
      {to}
    </a>
  );
}

const where = () => screen.getByTestId('where').textContent;

describe('resolveTo', () => {
  const from = { pathname: '/guide/start/quick', search: '?a=1', hash: '#x', state: null, key: 'k' };
  it('keeps absolute paths and resolves relative ones like a browser', () => {
    expect(resolveTo('/config/mode?x#y', from)).toBe('/config/mode?x#y');
    expect(resolveTo('#z', from)).toBe('/guide/start/quick?a=1#z');
    expect(resolveTo('features', from)).toBe('/guide/start/features');
    expect(resolveTo('../basic/cli', from)).toBe('/guide/basic/cli');
  });
  it('fills a missing pathname with the current one', () => {
    expect(resolveTo({ hash: '#h' }, from)).toBe('/guide/start/quick#h');
    expect(resolveTo({ pathname: '/a', search: 'q=1', hash: 'h' }, from)).toBe('/a?q=1#h');
  });
});

describe('BrowserRouter', () => {
  it('strips the base, pushes and replaces history entries and follows the back button', async () => {
    window.history.replaceState(null, '', '/docs/guide/a');
    let navigate: ReturnType<typeof useNavigate> = () => {};
    function Grab() {
      navigate = useNavigate();
      return null;
    }
    render(
      <BrowserRouter basename="/docs">
        <Grab />
        <Where />
        <Anchor to="/guide/b#top" />
      </BrowserRouter>,
    );
    expect(where()).toBe('/guide/a');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/docs/guide/b#top');
    const length = window.history.length;
    fireEvent.click(screen.getByRole('link'));
    expect(window.location.pathname + window.location.hash).toBe('/docs/guide/b#top');
    expect(where()).toBe('/guide/b#top');
    expect(window.history.length).toBe(length + 1);
    // The current address again: replaced, not pushed.
    fireEvent.click(screen.getByRole('link'));
    expect(window.history.length).toBe(length + 1);
    act(() => navigate('/guide/c', { replace: true, state: { from: 'test' } }));
    expect(where()).toBe('/guide/c');
    expect(window.history.length).toBe(length + 1);
    expect((window.history.state as { usr: unknown }).usr).toEqual({ from: 'test' });
    await act(async () => {
      window.history.replaceState(null, '', '/docs/guide/d');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(where()).toBe('/guide/d');
  });

  it('leaves modified clicks, other buttons and other targets to the browser', () => {
    window.history.replaceState(null, '', '/guide/a');
    render(
      <BrowserRouter>
        <Where />
        <Anchor to="/guide/b" />
        <Anchor to="/guide/c" target="_blank" />
      </BrowserRouter>,
    );
    // Seen after React's handlers; then stopped, as jsdom cannot follow links.
    const prevented: boolean[] = [];
    const record = (e: MouseEvent) => {
      prevented.push(e.defaultPrevented);
      e.preventDefault();
    };
    window.addEventListener('click', record);
    const [same, blank] = screen.getAllByRole('link');
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) fireEvent.click(same, init);
    fireEvent.click(blank);
    window.removeEventListener('click', record);
    expect(prevented).toEqual([false, false, false, false, false, false]);
    expect(where()).toBe('/guide/a');
  });
});

describe('a list of links with one hook call (useHrefResolver, useFollowLink)', () => {
  function List({ paths, target }: { paths: string[]; target?: string }) {
    const hrefOf = useHrefResolver();
    const follow = useFollowLink<HTMLAnchorElement>();
    return (
      <>
        {paths.map((to) => (
          <a key={to} href={hrefOf(to)} target={target} onClick={(e) => follow(e, to, { target })}>
            {to}
          </a>
        ))}
      </>
    );
  }

  it('resolves inside the base and follows plain clicks like useLinkClickHandler', () => {
    window.history.replaceState(null, '', '/docs/guide/a');
    render(
      <BrowserRouter basename="/docs">
        <Where />
        <List paths={['/guide/b', '../c#x']} />
      </BrowserRouter>,
    );
    const [b, c] = screen.getAllByRole('link');
    expect([b.getAttribute('href'), c.getAttribute('href')]).toEqual(['/docs/guide/b', '/docs/c#x']);
    fireEvent.click(c);
    expect(where()).toBe('/c#x');
    const prevented: boolean[] = [];
    const record = (e: MouseEvent) => {
      prevented.push(e.defaultPrevented);
      e.preventDefault();
    };
    window.addEventListener('click', record);
    fireEvent.click(b, { metaKey: true });
    window.removeEventListener('click', record);
    expect(prevented).toEqual([false]);
    expect(where()).toBe('/c#x');
  });

  it('leaves links for another browsing context to the browser', () => {
    window.history.replaceState(null, '', '/guide/a');
    render(
      <BrowserRouter>
        <Where />
        <List paths={['/guide/b']} target="_blank" />
      </BrowserRouter>,
    );
    const record = (e: MouseEvent) => e.preventDefault();
    window.addEventListener('click', record);
    fireEvent.click(screen.getByRole('link'));
    window.removeEventListener('click', record);
    expect(where()).toBe('/guide/a');
  });

  it('does not draw a memoised list again when the router renders at the same location', () => {
    let renders = 0;
    // A consumer of the router below a memo: only a new context value renders it again.
    const Counted = memo(function Counted() {
      const hrefOf = useHrefResolver();
      renders++;
      return <a href={hrefOf('/b')}>b</a>;
    });
    const ui = (n: number) => (
      <MemoryRouter initialEntries={['/a']}>
        <Counted />
        <span>{n}</span>
      </MemoryRouter>
    );
    const { rerender } = render(ui(1));
    rerender(ui(2));
    expect(renders).toBe(1);
  });
});

describe('MemoryRouter and StaticRouter', () => {
  it('navigates in memory and goes back', () => {
    let navigate: ReturnType<typeof useNavigate> = () => {};
    function Grab() {
      navigate = useNavigate();
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/a']}>
        <Grab />
        <Where />
      </MemoryRouter>,
    );
    act(() => navigate('/b?q=1'));
    expect(where()).toBe('/b?q=1');
    act(() => navigate(-1));
    expect(where()).toBe('/a');
  });

  it('renders a fixed location on the server, inside the base', () => {
    const html = renderToString(
      <StaticRouter location="/docs/zh/guide/a?x=1#h" basename="/docs">
        <Where />
        <Anchor to="/zh/guide/b" />
      </StaticRouter>,
    );
    expect(html).toContain('/zh/guide/a?x=1#h');
    expect(html).toContain('href="/docs/zh/guide/b"');
  });

  it('names the missing router', () => {
    expect(() => render(<Where />)).toThrow(/router hooks need a <Router>/);
  });
});
