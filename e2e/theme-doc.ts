/** docs/THEME.md's table of class names, as the e2e tests that check a built site draws them read it. */
import fs from 'node:fs';
import path from 'node:path';

const doc = path.resolve(import.meta.dirname, '../docs/THEME.md');

/** The class names the table promises, all of them or one part's row (`versions`). */
export function documentedClasses(part?: string): string[] {
  const text = fs.readFileSync(doc, 'utf8');
  const table = text.slice(text.indexOf('<!-- class-names:start -->'), text.indexOf('<!-- class-names:end -->'));
  const rows = table.split('\n').filter((row) => part === undefined || row.startsWith(`| ${part} |`));
  return rows.flatMap((row) => [...row.matchAll(/`\.(q-[a-z0-9_-]+)`/g)].map((m) => m[1]));
}
