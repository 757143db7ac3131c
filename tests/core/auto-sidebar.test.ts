import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { sidebarFromFolder, withGeneratedSidebars } from '#core/pages/auto-sidebar.ts';
import { quickTitle } from '#core/pages/page-title.ts';

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
const ctx = { projectRoot: root, docsRoot: root, langs: ['en', 'zh'], defaultLang: 'en', versions: [], defaultVersion: '' };

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

  it("reads a section's titles when the section is first asked for, and checks every section's entries at once", () => {
    const titleOf = vi.fn((file: string) => path.basename(file));
    const result = withGeneratedSidebars({}, path.join(root, 'zh'), { ...ctx, titleOf });
    expect(Object.keys(result).sort()).toEqual(['/docs/', '/handbook/']);
    expect(titleOf).not.toHaveBeenCalled();
    expect(result['/handbook/']).toEqual(sidebarFromFolder(path.join(root, 'zh/handbook'), { ...ctx, titleOf }));
    expect(titleOf.mock.calls.map(([file]) => path.relative(root, file))).toEqual(['zh/handbook/z-last.mdx', 'zh/handbook/z-last.mdx']);

    write('lazy/bad/_meta.json', '["missing"]');
    write('lazy/good/a.md', '# A\n');
    expect(() => withGeneratedSidebars({}, path.join(root, 'lazy'), ctx)).toThrow('"missing" names no page or folder in lazy/bad');
  });

  it('gives a build, which reads the titles at once, the same sidebars in one pass over the folders', () => {
    const whenAsked = withGeneratedSidebars({}, path.join(root, 'zh'), ctx);
    const titleOf = vi.fn((_file: string): string | undefined => undefined);
    const atOnce = withGeneratedSidebars({}, path.join(root, 'zh'), { ...ctx, titleOf, titles: 'at once' });
    expect(titleOf).toHaveBeenCalled();
    expect(Object.getOwnPropertyDescriptor(atOnce, '/handbook/')?.get).toBeUndefined();
    expect(JSON.stringify(atOnce)).toBe(JSON.stringify(whenAsked));
    write('lazy/bad/_meta.json', '["missing"]');
    expect(() => withGeneratedSidebars({}, path.join(root, 'lazy'), { ...ctx, titles: 'at once' })).toThrow('"missing" names no page or folder');
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

describe('_meta.json entries', () => {
  const folder = (name: string, meta: string) => {
    write(`en/${name}/step.mdx`, '# Step\n');
    write(`en/${name}/other.mdx`, '# Other\n');
    write(`en/${name}/sub/x.mdx`, '# X\n');
    write(`en/${name}/_meta.json`, meta);
    return () => sidebarFromFolder(path.join(root, `en/${name}`), ctx);
  };

  it.each([
    ['a misspelt page', '[\n  "other",\n  "stpe"\n]\n', 'en/m1/_meta.json:3:3: "stpe" names no page or folder in en/m1; did you mean "step"?'],
    [
      'a misspelt page as a file entry',
      '[{ "type": "file", "name": "ohter" }]',
      'en/m2/_meta.json:1:2: "ohter" names no page in en/m2; did you mean "other"?',
    ],
    [
      'a folder that does not exist',
      '["step", { "type": "dir", "name": "nowhere" }]',
      'en/m3/_meta.json:1:10: "nowhere" names no folder in en/m3 (it holds other, step, sub)',
    ],
    [
      'a section header folder that does not exist',
      '[{ "type": "dir-section-header", "name": "sbu" }]',
      'en/m4/_meta.json:1:2: "sbu" names no folder in en/m4; did you mean "sub"?',
    ],
  ])('%s is an error at its place with the closest name', (_name, meta, message) => {
    const name = /en\/(m\d)/.exec(message)?.[1] ?? '';
    expect(folder(name, meta)).toThrow(message);
  });

  it.each([
    ['a number', '[42]', 'en/t1/_meta.json:1:2: an entry must be the name of a page or folder, or an object with a "type" (got number 42)'],
    ['null', '["step", null]', 'en/t2/_meta.json:1:10: an entry must be the name of a page or folder, or an object with a "type" (got null)'],
    [
      'an unknown type',
      '[\n  {"type":"nope"}\n]',
      'en/t3/_meta.json:2:11: unknown entry type "nope"; it is one of file, dir, dir-section-header, divider, section-header, custom-link',
    ],
    ['a misspelt type', '[{"type":"fiel","name":"step"}]', 'en/t4/_meta.json:1:10: unknown entry type "fiel"; did you mean "file"?'],
    [
      'an object without a type',
      '[{"name":"step"}]',
      'en/t5/_meta.json:1:2: an object entry needs a "type" (one of file, dir, dir-section-header, divider, section-header, custom-link)',
    ],
    ['a file entry without a name', '[{"type":"file"}]', 'en/t6/_meta.json:1:2: a "file" entry needs a "name"'],
    [
      'a misspelt field',
      '[{"type":"file","name":"step","lable":"S"}]',
      'en/t7/_meta.json:1:31: a "file" entry has no field "lable"; did you mean "label"?',
    ],
    [
      'a field of the wrong kind',
      '[{"type":"dir","name":"sub","collapsed":"yes"}]',
      'en/t8/_meta.json:1:41: "collapsed" of a "dir" entry must be true or false (got string)',
    ],
    [
      'a custom link without a link',
      '[{"type":"custom-link","label":"Out"}]',
      'en/t9/_meta.json:1:2: a "custom-link" entry needs a "link" or "items"',
    ],
    ['not an array', '{"step": 1}', 'en/t10/_meta.json:1:1: _meta.json must be an array of entries (got object)'],
    [
      'a comma before the end',
      '[\n  "step",\n]\n',
      'en/t11/_meta.json:3:1: invalid JSON: unexpected "]"; expected another item after "," (JSON allows no comma before "]")',
    ],
    [
      'an unclosed array',
      '[\n  "step"\n',
      'en/t12/_meta.json:3:1: invalid JSON: unexpected the end of the file; expected "," or "]" after an array item',
    ],
    ['a single-quoted string', "['step']", 'en/t13/_meta.json:1:2: invalid JSON: unexpected "\'"; expected a value'],
  ])('%s names the file, line and column and what is wrong', (_name, meta, message) => {
    const name = /en\/(t\d+)/.exec(message)?.[1] ?? '';
    expect(folder(name, meta)).toThrow(message);
  });

  it('accepts every shape Rspress 2 accepts, with its optional fields', () => {
    const meta = [
      'step',
      { type: 'file', name: 'other.mdx', label: 'Other page', tag: 'new', icon: '/i.svg', overviewHeaders: [2], context: 'c' },
      { type: 'divider', dashed: false },
      { type: 'section-header', label: 'More', tag: 'beta' },
      { type: 'dir', name: 'sub', label: 'Sub', collapsed: true, collapsible: false },
      { type: 'custom-link', label: 'Rsbuild', link: 'https://rsbuild.rs' },
      {
        type: 'custom-link',
        label: 'Links',
        items: [
          { label: 'Home', link: '/' },
          { type: 'custom-link', label: 'Step', link: '/shapes/step' },
        ],
      },
      { type: 'dir-section-header', name: 'sub', label: 'Sub pages' },
    ];
    expect(folder('shapes', JSON.stringify(meta, null, 2))()).toEqual([
      { text: 'Step', link: '/shapes/step' },
      { text: 'Other page', link: '/shapes/other', tag: 'new' },
      { dividerType: 'solid' },
      { sectionHeaderText: 'More', tag: 'beta' },
      { text: 'Sub', collapsed: true, collapsible: false, items: [{ text: 'X', link: '/shapes/sub/x' }] },
      { text: 'Rsbuild', link: 'https://rsbuild.rs' },
      {
        text: 'Links',
        collapsed: false,
        items: [
          { text: 'Home', link: '/' },
          { text: 'Step', link: '/shapes/step' },
        ],
      },
      { sectionHeaderText: 'Sub pages' },
      { text: 'X', link: '/shapes/sub/x' },
    ]);
  });
});
