/**
 * Writes the default theme's code colours (`packages/theme-default/src/styles/code-colors.css`)
 * from the highlighter's theme: run after upgrading shiki (`tests/core/code-theme.test.ts`
 * fails while the file is out of date).
 */
import fs from 'node:fs';
import path from 'node:path';
import { codeColorsCss } from '#core/markdown/code-theme.ts';
import { githubCodeTheme, THEMES } from '#core/markdown/highlighter.ts';

export const CODE_COLORS_FILE = path.resolve(import.meta.dirname, '../packages/theme-default/src/styles/code-colors.css');

export async function codeColors(): Promise<string> {
  return codeColorsCss(await githubCodeTheme(), `shiki's ${THEMES.light} and ${THEMES.dark}`);
}

if (process.argv[1] === import.meta.filename) {
  fs.writeFileSync(CODE_COLORS_FILE, await codeColors());
  console.log(`wrote ${path.relative(process.cwd(), CODE_COLORS_FILE)}`);
}
