import { transformerNotationDiff } from '@shikijs/transformers';
import { describe, expect, it } from 'vitest';
import { compileMdx, type MarkdownExtensions, NO_MARKDOWN_EXTENSIONS } from '../../packages/core/src/markdown/compile.ts';
import { options } from './helpers/mdx.ts';

const dockerfile = '# Page\n\n```dockerfile\nFROM node:22\n```\n';
const withShiki = (shiki: Partial<MarkdownExtensions['shiki']>): MarkdownExtensions => ({
  ...NO_MARKDOWN_EXTENSIONS,
  shiki: { ...NO_MARKDOWN_EXTENSIONS.shiki, ...shiki },
});

describe('markdown.shiki', () => {
  it('a language no one added stays an error at its file and line, with the hint to add it', async () => {
    await expect(compileMdx(dockerfile, options())).rejects.toThrow(
      /^\/site\/docs\/en\/guide\/page\.mdx:3:1: unknown code block language "dockerfile" \(supported: .*\); to highlight it, add it to markdown\.shiki\.langs in the site config/,
    );
  });

  it('highlights a language added by name, and its aliases', async () => {
    const extensions = withShiki({ langs: ['dockerfile'] });
    const page = await compileMdx(dockerfile, options(), extensions);
    expect(page.code).toMatch(/color:var\(--q-token-[\w-]+\)\\">FROM/);
    const alias = await compileMdx(dockerfile.replace('dockerfile', 'docker'), options(), extensions);
    expect(alias.code).toMatch(/color:var\(--q-token-[\w-]+\)\\">FROM/);
  });

  it('a language shiki does not bundle is an error naming the config field', async () => {
    await expect(compileMdx(dockerfile, options(), withShiki({ langs: ['dockerfil'] }))).rejects.toThrow(
      'invalid config: "markdown.shiki.langs[0]" shiki has no language "dockerfil"; did you mean "docker"?',
    );
  });

  it('runs the transformers on every block, after the highlighted lines', async () => {
    const source = '# Page\n\n```ts {1}\nconst a = 1; // [!code --]\nconst a = 2; // [!code ++]\n```\n';
    const page = await compileMdx(source, options(), withShiki({ transformers: [transformerNotationDiff()] }));
    expect(page.code).toContain('class=\\"line highlighted diff remove\\"');
    expect(page.code).toContain('class=\\"line diff add\\"');
    expect(page.code).not.toContain('[!code');
    // The same block without the transformers, in the same process: not served from the highlight memo.
    const plain = await compileMdx(source, options());
    expect(plain.code).toContain('[!code ++]');
  });
});
