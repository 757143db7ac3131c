import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { quickTitle, sidebarFromFolder, withGeneratedSidebars } from '../../packages/core/src/pages/auto-sidebar';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-sidebar-'));
const write = (rel: string, text: string) => {
  const file = path.join(root, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
};
write('en/tutorial/index.mdx', '# Tutorial\n');
write('en/tutorial/b-second.mdx', '---\ntitle: Second step\n---\n\n# Ignored heading\n');
write('en/tutorial/a-first.md', '# First step {#first}\n');
write('en/tutorial/advanced/index.mdx', '# Advanced\n');
write('en/tutorial/advanced/deep.mdx', '# Deep dive\n');
write('en/tutorial/shared/fragment.mdx', '## Not a page\n');
write('zh/handbook/_meta.json', JSON.stringify(['z-last', { type: 'divider', dashed: true }, { type: 'file', name: 'a-first', label: '第一步' }]));
write('zh/handbook/a-first.mdx', '# A\n');
write('zh/handbook/z-last.mdx', '# 最后\n');
write('en/guide/x.mdx', '# X\n');
write(
  'zh/docs/_meta.json',
  JSON.stringify([
    { type: 'dir-section-header', name: 'start', label: 'gettingStarted' },
    { type: 'section-header', label: 'features' },
    { type: 'dir', name: 'more', label: 'Plain label' },
  ]),
);
write('zh/docs/start/index.mdx', '# 介绍 \\{#intro}\n');
write('zh/docs/start/quick.mdx', '# 快速上手\n');
write('zh/docs/more/a.mdx', '# 甲\n');
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const ctx = { docsRoot: root, langs: ['en', 'zh'], defaultLang: 'en' };

describe('sidebars generated from folders', () => {
  it('orders index first, pages by name, then folders as groups; skips shared/', () => {
    expect(sidebarFromFolder(path.join(root, 'en/tutorial'), ctx)).toEqual([
      { text: 'Tutorial', link: '/tutorial/' },
      { text: 'First step', link: '/tutorial/a-first' },
      { text: 'Second step', link: '/tutorial/b-second' },
      { text: 'Advanced', link: '/tutorial/advanced/', collapsed: false, items: [{ text: 'Deep dive', link: '/tutorial/advanced/deep' }] },
    ]);
  });

  it('follows _meta.json order, labels and dividers; links stay without the language prefix', () => {
    expect(sidebarFromFolder(path.join(root, 'zh/handbook'), ctx)).toEqual([
      { text: '最后', link: '/handbook/z-last' },
      { dividerType: 'dashed' },
      { text: '第一步', link: '/handbook/a-first' },
    ]);
  });

  it('only fills sections the config does not cover', () => {
    const configured = { '/guide/': [{ text: 'Configured', link: '/guide/x' }] };
    const result = withGeneratedSidebars(configured, path.join(root, 'en'), ctx);
    expect(Object.keys(result).sort()).toEqual(['/guide/', '/tutorial/']);
    expect(result['/guide/']).toBe(configured['/guide/']);
  });

  it("translates labels that are keys of i18n.json; a dir-section-header is a header with the folder's pages under it", () => {
    const i18n = { gettingStarted: { en: 'Getting Started', zh: '开始' }, features: { en: 'Features', zh: '特性' } };
    expect(sidebarFromFolder(path.join(root, 'zh/docs'), { ...ctx, i18n })).toEqual([
      { sectionHeaderText: '开始' },
      { text: '介绍', link: '/docs/start/' },
      { text: '快速上手', link: '/docs/start/quick' },
      { sectionHeaderText: '特性' },
      { text: 'Plain label', collapsed: false, items: [{ text: '甲', link: '/docs/more/a' }] },
    ]);
  });

  it('reads a title without compiling: frontmatter, then h1, then file name', () => {
    expect(quickTitle(path.join(root, 'en/tutorial/b-second.mdx'))).toBe('Second step');
    expect(quickTitle(path.join(root, 'en/tutorial/a-first.md'))).toBe('First step');
  });
});
