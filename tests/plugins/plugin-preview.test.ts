import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compileMdx } from '@quire/core';
import { pluginPreview } from '#plugin-preview/index.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { iframePages } from '#plugin-preview/iframe-pages.ts';
import { previewChoice } from '#plugin-preview/preview-meta.ts';

const defaults = { defaultRenderMode: 'pure', defaultPreviewMode: 'internal' } as const;

describe('previewChoice', () => {
  it.each([
    ['preview', defaults, { kind: 'preview', mode: 'internal' }],
    ['preview="iframe-follow"', defaults, { kind: 'preview', mode: 'iframe-follow' }],
    ["title=a.tsx preview='iframe-fixed'", defaults, { kind: 'preview', mode: 'iframe-fixed' }],
    ['preview=internal', defaults, { kind: 'preview', mode: 'internal' }],
    ['preview', { ...defaults, defaultPreviewMode: 'iframe-follow' }, { kind: 'preview', mode: 'iframe-follow' }],
    ['', defaults, { kind: 'pure' }],
    ['title="x"', { ...defaults, defaultRenderMode: 'preview' }, { kind: 'preview', mode: 'internal' }],
    ['pure', { ...defaults, defaultRenderMode: 'preview' }, { kind: 'pure' }],
    ['previewer', defaults, { kind: 'pure' }],
  ] as const)('%s', (meta, options, expected) => {
    expect(previewChoice(meta, options)).toEqual(expected);
  });

  it('names the modes when the one written is none of them', () => {
    expect(previewChoice('preview="iframe"', defaults)).toEqual({
      kind: 'error',
      reason: 'preview="iframe" is not a preview mode (preview="internal", preview="iframe-follow", preview="iframe-fixed", or preview alone)',
    });
  });
});

describe('pluginPreview', () => {
  let dir: string;
  let cwd: string;
  beforeEach(() => {
    cwd = process.cwd();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-preview-'));
    fs.mkdirSync(path.join(dir, 'docs/en'), { recursive: true });
    process.chdir(dir);
  });
  afterEach(() => {
    process.chdir(cwd);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function compile(source: string, options: Parameters<typeof pluginPreview>[0] = {}) {
    const plugin = pluginPreview(options);
    const filePath = path.join(dir, 'docs/en/page.mdx');
    fs.writeFileSync(filePath, source);
    const markdown = plugin.markdown ?? {};
    return compileMdx(
      source,
      { filePath, relativePath: 'en/page.mdx', projectRoot: dir, lang: 'en', langs: ['en'], defaultLang: 'en' },
      {
        remarkPlugins: markdown.remarkPlugins ?? [],
        rehypePlugins: [],
        remarkFields: ['plugins[0].markdown.remarkPlugins[0]'],
        rehypeFields: [],
        shiki: { langs: [], transformers: [] },
        codeMeta: markdown.codeMeta ?? [],
      },
    );
  }

  it('imports an internal demo from a file named by its code and renders it inside <Preview> after the code', async () => {
    const page = await compile('# P\n\n```tsx preview\nexport default () => <b>hi</b>;\n```\n');
    const demo = /import QuirePreviewDemo_(\w+) from "([^"]+)"/.exec(page.code);
    expect(demo?.[2]).toBe(path.join(dir, '.quire/plugin-preview', `${demo?.[1]}.tsx`));
    expect(fs.readFileSync(demo?.[2] ?? '', 'utf8')).toBe('export default () => <b>hi</b>;');
    expect(page.code).toMatch(/_jsxs?\(Preview, \{\s*previewMode: "internal",\s*demoId: "\w+",\s*children: \[_jsx\(CodeBlock/);
    expect(page.code).toContain('_jsx(QuirePreviewDemo_');
    expect(page.warnings).toEqual([]);
  });

  it('writes an mdx demo as an .mdx file, compiled as MDX as Rspress does, and a jsx one as .tsx', async () => {
    const page = await compile('# P\n\n```mdx preview\nInline <b>text</b>\n```\n\n```jsx preview\nexport default () => <i />;\n```\n', {
      previewLanguages: ['jsx', 'mdx'],
    });
    const files = [...page.code.matchAll(/import QuirePreviewDemo_\w+ from "([^"]+)"/g)].map((m) => path.extname(m[1]));
    expect(files).toEqual(['.mdx', '.tsx']);
  });

  it('stops at the block that names a mode that does not exist', async () => {
    await expect(compile('# P\n\n```tsx preview="iframe"\nexport default () => null;\n```\n')).rejects.toThrow(
      /page\.mdx:3:1.*preview="iframe" is not a preview mode/,
    );
  });

  it('adds one blank page per iframe-follow demo and one per page of iframe-fixed demos', () => {
    fs.writeFileSync(
      path.join(dir, 'docs/en/page.mdx'),
      '# Page\n\n```tsx preview="iframe-follow"\nexport default () => 1;\n```\n\n```tsx preview="iframe-fixed"\nexport default () => 2;\n```\n\n```tsx preview="iframe-fixed"\nexport default () => 3;\n```\n\n```tsx preview\nexport default () => 4;\n```\n',
    );
    const pages = iframePages({
      ...defaults,
      previewLanguages: ['tsx'],
      previewCodeTransform: ({ code }) => code,
      docsRoot: path.join(dir, 'docs'),
      projectRoot: dir,
    });
    expect(pages.map((p) => p.routePath.replace(/\w+$/, 'ID'))).toEqual(['/_demo/ID', '/_demo/ID']);
    const fixed = pages[1] as { content: string };
    expect(fixed.content).toContain('pageType: blank');
    expect(fixed.content.match(/^import Demo\d from/gm)).toHaveLength(2);
    expect(fixed.content).toContain('<div className="q-preview-frame__bar">{"Page"}</div>');
  });
});
