import { describe, expect, it } from 'vitest';
import { compileMdx } from '#core/markdown/compile.ts';

const compile = (source: string) =>
  compileMdx(source, {
    filePath: 'docs/en/x.mdx',
    relativePath: 'en/x.mdx',
    projectRoot: process.cwd(),
    lang: 'en',
    langs: ['en', 'zh'],
    defaultLang: 'en',
  });

describe('search text', () => {
  it('keeps prose, headings, tables and code text, drops markup, imports and expressions', async () => {
    const page = await compile(
      '# Title\n\nexport const x = 1;\n\nSome **bold** <span>inline</span> text {x}.\n\n## Install it\n\n```ts title="rsbuild.config.ts"\nconst distPath = \'build\';\n```\n\n| Option | Type |\n| --- | --- |\n| `root` | string |\n\n:::tip Remember\nContainer text.\n:::\n',
    );
    expect(page.searchText).toContain('Some bold inline text .');
    expect(page.searchText).toContain("const distPath = 'build';");
    expect(page.searchText).toContain('root');
    expect(page.searchText).toContain('Container text.');
    expect(page.searchText).not.toContain('<span>');
    expect(page.searchText).not.toContain('export const');
    expect(page.searchText).not.toContain('**');
  });

  it('gives each outline entry the offset of its heading in that text', async () => {
    const page = await compile('# T\n\nIntro.\n\n## First part\n\nA.\n\n### 中文标题 {#zh-id}\n\nB.\n');
    expect(page.toc.map((h) => h.id)).toEqual(['first-part', 'zh-id']);
    for (const h of page.toc) {
      expect(h.charIndex).toBeGreaterThan(0);
      expect(page.searchText.slice(h.charIndex).startsWith(h.text)).toBe(true);
    }
  });
});

// Found by tests/fuzz/markdown.test.ts (seed 1776429475): an empty heading ending the page.
it('an empty heading at the end of the page points inside the text', async () => {
  const page = await compile(':::tip[ref]: /guide/b\n\n\n#### {#custom-id}');
  expect(page.toc).toEqual([{ text: '', id: 'custom-id', depth: 4, charIndex: page.searchText.length }]);
});
