/**
 * Code is highlighted with one theme of CSS variables made from GitHub's light and dark themes
 * (`code-theme.ts`): every character must get the colour and font style each GitHub theme gives
 * it, and the default theme's stylesheet must hold the variables' current values.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { BundledLanguage } from 'shiki';
import { mergeThemes } from '#core/markdown/code-theme.ts';
import { githubCodeTheme, THEMES, TOKENIZE_LIMITS } from '#core/markdown/highlighter.ts';
import { CODE_COLORS_FILE, codeColors } from '../../scripts/write-code-colors.ts';

// shiki is a dependency of the core package, not of the workspace root.
const resolve = createRequire(path.resolve(import.meta.dirname, '../../packages/core/package.json')).resolve;
const { bundledThemes, createHighlighter } = (await import(pathToFileURL(resolve('shiki')).href)) as typeof import('shiki');

const SAMPLES: Array<[BundledLanguage, string]> = [
  [
    'tsx',
    `import { defineConfig } from '@rsbuild/core';\n// a comment\nexport default defineConfig({ output: { distPath: { root: 'dist' } }, html: { title: \`App \${1 + 2}\` } });\nconst App = () => <div className="a">{/^x+$/.test('y') ? null : 3.5}</div>;`,
  ],
  ['css', `@layer a { .b:hover > c { color: #fff !important; margin: 0 4px; } }`],
  ['bash', `# install\nnpm add -D @rsbuild/core && FOO=1 npx rsbuild build --watch "$HOME"`],
  ['json', `{ "name": "app", "version": 1, "private": true, "list": [null, "x"] }`],
  ['yaml', `title: Docs\nitems:\n  - one # note\n  - 2`],
  ['diff', `--- a\n+++ b\n@@ -1 +1 @@\n-old\n+new`],
  ['html', `<!doctype html><html lang="en"><body><script src="/a.js" defer></script></body></html>`],
  ['markdown', `# Title\n\nSome *emphasis*, **bold**, \`code\` and [a link](https://example.com).\n\n> quote`],
];

/** Colour and font style of every character. */
function perCharacter(tokens: Array<Array<{ content: string; color?: string; fontStyle?: number }>>): string[] {
  return tokens.flatMap((line) => line.flatMap((t) => [...t.content].map(() => `${t.color?.toLowerCase()}/${t.fontStyle ?? 0}`)));
}

describe('the code theme', () => {
  it('gives every character GitHub’s light and dark colour and font style', async () => {
    const merged = await githubCodeTheme();
    const highlighter = await createHighlighter({ themes: [THEMES.light, THEMES.dark, merged.theme], langs: SAMPLES.map(([lang]) => lang) });
    const valuesOf = (values: Map<string, string>) => (cell: string) =>
      cell.replace(/^var\((--q-token-[\w-]+)\)/, (_, name: string) => values.get(name) ?? name);
    for (const [lang, code] of SAMPLES) {
      const ours = perCharacter(highlighter.codeToTokensBase(code, { lang, theme: merged.theme, ...TOKENIZE_LIMITS }));
      expect(ours.some((c) => c.startsWith('var(--q-token-'))).toBe(true);
      expect(ours.map(valuesOf(merged.light)), lang).toEqual(
        perCharacter(highlighter.codeToTokensBase(code, { lang, theme: THEMES.light, ...TOKENIZE_LIMITS })),
      );
      expect(ours.map(valuesOf(merged.dark)), lang).toEqual(
        perCharacter(highlighter.codeToTokensBase(code, { lang, theme: THEMES.dark, ...TOKENIZE_LIMITS })),
      );
    }
  });

  it('is what the default theme’s code-colors.css sets (pnpm write:code-colors after a shiki upgrade)', async () => {
    expect(fs.readFileSync(CODE_COLORS_FILE, 'utf8')).toBe(await codeColors());
  });

  it('refuses themes whose rules differ in more than colour', async () => {
    const light = (await bundledThemes[THEMES.light]()).default;
    const dark = (await bundledThemes[THEMES.dark]()).default;
    const shuffled = { ...dark, tokenColors: [...(dark.tokenColors ?? [])].reverse() };
    expect(() => mergeThemes(light, shuffled)).toThrow(/scopes differ/);
    const italic = {
      ...dark,
      tokenColors: (dark.tokenColors ?? []).map((r, i) => (i === 0 ? { ...r, settings: { ...r.settings, fontStyle: 'italic' } } : r)),
    };
    expect(() => mergeThemes(light, italic)).toThrow(/font styles differ/);
  });
});
