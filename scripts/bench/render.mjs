#!/usr/bin/env node
/**
 * Re-renders the Markdown of one or more `bench.json` files (for instance a comparison run and
 * a scale run), so the report can change without measuring again:
 *   node scripts/bench/render.mjs bench-results/compare-200/bench.json bench-results/scale/bench.json
 */
import fs from 'node:fs';
import { renderMarkdown } from './report.mjs';

const files = process.argv.slice(2);
if (!files.length) {
  console.error('usage: render.mjs bench.json [more.json …]');
  process.exit(1);
}
console.log(files.map((f) => renderMarkdown(JSON.parse(fs.readFileSync(f, 'utf8')))).join('\n\n'));
