/**
 * The standard math pair (remark-math, rehype-katex) as the framework guide shows it: a `$$`
 * block is a `language-math` code block until rehype-katex takes it, so it is not the
 * highlighter's; a code block in a language that no plugin takes stays an error at its place.
 */
import rehypeKatex from 'rehype-katex';
import remarkMath from 'remark-math';
import { describe, expect, test } from 'vitest';
import { compileMdx, type MarkdownExtensions, NO_MARKDOWN_EXTENSIONS } from '#core/markdown/compile.ts';
import { options, rejection, renderCompiled } from './helpers/mdx.ts';

const math: MarkdownExtensions = { ...NO_MARKDOWN_EXTENSIONS, remarkPlugins: [remarkMath], rehypePlugins: [rehypeKatex] };

describe('remark-math and rehype-katex', () => {
  test('render display and inline math; the code blocks beside them are still highlighted', async () => {
    const source = '# Math\n\nInline $E = mc^2$ here.\n\n$$\n\\sum_{i=1}^n i\n$$\n\n```ts\nconst a = 1;\n```\n';
    const page = await compileMdx(source, options(), math);
    const html = await renderCompiled(page.code);
    expect(html).toMatch(/<span class="katex-display"><span class="katex">/);
    expect(html).toMatch(/<p>Inline <span class="katex">.*<annotation encoding="application\/x-tex">E = mc\^2<\/annotation>/);
    expect(html).toContain('<annotation encoding="application/x-tex">\\sum_{i=1}^n i</annotation>');
    expect(html).not.toContain('language-math');
    expect(html).toMatch(/<figure data-lang="ts">.*const/);
  });

  test('a ```math block is rehype-katex’s too', async () => {
    const page = await compileMdx('```math\nx^2\n```\n', options(), math);
    expect(await renderCompiled(page.code)).toContain('<span class="katex-display">');
  });

  test('without rehype-katex, a $$ block is an unknown language at its place', async () => {
    const error = await rejection(compileMdx('# Math\n\n$$\nx^2\n$$\n', options(), { ...math, rehypePlugins: [] }));
    expect(error.message).toMatch(/^\/site\/docs\/en\/guide\/page\.mdx:3:1: unknown code block language "math"/);
  });

  test('a block in a language no plugin takes is still an error at its place, with plugins present', async () => {
    const error = await rejection(compileMdx('# Page\n\n```ts\nok\n```\n\n```klingon\nx\n```\n', options(), math));
    expect(error.message).toMatch(/^\/site\/docs\/en\/guide\/page\.mdx:7:1: unknown code block language "klingon": shiki has no such language/);
  });
});
