import { transformerNotationDiff } from '@shikijs/transformers';
import type { ShikiTransformer, ThemeRegistration } from 'shiki';
import { describe, expect, it } from 'vitest';
import { compileMdx, type MarkdownExtensions, NO_MARKDOWN_EXTENSIONS } from '#core/markdown/compile.ts';
import { options } from './helpers/mdx.ts';

const dockerfile = '# Page\n\n```dockerfile\nFROM node:22\n```\n';
const withShiki = (shiki: Partial<MarkdownExtensions['shiki']>, codeMeta: readonly string[] = []): MarkdownExtensions => ({
  ...NO_MARKDOWN_EXTENSIONS,
  codeMeta,
  shiki: { ...NO_MARKDOWN_EXTENSIONS.shiki, ...shiki },
});

describe('markdown.shiki', () => {
  it.each([
    ['dockerfile', 'FROM node:22', 'FROM'],
    ['powershell', 'Get-ChildItem -Path C:\\', 'Get-ChildItem'],
    ['wasm', '(module (func $f))', 'module'],
    ['ps1', 'Write-Host "hi"', 'Write-Host'],
  ])('highlights %s, a language shiki bundles, without markdown.shiki.langs (as Rspress 2 does)', async (lang, code, token) => {
    const page = await compileMdx(`# Page\n\n\`\`\`${lang}\n${code}\n\`\`\`\n`, options());
    expect(page.code).toMatch(new RegExp(`color:var\\(--q-token-[\\w-]+\\)\\\\">${token}`));
  });

  it('a name shiki does not know stays an error at its file and line, with the closest names', async () => {
    await expect(compileMdx(dockerfile.replace('dockerfile', 'dockrfile'), options())).rejects.toThrow(
      /^\/site\/docs\/en\/guide\/page\.mdx:3:1: unknown code block language "dockrfile": shiki has no such language \(did you mean "dockerfile"\?\); a grammar of your own goes in markdown\.shiki\.langs/,
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

describe('markdown.shiki.themes', () => {
  const ts = '# Page\n\n```ts {2}\n// note\nconst a: string = "x";\n```\n';

  it('keeps GitHub’s colours as one theme of variables when unset', async () => {
    const page = await compileMdx(ts, options());
    expect(page.code).toMatch(/<pre class=\\"shiki quire-github\\"/);
    expect(page.code).toMatch(/color:var\(--q-token-[\w-]+\)/);
    expect(page.code).not.toContain('--shiki-');
  });

  it('colours every block with both of the site’s themes, one variable per scheme', async () => {
    const page = await compileMdx(ts, options(), withShiki({ themes: { light: 'github-light', dark: 'dracula' } }));
    expect(page.code).toMatch(
      /<pre class=\\"shiki shiki-themes github-light dracula\\" style=\\"--shiki-light:#24292e;--shiki-dark:#f8f8f2;--shiki-light-bg:#fff;--shiki-dark-bg:#282a36\\"/i,
    );
    // github-light's comment grey and dracula's comment blue, on the same token.
    expect(page.code).toMatch(/<span style=\\"--shiki-light:#6A737D;--shiki-dark:#6272A4\\">\/\/ note<\/span>/);
    expect(page.code).not.toContain('--q-token-');
    // The highlighted line still is one.
    expect(page.code).toContain('class=\\"line highlighted\\"');
  });

  it('takes theme objects, known by their content, so two of one name do not mix', async () => {
    const theme = (comment: string): ThemeRegistration => ({
      name: 'house',
      type: 'light',
      colors: { 'editor.foreground': '#111111', 'editor.background': '#fefefe' },
      tokenColors: [{ scope: ['comment'], settings: { foreground: comment, fontStyle: 'italic' } }],
    });
    const first = await compileMdx(ts, options(), withShiki({ themes: { light: theme('#0000aa'), dark: 'github-dark' } }));
    expect(first.code).toMatch(/shiki-themes house-[0-9a-f]{8} github-dark/);
    expect(first.code).toMatch(/--shiki-light:#0000aa;--shiki-light-font-style:italic;--shiki-dark:#[0-9A-F]{6}[^"]*\\">\/\/ note/i);
    const second = await compileMdx(ts, options(), withShiki({ themes: { light: theme('#00aa00'), dark: 'github-dark' } }));
    expect(second.code).toMatch(/--shiki-light:#00aa00;--shiki-light-font-style:italic/i);
  });
});

describe('code block meta a plugin handles (markdown.codeMeta)', () => {
  const block = '# Page\n\n```ts twoslash title="a.ts"\nconst a = 1;\n```\n';

  it('an option no one declared is ignored, as Rspress ignores it, with a warning at its block', async () => {
    const page = await compileMdx("# Page\n\n```ts name='rstest.config.ts'\nconst a = 1;\n```\n", options());
    expect(page.code).toContain('const');
    expect(page.warnings).toEqual([
      {
        message: expect.stringMatching(
          /^code block option "name" is handled by nothing \(Quire's options and markdown\.codeMeta: title, .*\); ignored/,
        ),
        position: { line: 3, column: 1, offset: expect.any(Number) },
      },
    ]);
  });

  it('with markdown.strictCodeMeta, an option no one declared stops the build at its block, with the hint to declare it', async () => {
    await expect(compileMdx(block, options({ strictCodeMeta: true }))).rejects.toThrow(
      /page\.mdx:3:1: code block option "twoslash" is handled by nothing \(Quire's options and markdown\.codeMeta: .*\); a plugin that handles it declares it in markdown\.codeMeta/,
    );
  });

  it('a declared option passes, and the transformers read the meta', async () => {
    const seen: Array<string | undefined> = [];
    const reader: ShikiTransformer = {
      name: 'meta-reader',
      pre() {
        seen.push(this.options.meta?.__raw);
      },
    };
    const page = await compileMdx(block, options(), withShiki({ transformers: [reader] }, ['twoslash']));
    expect(page.code).toContain('a.ts');
    expect(seen).toEqual(['twoslash title="a.ts"']);
  });
});
