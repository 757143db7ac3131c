/**
 * Random and mutated Markdown/MDX through the whole compile pipeline (frontmatter, fragments,
 * containers, links, heading ids, search text, code highlighting, title and outline) and into
 * the page record. A page either compiles to a consistent record, or fails with the
 * framework's own QuireError naming the file and a line and column inside it. Nothing else
 * may escape: no TypeError, no stack overflow, no error without a place.
 */
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CompiledPage, compileMdx } from '#core/markdown/compile.ts';
import { createPageData } from '#core/pages/page-record.ts';
import { QuireError } from '#core/utils/errors.ts';
import { fuzzParameters } from './fuzz-config.ts';

const repo = path.resolve(import.meta.dirname, '../..');
const FILE = path.join(repo, 'docs/en/guide/fuzz.mdx');
const options = { filePath: FILE, relativePath: 'en/guide/fuzz.mdx', projectRoot: repo, lang: 'en', langs: ['en', 'zh'], defaultLang: 'en' };

/** Pieces that matter to the parsers: block starts, JSX, expressions, fences, containers, ids. */
const token = fc.constantFrom(
  '# ',
  '## ',
  '### ',
  '#### ',
  '\n',
  '\n\n',
  '> ',
  '- ',
  '1. ',
  '   ',
  '\t',
  '```',
  '```js\n',
  '```ts title="a.ts"\n',
  '~~~\n',
  '`',
  '*',
  '**',
  '_',
  '~~',
  '[',
  ']',
  '(',
  ')',
  '![',
  '{',
  '}',
  '{#',
  '{#custom-id}',
  '<',
  '>',
  '</',
  '/>',
  '<Foo>',
  '</Foo>',
  '<Tabs>',
  '<Tab label="a">',
  '</Tab>',
  '</Tabs>',
  '<div>',
  '</div>',
  '<br/>',
  ':::tip',
  ':::warning Title',
  ':::details',
  ':::',
  '::',
  '---\n',
  'title: T\n',
  'pageType: doc\n',
  'overview: true\n',
  '|',
  '| a | b |\n',
  '|---|---|\n',
  '&amp;',
  '&lt;',
  '&#x1F600;',
  'word',
  'Rsbuild',
  ' ',
  '\\',
  '"',
  "'",
  '=',
  'import A from "./x"\n',
  'export const a = 1\n',
  '$',
  '%',
  '中文',
  'ß',
  '\u0301',
  '[link](/guide/a#x)',
  '[ref]: /guide/b\n',
  '![img](./a.png)',
  '<https://example.com>',
  'https://example.com',
  '- [ ] task\n',
  '[^1]',
  '[^1]: note\n',
  '<!-- c -->',
  '{/* c */}',
  '{1 + 1}',
  '\r\n',
);
const markdown = fc.array(token, { maxLength: 40 }).map((t) => t.join(''));

/** Real pages from the site, cut and spliced at random places. */
const samples = ['docs/en/guide/start/quick-start.mdx', 'docs/en/config/output/dist-path.mdx', 'docs/zh/guide/basic/cli.mdx']
  .map((f) => path.join(repo, f))
  .filter((f) => fs.existsSync(f))
  .map((f) => fs.readFileSync(f, 'utf8'));
const mutated = fc
  .tuple(
    fc.constantFrom(...samples),
    fc.array(fc.tuple(fc.nat(), fc.nat({ max: 200 }), fc.oneof(token, fc.string({ maxLength: 6 }))), { minLength: 1, maxLength: 4 }),
  )
  .map(([text, edits]) =>
    edits.reduce((t, [at, remove, insert]) => {
      const i = at % (t.length + 1);
      return t.slice(0, i) + insert + t.slice(i + remove);
    }, text),
  );

function lineCount(source: string): number {
  return source.split(/\r\n|\r|\n/).length;
}

/** What must hold of any compiled page and its record. */
function checkPage(page: CompiledPage): void {
  expect(typeof page.code).toBe('string');
  expect(typeof page.title).toBe('string');
  expect(typeof page.searchText).toBe('string');
  for (const item of page.toc) {
    expect([2, 3, 4]).toContain(item.depth);
    expect(item.id).not.toBe('');
    expect(item.charIndex).toBeGreaterThanOrEqual(-1);
    expect(item.charIndex).toBeLessThanOrEqual(page.searchText.length);
  }
  for (const link of page.links) expect(typeof link.url).toBe('string');
  const record = createPageData({ routePath: '/guide/fuzz', lang: 'en', version: '', relativePath: options.relativePath, absolutePath: FILE }, page);
  expect(record.title).toBe(page.title);
  expect(record.toc).toBe(page.toc);
  expect(() => JSON.stringify(record)).not.toThrow();
}

/** A failure must be ours and point inside the file. */
function checkError(error: unknown, source: string): void {
  if (!(error instanceof QuireError)) throw new Error(`not a QuireError: ${String((error as Error)?.stack ?? error)}`);
  expect(error.file).toBe(FILE);
  expect(error.position, error.message).toBeDefined();
  const { line, column } = error.position as { line: number; column: number };
  expect(line).toBeGreaterThanOrEqual(1);
  // Parsers may point one line past the end (an unclosed construct at end of file).
  expect(line).toBeLessThanOrEqual(lineCount(source) + 1);
  expect(column).toBeGreaterThanOrEqual(1);
  expect(error.message.startsWith(`${FILE}:${line}:${column}: `)).toBe(true);
}

async function compileChecked(source: string): Promise<void> {
  let page: CompiledPage;
  try {
    page = await compileMdx(source, options);
  } catch (error) {
    checkError(error, source);
    return;
  }
  checkPage(page);
}

describe('the compiler under random input', () => {
  it('token soup compiles or fails with a located QuireError', async () => {
    await fc.assert(fc.asyncProperty(markdown, compileChecked), fuzzParameters(500));
  }, 120_000);

  it('mutated real pages compile or fail with a located QuireError', async () => {
    await fc.assert(fc.asyncProperty(mutated, compileChecked), fuzzParameters(40));
  }, 120_000);

  it('arbitrary unicode text compiles or fails with a located QuireError', async () => {
    await fc.assert(fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 80 }), compileChecked), fuzzParameters(200));
  }, 120_000);
});
