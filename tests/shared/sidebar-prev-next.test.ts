import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveConfig } from '#core/config/validate.ts';
import { Project } from '#core/project/project.ts';
import { type SidebarItemData, type SidebarPrevNext, sidebarPrevNext } from '#shared/index.ts';
import { prevNext } from '#theme-default/logic/sidebar.ts';

/** A section with every kind of entry the reading order meets. */
const items: SidebarItemData[] = [
  { text: 'Intro', link: '/intro' },
  { dividerType: 'solid' },
  { sectionHeaderText: 'Basics' },
  {
    text: 'Guide',
    link: '/guide/',
    items: [{ text: 'Start', link: '/guide/start' }, { dividerType: 'dashed' }, { text: 'Config', link: '/guide/config/' }],
  },
  { text: 'Elsewhere', link: 'https://example.com/x' },
  {
    text: 'Unlinked',
    collapsed: true,
    items: [
      { text: 'Deep', items: [{ text: 'Nested', link: '/deep/nested' }] },
      { text: 'Intro again', link: '/intro' },
    ],
  },
  { text: 'Empty', items: [] },
  { text: 'Last', link: '/last' },
];

const link = (text: string, to: string) => ({ text, link: to });
/** What each path's neighbours are, as Rspress 2's `usePrevNextPage` reads them: groups' own links, external links, no dividers or headers. */
const expected: Record<string, SidebarPrevNext> = {
  '/intro': { next: link('Guide', '/guide/') },
  '/guide': { prev: link('Intro', '/intro'), next: link('Start', '/guide/start') },
  '/guide/start': { prev: link('Guide', '/guide/'), next: link('Config', '/guide/config/') },
  '/guide/config': { prev: link('Start', '/guide/start'), next: link('Elsewhere', 'https://example.com/x') },
  '/deep/nested': { prev: link('Elsewhere', 'https://example.com/x'), next: link('Intro again', '/intro') },
  '/last': { prev: link('Intro again', '/intro') },
  '/not-in-section': {},
};

describe('sidebarPrevNext: one reading order for the build and the theme', () => {
  it('gives each path its neighbours across groups, section borders without a side, a path linked twice at its first place', () => {
    const byPath = sidebarPrevNext(items);
    for (const [route, around] of Object.entries(expected)) expect(byPath.get(route) ?? {}, route).toEqual(around);
  });

  it('is what the theme draws when a page carries no `prevNext` (the dev server)', () => {
    for (const [route, around] of Object.entries(expected)) {
      expect(prevNext(items, route), route).toEqual(around);
      expect(prevNext(items, `${route}/`), `${route}/`).toEqual(around);
    }
  });

  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-prev-next-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('is what a build writes into each page’s data', async () => {
    const pages = ['intro', 'guide/index', 'guide/start', 'guide/config/index', 'deep/nested', 'last'];
    for (const page of pages) {
      fs.mkdirSync(path.dirname(path.join(root, 'docs', `${page}.md`)), { recursive: true });
      fs.writeFileSync(path.join(root, 'docs', `${page}.md`), `# ${page}\n`);
    }
    const project = new Project(resolveConfig({ themeConfig: { sidebar: { '/': items } } }), root, { mode: 'build' });
    await project.scan();
    for (const route of Object.keys(expected).filter((r) => r !== '/not-in-section')) {
      expect(project.structure.prevNextOf({ routePath: route, lang: '', version: '' }), route).toEqual(expected[route]);
    }
  });
});
