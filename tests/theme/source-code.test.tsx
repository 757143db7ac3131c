// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { components } from '#theme-default/index.ts';
import { SourceCode, sourcePlatform } from '#theme-default/components/SourceCode.tsx';
import siteData, { patchThemeConfig } from '../fixtures/site-data';
import { renderWithPage } from '../fixtures/render';

afterEach(cleanup);

const GITHUB = 'https://github.com/web-infra-dev/rsbuild/tree/main/packages/plugin-react';
const GITLAB = 'https://gitlab.com/group/project/-/tree/main/src';

describe('SourceCode', () => {
  it('is available to every MDX page without an import', () => {
    expect(components.SourceCode).toBe(SourceCode);
  });

  it('links out safely with the text Source and a GitHub mark for a GitHub address', () => {
    renderWithPage(<SourceCode href={GITHUB} />);
    const link = screen.getByRole('link', { name: 'Source' });
    expect(link.getAttribute('href')).toBe(GITHUB);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.dataset.platform).toBe('github');
    expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows the GitLab mark for a GitLab address, or whatever platform says', () => {
    renderWithPage(<SourceCode href={GITLAB} />);
    expect(screen.getByRole('link').dataset.platform).toBe('gitlab');
    cleanup();
    renderWithPage(<SourceCode href="https://git.example.com/repo" platform="gitlab" />);
    expect(screen.getByRole('link').dataset.platform).toBe('gitlab');
    cleanup();
    renderWithPage(<SourceCode href={GITLAB} platform="github" />);
    expect(screen.getByRole('link').dataset.platform).toBe('github');
  });

  it('picks the platform from the host name only', () => {
    expect(sourcePlatform(GITHUB)).toBe('github');
    expect(sourcePlatform(GITLAB)).toBe('gitlab');
    expect(sourcePlatform('https://gitlab.example.org/a')).toBe('gitlab');
    expect(sourcePlatform('https://github.com/someone/gitlab.com')).toBe('github');
    expect(sourcePlatform('not a url')).toBe('github');
  });

  it('takes its text from the locale', () => {
    const locales = siteData.themeConfig.locales as Array<Record<string, unknown>>;
    const restore = patchThemeConfig({ locales: locales.map((l) => (l.lang === 'zh' ? { ...l, sourceCodeText: '源码' } : l)) });
    try {
      renderWithPage(<SourceCode href={GITHUB} />, { lang: 'zh', routePath: '/zh/guide/a' });
      expect(screen.getByRole('link', { name: '源码' })).toBeTruthy();
    } finally {
      restore();
    }
  });
});
