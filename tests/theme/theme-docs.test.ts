/** docs/THEME.md against the code it describes: the CSS variables' table is the one `vars.css` gives. */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THEME_DOC, VARS_CSS, varsTable, withVarsTable } from '../../scripts/theme-vars-table';

describe('docs/THEME.md', () => {
  it('lists every CSS variable of vars.css with its comment (pnpm exec tsx scripts/theme-vars-table.ts writes it)', () => {
    const doc = fs.readFileSync(THEME_DOC, 'utf8');
    const css = fs.readFileSync(VARS_CSS, 'utf8');
    expect(withVarsTable(doc, css)).toBe(doc);
    const declared = [...css.matchAll(/^\s*(--q-[\w-]+):/gm)].map((m) => m[1]);
    const listed = [...varsTable(css).matchAll(/^\| `(--q-[\w-]+)`/gm)].map((m) => m[1]);
    // Every light variable has a comment, so the table lists each one.
    expect(listed).toEqual([...new Set(declared)]);
  });

  it('makes a row of a commented variable, with its dark value when it has one', () => {
    const css = ':root {\n  /* The accent. */\n  --q-c-a: #111;\n  /* The gap. */\n  --q-gap: 4px;\n}\n:root.dark {\n  --q-c-a: #eee;\n}\n';
    expect(varsTable(css).split('\n').slice(2)).toEqual([
      '| `--q-c-a` | The accent. | `#111` | `#eee` |',
      '| `--q-gap` | The gap. | `4px` | the same |',
    ]);
  });
});
