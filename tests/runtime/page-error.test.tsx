// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Content } from '#runtime/page/content.tsx';
import { PageContext } from '#runtime/data/context.tsx';
import type { PageModule } from '#shared/types.ts';
import { pageData } from '../fixtures/render';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const page = (routePath: string, Component: PageModule['default']) => (
  <PageContext.Provider value={{ page: pageData({ routePath }), Component, loading: false }}>
    <nav>site navigation</nav>
    <Content />
  </PageContext.Provider>
);

function Broken(): never {
  throw new Error('Expected component `Foo` to be defined: you likely forgot to import, pass, or provide it.');
}
const Fine = () => <p>fine page</p>;

describe('a page whose content throws while rendering', () => {
  it('shows the error as text in place of the content, keeps the rest, and logs the path', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(page('/guide/broken', Broken));
    expect(screen.getByRole('alert').textContent).toBe(
      'This page could not be rendered.Expected component `Foo` to be defined: you likely forgot to import, pass, or provide it.',
    );
    expect(screen.getByText('site navigation')).toBeTruthy();
    expect(error.mock.calls.some((c) => String(c[0]).includes('[quire] the page /guide/broken failed to render:'))).toBe(true);
  });

  it('starts fresh on the next page, and when the same page is replaced by a fixed component', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(page('/guide/broken', Broken));
    rerender(page('/guide/other', Fine));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('fine page')).toBeTruthy();
    rerender(page('/guide/broken', Broken));
    expect(screen.getByRole('alert')).toBeTruthy();
    const Fixed = () => <p>fixed</p>;
    rerender(page('/guide/broken', Fixed));
    expect(screen.getByText('fixed')).toBeTruthy();
  });
});
