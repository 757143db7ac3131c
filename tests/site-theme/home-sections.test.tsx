// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { assetUrl } from '../../theme/assets/assets';
import { FeatureCards } from '../../theme/FeatureCards/FeatureCards';
import { HomeFooter } from '../../theme/HomeFooter/HomeFooter';
import { components } from '../../theme/index';
import * as home from '../../theme/home';
import { ToolStack } from '../../theme/ToolStack/ToolStack';
import { renderWithPage } from '../fixtures/render';

afterEach(cleanup);

describe('ToolStack', () => {
  it('shows the five projects with logo, name and English line, in new tabs', () => {
    renderWithPage(<ToolStack />, { routePath: '/', lang: 'en' });
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.querySelector('.rs-tool-stack__name')?.textContent)).toEqual(['Rspack', 'Rsbuild', 'Rspress', 'Rsdoctor', 'Rslib']);
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      'https://rspack.dev',
      'https://rsbuild.dev',
      'https://rspress.dev',
      'https://rsdoctor.dev',
      'https://lib.rsbuild.dev',
    ]);
    for (const l of links) {
      expect(l.getAttribute('target')).toBe('_blank');
      expect(l.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(links[0].querySelector('img')?.getAttribute('src')).toBe('/logos/rspack.svg');
    expect(screen.getByText('Build tool on top of Rspack')).toBeTruthy();
  });

  it('switches to Chinese lines and can load logos from another host', () => {
    renderWithPage(<ToolStack assetHost="https://cdn.example.com/" />, { routePath: '/zh/', lang: 'zh' });
    expect(screen.getByText('基于 Rspack 的构建工具')).toBeTruthy();
    expect(document.querySelector('.rs-tool-stack__logo')?.getAttribute('src')).toBe('https://cdn.example.com/logos/rspack.svg');
  });
});

describe('assetUrl', () => {
  it('serves from the site (with its base) unless a host is given', () => {
    expect(assetUrl('logos/a.svg')).toBe('/logos/a.svg');
    expect(assetUrl('/logos/a.svg', '/docs/')).toBe('/docs/logos/a.svg');
    expect(assetUrl('logos/a.svg', '/', 'https://h.example')).toBe('https://h.example/logos/a.svg');
  });
});

describe('HomeFooter', () => {
  it('links to the guide, the config and GitHub, with the license line', () => {
    renderWithPage(<HomeFooter />, { routePath: '/', lang: 'en' });
    const nav = screen.getByRole('navigation');
    expect(within(nav).getByRole('link', { name: 'Guide' }).getAttribute('href')).toBe('/guide/start/');
    expect(within(nav).getByRole('link', { name: 'Config' }).getAttribute('href')).toBe('/config/');
    const gh = within(nav).getByRole('link', { name: 'GitHub' });
    expect(gh.getAttribute('href')).toBe('https://github.com/web-infra-dev/rsbuild');
    expect(gh.getAttribute('target')).toBe('_blank');
    expect(screen.getByText(/MIT license/)).toBeTruthy();
  });

  it('keeps Chinese readers on Chinese pages', () => {
    renderWithPage(<HomeFooter />, { routePath: '/zh/', lang: 'zh' });
    expect(screen.getByRole('link', { name: '指南' }).getAttribute('href')).toBe('/zh/guide/start/');
    expect(screen.getByRole('link', { name: '配置' }).getAttribute('href')).toBe('/zh/config/');
    expect(screen.getByText(/MIT 许可证/)).toBeTruthy();
  });
});

describe('FeatureCards', () => {
  it('draws the featureCards frontmatter of the page', () => {
    const featureCards = [
      { icon: '🚀', title: 'One', details: 'first', link: '/guide/start/' },
      { icon: '🦄', title: 'Two', details: 'second' },
    ];
    const { container } = renderWithPage(<FeatureCards />, { routePath: '/zh/', lang: 'zh', frontmatter: { featureCards } });
    expect(container.querySelectorAll('.q-feature')).toHaveLength(2);
    expect(screen.getByRole('link', { name: /One/ }).getAttribute('href')).toBe('/zh/guide/start/');
  });

  it('renders nothing without cards', () => {
    const { container } = renderWithPage(<FeatureCards />);
    expect(container.innerHTML).toBe('');
  });
});

describe('theme components map', () => {
  it('offers the navbar widget next to the default components', () => {
    for (const name of ['SiblingTools', 'CodeBlock', 'a']) expect(components).toHaveProperty(name);
  });

  it('leaves the landing sections to the pages that import them, out of every first load', () => {
    const landing = ['SiteHero', 'Hero', 'FeatureCards', 'Benchmark', 'ToolStack', 'HomeFooter'] as const;
    for (const name of landing) {
      expect(components).not.toHaveProperty(name);
      expect(home).toHaveProperty(name, expect.any(Function));
    }
  });
});
