/** What fails `pnpm bench --ci`: missing figures, and Lighthouse accessibility below 100 in either theme. */
import { describe, expect, it } from 'vitest';
import { readOptions } from '../../scripts/bench/options.mjs';
import { renderMarkdown } from '../../scripts/bench/report.mjs';
import { missedTargets, missingFigures } from '../../scripts/bench/required.mjs';

const search = { p95: 3, firstOpenMs: 200, p50: 2, queries: 30, debounceMs: 150 };
const accessibility = (light: number, dark: number, failing: string[] = []) => ({
  light: { score: light, failing: light < 100 ? failing : [] },
  dark: { score: dark, failing: dark < 100 ? failing : [] },
});
const report = (lighthouse: object | undefined, argv = ['--ci']) => ({
  date: '2025-01-01T00:00:00.000Z',
  machine: { cpus: 2, memoryGb: 4, node: 'v20', load: [0, 0, 0] },
  options: readOptions(argv, '/'),
  versions: { quire: '0.0.0' },
  comparisons: [{ pages: 20, sites: [] }],
  browser: [{ pages: 20, search, lighthouse, errors: [] }],
  scale: [],
});

describe('the benchmark’s Lighthouse targets', () => {
  it('asks --ci for accessibility only and the full run for performance too', () => {
    expect(readOptions(['--ci'], '/').lighthouse).toEqual(['accessibility']);
    expect(readOptions([], '/').lighthouse).toEqual(['performance', 'accessibility']);
    expect(readOptions(['--ci', '--no-lighthouse'], '/').lighthouse).toEqual([]);
  });

  it('passes at 100 in both themes', () => {
    const ok = report({ url: '/guide/a', accessibility: accessibility(100, 100) });
    expect(missingFigures(ok)).toEqual([]);
    expect(missedTargets(ok)).toEqual([]);
    expect(renderMarkdown(ok)).toContain('| Lighthouse accessibility, light / dark theme, /guide/a | 100 / 100 |');
  });

  it('names the theme, the page and the failing audits below 100', () => {
    const low = report({
      url: '/guide/a',
      accessibility: accessibility(96, 100, [
        'color-contrast: Background and foreground colors do not have a sufficient contrast ratio. (.line.highlighted > span)',
      ]),
    });
    expect(missedTargets(low)).toEqual([
      'quire at 20 pages: Lighthouse accessibility 96 in the light theme, /guide/a: color-contrast: Background and foreground colors do not have a sufficient contrast ratio. (.line.highlighted > span)',
    ]);
    expect(renderMarkdown(low)).toContain('**Below target:**');
  });

  it('counts a theme without a score as missing', () => {
    expect(missingFigures(report(undefined))).toEqual([
      'quire at 20 pages: Lighthouse accessibility score, light theme',
      'quire at 20 pages: Lighthouse accessibility score, dark theme',
    ]);
    expect(missingFigures(report({ url: '/a', accessibility: accessibility(100, 100) }, []))).toEqual([
      'quire at 20 pages: Lighthouse performance score',
    ]);
  });
});

describe('the benchmark’s edit target', () => {
  const quireSite = (editChangedFiles: number | undefined) => ({ framework: 'quire', errors: [], editChangedFiles });
  const withEdits = (at20: number | undefined, at40: number | undefined) => ({
    ...report({ url: '/a', accessibility: accessibility(100, 100) }),
    comparisons: [{ pages: 20, sites: [quireSite(at20)] }],
    scale: [{ pages: 40, htmlFiles: 81, wall: 9, editWall: 3, editChangedFiles: at40 }],
  });

  it('builds a second, larger site in --ci, for the edit only', () => {
    expect(readOptions(['--ci'], '/').scale).toEqual([40]);
    expect(readOptions([], '/').scale).toBeUndefined();
  });

  it('fails when a one-page edit changes more files of the output on the larger site', () => {
    expect(missedTargets(withEdits(10, 10))).toEqual([]);
    expect(missedTargets(withEdits(10, 9))).toEqual([]);
    expect(missedTargets(withEdits(10, 11))).toEqual([
      'quire: a one-page edit changed 11 files of the output besides search chunks at 40 pages per language, 10 at 20: the count grows with the site',
    ]);
  });

  it('leaves out the search index chunks an edit renames, which follow the words it touched', () => {
    const report = withEdits(18, 22);
    report.comparisons[0].sites[0] = { ...quireSite(18), editChangedChunks: 8 } as ReturnType<typeof quireSite>;
    report.scale[0] = { ...report.scale[0], editChangedChunks: 12 } as (typeof report.scale)[0];
    expect(missedTargets(report)).toEqual([]);
    report.scale[0] = { ...report.scale[0], editChangedChunks: 11 } as (typeof report.scale)[0];
    expect(missedTargets(report)).toHaveLength(1);
  });

  it('counts an edit without its changed files as missing, and shows the count', () => {
    expect(missingFigures(withEdits(undefined, 10))).toContain('quire at 20 pages: files of the output the edit changed');
    expect(missingFigures(withEdits(10, undefined))).toContain('quire scale at 40 pages: build after editing one page');
    expect(renderMarkdown(withEdits(10, 10))).toMatch(/\| 40 \| 81 \| 9\.0 \| .* \| 3\.0 \| – \| 10 \|/);
  });
});
