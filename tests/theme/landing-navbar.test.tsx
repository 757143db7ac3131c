// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@quire/runtime';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PageContext } from '#runtime/data/context.tsx';
import { Nav } from '#theme-default/Nav/Nav.tsx';
import { isNavbarTransparent, OPAQUE_FROM } from '#theme-default/Nav/useTransparentNavbar.ts';
import { pageData, renderWithPage } from '../fixtures/render';

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
const header = () => screen.getByRole('banner');

beforeEach(() => scrollTo(0));
afterEach(cleanup);

describe('transparent landing navbar', () => {
  it('is transparent above 100 px and opaque from 100 px on', () => {
    expect(OPAQUE_FROM).toBe(100);
    expect(isNavbarTransparent(0)).toBe(true);
    expect(isNavbarTransparent(99)).toBe(true);
    expect(isNavbarTransparent(100)).toBe(false);
  });

  it('turns opaque once the home page scrolls to 100 px and transparent again above it', () => {
    renderWithPage(<Nav />, { routePath: '/', pageType: 'home' });
    expect(header().className).toContain('q-nav--transparent');
    scrollTo(99);
    expect(header().className).toContain('q-nav--transparent');
    scrollTo(100);
    expect(header().className).not.toContain('q-nav--transparent');
    scrollTo(40);
    expect(header().className).toContain('q-nav--transparent');
  });

  it('starts opaque when the home page is loaded already scrolled', () => {
    scrollTo(500);
    renderWithPage(<Nav />, { routePath: '/', pageType: 'home' });
    expect(header().className).not.toContain('q-nav--transparent');
  });

  it('stays opaque on other page types, scrolled or not', () => {
    renderWithPage(<Nav />, { routePath: '/guide/a', pageType: 'doc' });
    expect(header().className).not.toContain('q-nav--transparent');
    scrollTo(300);
    scrollTo(0);
    expect(header().className).not.toContain('q-nav--transparent');
  });

  it('is transparent in the server-rendered home page, so hydration agrees at the top', () => {
    const html = renderToString(
      <MemoryRouter initialEntries={['/']}>
        <PageContext.Provider value={{ page: pageData({ routePath: '/', pageType: 'home' }), loading: false }}>
          <Nav />
        </PageContext.Provider>
      </MemoryRouter>,
    );
    expect(html).toMatch(/class="q-nav[^"]* q-nav--transparent"/);
  });
});
