/** The scale series' new figures: output files an edit changed, blocking time, Lighthouse over several runs, and the table. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM script without type declarations
import { compareOutputs, hashOutput, touchedFiles } from '../../scripts/bench/output-changes.mjs';
// @ts-expect-error: plain ESM script without type declarations
import { readOptions } from '../../scripts/bench/options.mjs';
// @ts-expect-error: plain ESM script without type declarations
import { renderMarkdown, scaleTable } from '../../scripts/bench/report.mjs';
// @ts-expect-error: plain ESM script without type declarations
import { missingFigures } from '../../scripts/bench/required.mjs';
// @ts-expect-error: plain ESM script without type declarations
import { summarize } from '../../scripts/bench/stats.mjs';
// @ts-expect-error: plain ESM script without type declarations
import { blockingFigures } from '../../scripts/bench/throttled-load.mjs';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});
const write = (dir: string, files: Record<string, string>) => {
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
};

describe('output files an edit build changed', () => {
  it('counts rewritten, added and removed files by content, not by write time', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-output-'));
    dirs.push(dir);
    write(dir, { 'index.html': 'a', 'guide/a.html': 'page a', 'guide/b.html': 'page b', 'static/app.1.js': 'app', 'search.en.1.json': '[1]' });
    const before = hashOutput(dir);
    // b.html is written again with the same bytes: not a change.
    write(dir, { 'guide/a.html': 'page a, edited', 'guide/b.html': 'page b', 'search.en.2.json': '[2]' });
    fs.rmSync(path.join(dir, 'search.en.1.json'));
    const changes = compareOutputs(before, hashOutput(dir));
    expect(changes).toEqual({ files: 5, changed: 1, added: 1, removed: 1, examples: ['guide/a.html', '+search.en.2.json', '-search.en.1.json'] });
    expect(touchedFiles(changes)).toBe(3);
    expect(touchedFiles(undefined)).toBeNaN();
  });
});

describe('blocking time on a slower CPU', () => {
  it('adds the part over 50 ms of each long task from the first contentful paint on', () => {
    const tasks = [
      { start: 10, duration: 400 }, // before the first paint: parsing, not counted
      { start: 500, duration: 120 },
      { start: 700, duration: 50 }, // not over 50 ms
      { start: 900, duration: 260 },
    ];
    expect(blockingFigures(tasks, 450)).toEqual({ blockingMs: 70 + 210, longestMs: 260, longTasks: 2 });
    expect(blockingFigures([], 100)).toEqual({ blockingMs: 0, longestMs: 0, longTasks: 0 });
  });
});

const row = {
  pages: 800,
  htmlFiles: 1602,
  wall: 30.84,
  cpu: 41.6,
  rss: 479,
  editWall: 10.2,
  editOutput: { files: 2100, changed: 1603, added: 2, removed: 2, examples: [] },
  jsGzip: 92_365,
  searchP95: 6.4,
  firstOpenMs: 212,
  lighthouse: { url: '/guide/a', score: 92, scores: summarize([90, 92, 95, 88, 93]), accessibility: { light: { score: 100, failing: [] }, dark: { score: 100, failing: [] } } },
  blocking: { blockingMs: summarize([310, 250, 402]), longestMs: summarize([140, 120, 160]), runs: 3 },
  errors: [],
};

describe('the scale table', () => {
  it('shows per size the cold build, the edit build and the files it changed, Lighthouse’s median and the blocking time', () => {
    const table = scaleTable([row]);
    expect(table).toContain('| one page edited, wall (s) | output files the edit changed |');
    expect(table).toContain('| Lighthouse mobile, median (min–max) | blocking time, 4× slower CPU (ms) |');
    expect(table).toContain('| 800 | 1602 | 30.8 | 41.6 | 479 | 26 | 10.2 | 1607 of 2100 | 90.2 | 6.4 | 212 | 92 (88–95) | 310 (250–402) | 100 / 100 |');
  });

  it('counts a size without its edit build, Lighthouse score or blocking time as missing', () => {
    const report = (scale: object[]) => ({
      date: '2025-01-01T00:00:00.000Z',
      machine: { cpus: 2, memoryGb: 4, node: 'v20', load: [0, 0, 0] },
      options: readOptions(['--scale', '800'], '/'),
      versions: { quire: '0.0.0' },
      comparisons: [],
      browser: [],
      scale,
    });
    expect(missingFigures(report([row]))).toEqual([]);
    expect(missingFigures(report([{ ...row, editWall: undefined, editOutput: undefined, lighthouse: undefined, blocking: undefined }]))).toEqual([
      'quire scale at 800 pages: build after editing one page, and the output files it changed',
      'quire scale at 800 pages: Lighthouse performance score',
      'quire scale at 800 pages: blocking time on a slower CPU',
    ]);
    expect(renderMarkdown(report([row]))).toContain('## Quire at scale');
  });
});
