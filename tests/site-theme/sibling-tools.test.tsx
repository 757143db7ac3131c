// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { isChinesePath, SiblingTools, type SiblingToolGroup } from '../../theme/SiblingTools/SiblingTools';
import { renderWithPage } from '../fixtures/render';

afterEach(cleanup);

const groups: SiblingToolGroup[] = [
  {
    title: '工具',
    titleEn: 'Tools',
    cards: [
      {
        name: 'Alpha',
        desc: '甲工具',
        descEn: 'Alpha tool',
        logo: '/a.svg',
        logoScale: 1.2,
        url: 'https://alpha.dev/zh/',
        urlEn: 'https://alpha.dev/',
      },
      { name: 'Beta', desc: '乙工具', descEn: 'Beta tool', logo: '/b.svg', url: 'https://beta.dev' },
    ],
  },
];

const button = () => screen.getByRole('button');
const panel = () => document.getElementById(button().getAttribute('aria-controls') as string) as HTMLElement;

describe('SiblingTools', () => {
  it('lists the six Rstack entries by default, each opening in a new tab', () => {
    renderWithPage(<SiblingTools />, { routePath: '/guide/a' });
    fireEvent.click(button());
    const links = within(panel()).getAllByRole('link');
    expect(links.map((l) => l.querySelector('.rs-sibling-tools__name')?.textContent)).toEqual([
      'Rspack',
      'Rsbuild',
      'Rspress',
      'Rslib',
      'Rsdoctor',
      'Awesome Rspack',
    ]);
    expect(links[0].getAttribute('href')).toBe('https://rspack.dev');
    expect(links[5].getAttribute('href')).toBe('https://github.com/web-infra-dev/awesome-rspack');
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.querySelector('img')?.getAttribute('src')).toMatch(/^\/logos\/[a-z]+\.svg$/);
    }
  });

  it('uses English descriptions and urlEn on English paths', () => {
    renderWithPage(<SiblingTools groups={groups} />, { routePath: '/guide/a' });
    fireEvent.click(button());
    expect(screen.getByText('Tools')).toBeTruthy();
    expect(screen.getByText('Alpha tool')).toBeTruthy();
    expect(screen.queryByText('甲工具')).toBeNull();
    expect(screen.getByRole('link', { name: /Alpha/ }).getAttribute('href')).toBe('https://alpha.dev/');
    expect(screen.getByRole('link', { name: /Beta/ }).getAttribute('href')).toBe('https://beta.dev');
  });

  it('uses Chinese descriptions and url on paths with zh', () => {
    renderWithPage(<SiblingTools groups={groups} />, { routePath: '/zh/guide/a', lang: 'zh' });
    fireEvent.click(button());
    expect(screen.getByText('工具')).toBeTruthy();
    expect(screen.getByText('甲工具')).toBeTruthy();
    expect(screen.getByText('乙工具')).toBeTruthy();
    expect(screen.queryByText('Alpha tool')).toBeNull();
    const alpha = screen.getByRole('link', { name: /Alpha/ });
    expect(alpha.getAttribute('href')).toBe('https://alpha.dev/zh/');
    expect(alpha.getAttribute('target')).toBe('_blank');
    expect((alpha.querySelector('img') as HTMLElement).style.transform).toBe('scale(1.2)');
  });

  it('decides the language from the path', () => {
    expect(isChinesePath('/zh/')).toBe(true);
    expect(isChinesePath('/zh')).toBe(true);
    expect(isChinesePath('/v1/zh/guide/a')).toBe(true);
    expect(isChinesePath('/guide/a')).toBe(false);
    expect(isChinesePath('/')).toBe(false);
  });

  it('opens with Enter or Space, closes with Escape and gives focus back', () => {
    renderWithPage(<SiblingTools groups={groups} />, { routePath: '/guide/a' });
    const b = button();
    expect(b.getAttribute('aria-expanded')).toBe('false');
    expect(panel().hidden).toBe(true);
    b.focus();
    fireEvent.keyDown(b, { key: 'Enter' });
    expect(b.getAttribute('aria-expanded')).toBe('true');
    expect(panel().hidden).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('link', { name: /Alpha/ }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(b.getAttribute('aria-expanded')).toBe('false');
    expect(panel().hidden).toBe(true);
    expect(document.activeElement).toBe(b);
    fireEvent.keyDown(b, { key: ' ' });
    expect(b.getAttribute('aria-expanded')).toBe('true');
    // A click synthesized by the same key press does not close it again.
    fireEvent.click(b, { detail: 0 });
    expect(b.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(b, { key: 'Escape' });
    expect(b.getAttribute('aria-expanded')).toBe('false');
  });

  it('toggles on click and closes on a click outside', () => {
    renderWithPage(
      <div>
        <SiblingTools groups={groups} />
        <p>outside</p>
      </div>,
      { routePath: '/guide/a' },
    );
    fireEvent.click(button());
    expect(button().getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(button().getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button(), { detail: 1 });
    expect(button().getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(button(), { detail: 1 });
    expect(button().getAttribute('aria-expanded')).toBe('false');
  });
});
