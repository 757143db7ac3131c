// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PrevNext } from '../../packages/theme-default/src/PrevNext/PrevNext';
import { Sidebar } from '../../packages/theme-default/src/Sidebar/Sidebar';
import { renderWithPage } from '../fixtures/render';

afterEach(cleanup);

describe('Sidebar', () => {
  it('marks the current page and opens its group', () => {
    renderWithPage(<Sidebar />, { routePath: '/guide/c' });
    const current = screen.getByRole('link', { name: 'Page C' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.closest('details')?.open).toBe(true);
    expect(screen.getByRole('link', { name: 'Page A' }).getAttribute('aria-current')).toBeNull();
  });

  it('keeps a collapsed group closed when the page is elsewhere', () => {
    renderWithPage(<Sidebar />, { routePath: '/guide/a' });
    expect(screen.getByRole('link', { name: 'Page C' }).closest('details')?.open).toBe(false);
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
