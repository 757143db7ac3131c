/**
 * Code colours depend on the code alone, never on how fast the machine tokenizes it: shiki's
 * default stops tokenizing a line after 500 ms and leaves the rest of it one colour, so a build on
 * a busy machine coloured blocks differently (and the compile cache kept that).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKENIZE_LIMITS } from '#core/markdown/highlighter.ts';
import { compile } from './helpers/mdx.ts';

afterEach(() => vi.restoreAllMocks());

/** Each code block's HTML string in the compiled module, as shiki wrote it. */
async function codeHtml(source: string): Promise<string> {
  const { code } = await compile(source);
  const html = /\bhtml: "((?:[^"\\]|\\.)*)"/.exec(code)?.[1];
  if (!html) throw new Error(`no highlighted block in ${code}`);
  return JSON.parse(`"${html}"`) as string;
}

/** The text of each coloured token. */
const tokens = (html: string) => [...html.matchAll(/<span style="[^"]+">([^<]*)<\/span>/g)].map((m) => m[1].trim());

describe('highlighting', () => {
  it('colours every token of a line however slowly the clock says it was tokenized', async () => {
    const fast = tokens(await codeHtml('```ts\nconst first: number = 1;\n```\n'));
    // Every reading of the clock a second after the last: as if each step took that long.
    let now = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => (now += 1000));
    const slow = tokens(await codeHtml('```ts\nconst other: number = 1;\n```\n'));
    expect(slow.map((t) => t.replace('other', 'first'))).toEqual(fast);
    expect(slow).toContain('number');
  });

  it('leaves a line longer than the limit unhighlighted, whatever the machine', async () => {
    const long = `const a = "${'x'.repeat(TOKENIZE_LIMITS.tokenizeMaxLineLength)}";`;
    const html = await codeHtml(`\`\`\`ts\nconst b = 1;\n${long}\n\`\`\`\n`);
    expect(tokens(html)).toContain('const');
    expect(html).toContain(`<span class="line"><span>${long}</span></span>`);
  });
});
