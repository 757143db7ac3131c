/** The scale series' new figures: blocking time, Lighthouse over several runs, and the table (the files an edit changes: output-files.test.ts). */
import { describe, expect, it } from 'vitest';
import { readOptions } from '../../scripts/bench/options.mjs';
import { renderMarkdown, scaleTable } from '../../scripts/bench/report.mjs';
import { missingFigures } from '../../scripts/bench/required.mjs';
import { summarize } from '../../scripts/bench/stats.mjs';
import { blockingFigures } from '../../scripts/bench/throttled-load.mjs';

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
  unchangedWall: 0.62,
  editWall: 10.2,
  editCpu: 11.3,
  editChangedFiles: 10,
  folderSidebarsEditWall: 11.4,
  folderSidebarsEditChangedFiles: 12,
  jsGzip: 92_365,
  diskOut: 107 * 2 ** 20,
  diskWork: 58 * 2 ** 20,
  searchP95: 6.4,
  firstOpenMs: 212,
  firstOpenPhoneMs: 287,
  lighthouse: {
    url: '/guide/a',
    score: 92,
    scores: summarize([90, 92, 95, 88, 93]),
    accessibility: { light: { score: 100, failing: [] }, dark: { score: 100, failing: [] } },
  },
  blocking: { blockingMs: summarize([310, 250, 402])!, longestMs: summarize([140, 120, 160])!, runs: 3 },
  errors: [],
};

describe('the scale table', () => {
  it('shows per size the cold build, the build with nothing changed, the edit build and the files it changed, Lighthouse’s median and the blocking time', () => {
    const table = scaleTable([row]);
    expect(table).toContain('| CPU ms per HTML file | nothing changed, wall (s) | one page edited, wall (s) |');
    expect(table).toContain('| one page edited, wall (s) | one page edited, CPU (s) | files the edit changed |');
    expect(table).toContain('| Lighthouse mobile, median (min–max) | blocking time, 4× slower CPU (ms) |');
    expect(table).toContain('| files the edit changed | the same edit, sidebars from folders: wall (s) / files changed | dist/ on disk (MB) |');
    expect(table).toContain(
      '| 800 | 1602 | 30.8 | 41.6 | 479 | 26 | 0.6 | 10.2 | 11.3 | 10 | 11.4 / 12 | 107 | 58 | 105.5 | 90.2 | 6.4 | 212 | 287 | 92 (88–95) | 310 (250–402) | 100 / 100 |',
    );
  });

  it('shows the first search on a slower CPU as the median and range of its loads when the report keeps them', () => {
    const table = scaleTable([{ ...row, firstOpenPhone: summarize([301, 287, 455, 262, 290]) }]);
    expect(table).toContain('| 6.4 | 212 | 290 (262–455) | 92 (88–95) |');
  });

  it('counts a size without its edit builds, Lighthouse score or blocking time as missing', () => {
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
    expect(
      missingFigures(
        report([
          {
            ...row,
            unchangedWall: undefined,
            editWall: undefined,
            editChangedFiles: undefined,
            folderSidebarsEditWall: undefined,
            lighthouse: undefined,
            blocking: undefined,
          },
        ]),
      ),
    ).toEqual([
      'quire scale at 800 pages: build with nothing changed',
      'quire scale at 800 pages: build after editing one page',
      'quire scale at 800 pages: build after editing one page, sidebars from folders',
      'quire scale at 800 pages: Lighthouse performance score',
      'quire scale at 800 pages: blocking time on a slower CPU',
    ]);
    expect(renderMarkdown(report([row]))).toContain('## Quire at scale');
  });
});
