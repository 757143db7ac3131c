// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, usePageData } from '@quire/runtime';
import { afterEach, describe, expect, it } from 'vitest';
import { PageContext } from '#runtime/data/context.tsx';
import type { PageData } from '#shared/types.ts';
import { Layout } from '#theme-default/Layout/Layout.tsx';
import { pageSwitches } from '#theme-default/Layout/page-switches.ts';
import { pageData } from '../fixtures/render';

afterEach(cleanup);

const toc = [{ id: 'usage', text: 'Usage', depth: 2, charIndex: -1 }];

function app(url: string, page: Partial<PageData> = {}, Component?: () => ReactNode) {
  return (
    <MemoryRouter initialEntries={[url]}>
      <PageContext.Provider value={{ page: pageData({ toc, lastUpdatedTime: 0, ...page }), Component, loading: false }}>
        <Layout />
      </PageContext.Provider>
    </MemoryRouter>
  );
}

const parts = (root: ParentNode) => ({
  navbar: root.querySelector('.q-nav') !== null,
  sidebar: root.querySelector('.q-sidebar') !== null,
  outline: root.querySelector('.q-outline') !== null,
  footer: root.querySelector('.q-prev-next') !== null,
});

describe('page switches', () => {
  it('shows every part by default', () => {
    const { container } = render(app('/guide/a'));
    expect(parts(container)).toEqual({ navbar: true, sidebar: true, outline: true, footer: true });
  });

  it('pageType doc-wide is a doc page without sidebar and outline, as wide as the window', () => {
    const { container } = render(app('/guide/a', { pageType: 'doc-wide' }));
    expect(parts(container)).toEqual({ navbar: true, sidebar: false, outline: false, footer: true });
    expect(container.querySelector('.q-doc-layout--wide .q-doc')).not.toBeNull();
  });

  it('hides parts named in the query with =0', () => {
    const { container } = render(app('/guide/a?navbar=0&outline=0'));
    expect(parts(container)).toEqual({ navbar: false, sidebar: true, outline: false, footer: true });
    cleanup();
    const other = render(app('/guide/a?sidebar=0&footer=0'));
    expect(parts(other.container)).toEqual({ navbar: true, sidebar: false, outline: true, footer: false });
    expect(other.container.querySelector('.q-outline-dropdown')).not.toBeNull();
  });

  it('hides parts set to false in the frontmatter', () => {
    const { container } = render(app('/guide/a', { frontmatter: { sidebar: false, footer: false, navbar: false, outline: false } }));
    expect(parts(container)).toEqual({ navbar: false, sidebar: false, outline: false, footer: false });
    expect(container.querySelector('.q-outline-dropdown')).toBeNull();
    expect(container.querySelector('article.q-doc')).not.toBeNull();
  });

  it('names in its classes the columns it draws, so the grid holds the outline column before the outline is parsed', () => {
    const layoutClass = (url: string, page: Partial<PageData> = {}) => {
      const { container } = render(app(url, page));
      const names = container.querySelector('.q-doc-layout')?.className;
      cleanup();
      return names;
    };
    expect(layoutClass('/guide/a')).toBe('q-doc-layout');
    expect(layoutClass('/guide/a?outline=0')).toBe('q-doc-layout q-doc-layout--no-outline');
    expect(layoutClass('/guide/a', { frontmatter: { sidebar: false } })).toBe('q-doc-layout q-doc-layout--no-sidebar');
    expect(layoutClass('/guide/a', { sidebar: { key: 'guide', items: [] } })).toBe('q-doc-layout q-doc-layout--no-sidebar');
    expect(layoutClass('/guide/a', { pageType: 'doc-wide' })).toBe(
      'q-doc-layout q-doc-layout--wide q-doc-layout--no-sidebar q-doc-layout--no-outline',
    );
    // A page without headings keeps its outline column, empty.
    expect(layoutClass('/guide/a', { toc: [] })).toBe('q-doc-layout');
  });

  it('ignores the query in the server render so hydration matches the pre-rendered HTML', () => {
    const html = renderToString(app('/guide/a?sidebar=0'));
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(parts(doc).sidebar).toBe(true);
  });

  it('hydrates without rendering the page a second time when the query has no switches, and applies them when it has', async () => {
    let renders = 0;
    function Counted() {
      renders++;
      return <p>{usePageData().title}</p>;
    }
    const hydrate = async (url: string) => {
      const tree = app(url, {}, Counted);
      const host = document.createElement('div');
      host.innerHTML = renderToString(tree);
      document.body.append(host);
      renders = 0;
      const root = await act(async () => hydrateRoot(host, tree));
      return { host, root };
    };
    const plain = await hydrate('/guide/a');
    expect(renders).toBe(1);
    expect(parts(plain.host).sidebar).toBe(true);
    act(() => plain.root.unmount());
    const switched = await hydrate('/guide/a?sidebar=0');
    expect(parts(switched.host).sidebar).toBe(false);
    act(() => switched.root.unmount());
  });

  it('only treats 0 and false as off', () => {
    expect(pageSwitches({ outline: 'false' }, '?navbar=1&sidebar=')).toEqual({ navbar: true, sidebar: true, outline: true, footer: true });
    expect(pageSwitches({}, '?footer=0')).toMatchObject({ footer: false });
  });
});
