/**
 * The table of the default theme's CSS variables in docs/THEME.md, made from the comments of
 * `packages/theme-default/src/styles/vars.css`; `tests/theme/theme-docs.test.ts` holds the two together.
 *   pnpm exec tsx scripts/theme-vars-table.ts   (rewrites the table in docs/THEME.md)
 */
import fs from 'node:fs';
import path from 'node:path';

export const VARS_START = '<!-- vars:start -->';
export const VARS_END = '<!-- vars:end -->';

/** Each variable of the light `:root` block with the comment above it and its light and dark values. */
export function varsTable(css: string): string {
  const dark = new Map([...blockOf(css, ':root.dark').matchAll(/(--q-[\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]));
  const rows = [...blockOf(css, ':root').matchAll(/\/\*\s*([^*]+?)\s*\*\/\s*(--q-[\w-]+):\s*([^;]+);/g)].map(
    ([, note, name, value]) => `| \`${name}\` | ${note} | \`${value.trim()}\` | ${dark.has(name) ? `\`${dark.get(name)}\`` : 'the same'} |`,
  );
  return ['| variable | what it colours or sizes | light | dark |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

function blockOf(css: string, selector: string): string {
  const start = css.indexOf(`${selector} {`);
  return start === -1 ? '' : css.slice(start, css.indexOf('}', start));
}

/** The document with its table made anew. */
export function withVarsTable(doc: string, css: string): string {
  const start = doc.indexOf(VARS_START);
  const end = doc.indexOf(VARS_END);
  if (start === -1 || end === -1) throw new Error(`docs/THEME.md has no ${VARS_START} … ${VARS_END} section`);
  return `${doc.slice(0, start + VARS_START.length)}\n${varsTable(css)}\n${doc.slice(end)}`;
}

const root = path.resolve(import.meta.dirname, '..');
export const THEME_DOC = path.join(root, 'docs/THEME.md');
export const VARS_CSS = path.join(root, 'packages/theme-default/src/styles/vars.css');

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  fs.writeFileSync(THEME_DOC, withVarsTable(fs.readFileSync(THEME_DOC, 'utf8'), fs.readFileSync(VARS_CSS, 'utf8')));
}
