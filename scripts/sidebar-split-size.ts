/**
 * What a build's split of a section's sidebar file gives (`core/src/pages/sidebar-file.ts`), from a
 * whole section's file: the bytes (raw, gzip) of the whole file, of the section's file after the
 * split, of each file a navigation to a page reads beside it (its group's, or its long group's runs) and their sum, and of each group's file.
 *
 *   pnpm exec tsx scripts/sidebar-split-size.ts dist/static/sidebar/en.1a2b3c4d5e.json /guide/usage/cron-api
 */
import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import { sidebarFiles } from '#core/pages/sidebar-file.ts';

const [file, page] = process.argv.slice(2);
if (!file || !page) {
  console.error('usage: sidebar-split-size.ts <section sidebar file> <page path without language prefix>');
  process.exit(1);
}
const whole = fs.readFileSync(file, 'utf8');
const split = sidebarFiles('en', JSON.parse(whole));
const sizes = (json: string) => `${json.length} B raw, ${gzipSync(json).length} B gzip`;
console.log(`whole file: ${sizes(whole)}`);
console.log(`section file after the split: ${sizes(split.json)}`);
const read = (split.partsOf.get(page) ?? []).map((part) => split.parts.find((p) => p.file === part)?.json ?? '');
for (const json of read) console.log(`a file the page reads: ${sizes(json)}`);
console.log(`a navigation to the page: ${gzipSync(split.json).length + read.reduce((sum, json) => sum + gzipSync(json).length, 0)} B gzip`);
split.parts.forEach((part, i) => console.log(`group file ${i + 1}: ${sizes(part.json)}`));
