/**
 * The Markdown report: per tree size, one row per figure with each framework's median
 * (min–max over the runs) and Quire's ratio to each peer; then Quire's browser figures and
 * its scale series.
 */

import { missedTargets, missingFigures } from './required.mjs';
import { PHONE_FIRST_OPENS } from './first-search.mjs';
import { CPU_SLOWDOWN } from './throttled-load.mjs';

/**
 * @typedef {import('./measure-site.mjs').SiteFigures} SiteFigures
 * @typedef {import('./stats.mjs').Summary} Summary
 */

const fixed = (n, digits) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
const mb = (bytes) => (Number.isFinite(bytes) ? (bytes / 2 ** 20).toFixed(0) : '–');
const kb = (bytes) => (Number.isFinite(bytes) ? (bytes / 1024).toFixed(1) : '–');

/** "12.3 (11.9–13.0)" for several runs, "12.3" for one. @param {Summary | undefined} s */
function spread(s, digits = 1) {
  if (!s) return '–';
  if (s.runs.length < 2) return fixed(s.median, digits);
  return `${fixed(s.median, digits)} (${fixed(s.min, digits)}–${fixed(s.max, digits)})`;
}

/** "212 (180–260), hot" — and how many edits never showed up. @param {import('./edit-stamps.mjs').EditSummary | undefined} e */
function editCell(e) {
  if (!e) return '–';
  return `${spread(e.ms, 0)}${e.update ? `, ${e.update}` : ''}${e.missed ? `, ${e.missed}/${e.edits} missed` : ''}`;
}

/** "92 (88–95)" over several Lighthouse runs, "92" for one. */
const lighthouseScoreCell = (lighthouse) => (lighthouse?.scores ? spread(lighthouse.scores, 0) : fixed(lighthouse?.score, 0));

function ratio(ours, theirs) {
  return Number.isFinite(ours) && Number.isFinite(theirs) && theirs > 0 ? `${(ours / theirs).toFixed(2)}×` : '–';
}

/**
 * A row: label, how to show one framework's cell, its number for ratios, and optionally which
 * number of the peer Quire is compared with (the edit row compares with the peers' warm build).
 * @typedef {{ label: string, cell: (f: SiteFigures) => string, value: (f: SiteFigures) => number, peerValue?: (f: SiteFigures) => number }} Row
 */

/** @type {Row[]} */
const ROWS = [
  { label: 'cold build, wall (s)', cell: (f) => spread(f.cold?.wall), value: (f) => f.cold?.wall?.median },
  { label: 'cold build, CPU user+sys (s)', cell: (f) => spread(f.cold?.cpu), value: (f) => f.cold?.cpu?.median },
  { label: 'cold build, peak RSS of the process tree (MB)', cell: (f) => spread(f.cold?.rss, 0), value: (f) => f.cold?.rss?.median },
  {
    label: 'cold build, largest single process RSS (MB, GNU time)',
    cell: (f) => spread(f.cold?.rssLargest, 0),
    value: (f) => f.cold?.rssLargest?.median,
  },
  { label: 'warm build, wall (s)', cell: (f) => spread(f.warm?.wall), value: (f) => f.warm?.wall?.median },
  { label: 'warm build, CPU (s)', cell: (f) => spread(f.warm?.cpu), value: (f) => f.warm?.cpu?.median },
  { label: 'warm build, peak RSS (MB)', cell: (f) => spread(f.warm?.rss, 0), value: (f) => f.warm?.rss?.median },
  {
    label: 'one page edited, wall (s) — ratio to the peer’s warm build',
    cell: (f) => spread(f.edit?.wall),
    value: (f) => f.edit?.wall?.median,
    peerValue: (f) => f.warm?.wall?.median,
  },
  {
    label: 'one page edited, CPU (s) — ratio to the peer’s warm build',
    cell: (f) => spread(f.edit?.cpu),
    value: (f) => f.edit?.cpu?.median,
    peerValue: (f) => f.warm?.cpu?.median,
  },
  {
    label: 'one page edited, files of the output changed (added, removed or rewritten)',
    cell: (f) => String(f.editChangedFiles ?? '–'),
    value: (f) => f.editChangedFiles,
  },
  { label: 'output folder on disk (MB)', cell: (f) => mb(f.disk?.out), value: (f) => f.disk?.out },
  { label: 'HTML files', cell: (f) => String(f.htmlFiles ?? '–'), value: (f) => f.htmlFiles },
  { label: 'doc page first-load JS, raw (KB)', cell: (f) => kb(f.firstLoad?.js.raw), value: (f) => f.firstLoad?.js.raw },
  { label: 'doc page first-load JS, gzip (KB)', cell: (f) => kb(f.firstLoad?.js.gzip), value: (f) => f.firstLoad?.js.gzip },
  { label: 'doc page first-load CSS, raw (KB)', cell: (f) => kb(f.firstLoad?.css.raw), value: (f) => f.firstLoad?.css.raw },
  { label: 'doc page first-load CSS, gzip (KB)', cell: (f) => kb(f.firstLoad?.css.gzip), value: (f) => f.firstLoad?.css.gzip },
  { label: 'doc page first-load data (preloaded JSON), gzip (KB)', cell: (f) => kb(f.firstLoad?.data?.gzip), value: (f) => f.firstLoad?.data?.gzip },
  { label: 'doc page HTML, gzip (KB)', cell: (f) => kb(f.firstLoad?.html.gzip), value: (f) => f.firstLoad?.html.gzip },
  ...['en', 'zh'].flatMap((lang) => [
    { label: `search index ${lang}, raw (KB)`, cell: (f) => kb(f.searchIndex?.[lang]?.raw), value: (f) => f.searchIndex?.[lang]?.raw },
    { label: `search index ${lang}, gzip (KB)`, cell: (f) => kb(f.searchIndex?.[lang]?.gzip), value: (f) => f.searchIndex?.[lang]?.gzip },
  ]),
  { label: 'doc page, Lighthouse mobile performance', cell: (f) => lighthouseScoreCell(f.load?.lighthouse), value: (f) => f.load?.lighthouse?.score },
  {
    label: 'doc page, Lighthouse total blocking time (simulated, ms)',
    cell: (f) => fixed(f.load?.lighthouse?.tbtMs, 0),
    value: (f) => f.load?.lighthouse?.tbtMs,
  },
  {
    label: `doc page, blocking time on a ${CPU_SLOWDOWN}× slower CPU (ms)`,
    cell: (f) => spread(f.load?.blocking?.blockingMs, 0),
    value: (f) => f.load?.blocking?.blockingMs.median,
  },
  {
    label: `doc page, longest task on a ${CPU_SLOWDOWN}× slower CPU (ms)`,
    cell: (f) => spread(f.load?.blocking?.longestMs, 0),
    value: (f) => f.load?.blocking?.longestMs.median,
  },
  { label: 'dev server, first doc page answered 200 (s)', cell: (f) => spread(f.devFirstPage), value: (f) => f.devFirstPage?.median },
  {
    label: 'dev server, first doc page drawn, browser open before the spawn (s)',
    cell: (f) => spread(f.devFirstDrawn),
    value: (f) => f.devFirstDrawn?.median,
  },
  { label: 'dev server, MDX edit visible in the browser (ms)', cell: (f) => editCell(f.devEdit), value: (f) => f.devEdit?.ms?.median },
];

/** @param {SiteFigures[]} sites all frameworks at one size */
export function comparisonTable(sites) {
  const ours = sites.find((s) => s.framework === 'quire');
  const peers = sites.filter((s) => s.framework !== 'quire');
  const head = ['figure', ...sites.map((s) => `${s.framework} ${s.version}`), ...(ours ? peers.map((p) => `quire / ${p.framework}`) : [])];
  const lines = [`| ${head.join(' | ')} |`, `| ${head.map((_, i) => (i ? '---:' : '---')).join(' | ')} |`];
  for (const row of ROWS) {
    const cells = sites.map((s) => row.cell(s));
    const ratios = ours ? peers.map((p) => ratio(row.value(ours), (row.peerValue ?? row.value)(p))) : [];
    lines.push(`| ${[row.label, ...cells, ...ratios].join(' | ')} |`);
  }
  return lines.join('\n');
}

/** "290 (262–455)": the first search on the phone profile, its loads' median and range (older reports keep the median alone). */
const firstOpenPhoneCell = (f) => (f.firstOpenPhone ? spread(f.firstOpenPhone, 0) : fixed(f.firstOpenPhoneMs, 0));

/** "100 / 100": Lighthouse accessibility in the light and the dark theme. */
const accessibilityCell = (lighthouse) =>
  lighthouse?.accessibility ? `${fixed(lighthouse.accessibility.light.score, 0)} / ${fixed(lighthouse.accessibility.dark.score, 0)}` : '–';

/** @param {Record<string, any>} browser Quire's browser figures at one size */
export function browserTable(browser) {
  const lines = ['| figure | value |', '| --- | ---: |'];
  const s = browser.search;
  if (s) {
    lines.push(`| search latency p50, the query's input → results in the DOM, debounce included (ms), ${s.queries} queries | ${fixed(s.p50, 1)} |`);
    lines.push(`| search latency p95 (ms) | ${fixed(s.p95, 1)} |`);
    lines.push(`| first open of search at load → first results, key press to results (ms) | ${fixed(s.firstOpenMs, 0)} |`);
    lines.push(`| the same on a ${CPU_SLOWDOWN}× slower CPU, median of ${PHONE_FIRST_OPENS} (ms) | ${firstOpenPhoneCell(s)} |`);
  }
  const lh = browser.lighthouse;
  if (lh?.score !== undefined) lines.push(`| Lighthouse mobile performance, ${lh.url} | ${lighthouseScoreCell(lh)} |`);
  const b = browser.blocking;
  if (b) lines.push(`| blocking time on a ${CPU_SLOWDOWN}× slower CPU, median of ${b.runs} loads (ms) | ${spread(b.blockingMs, 0)} |`);
  if (lh?.accessibility) lines.push(`| Lighthouse accessibility, light / dark theme, ${lh.url} | ${accessibilityCell(lh)} |`);
  return lines.join('\n');
}

/**
 * @typedef {{
 *   pages: number, htmlFiles?: number, wall?: number, cpu?: number, rss?: number, unchangedWall?: number, editWall?: number, editCpu?: number,
 *   editChangedFiles?: number, folderSidebarsEditWall?: number, folderSidebarsEditChangedFiles?: number, jsGzip?: number, diskOut?: number, diskWork?: number, searchP95?: number, firstOpenMs?: number, firstOpenPhoneMs?: number, firstOpenPhone?: import('./stats.mjs').Summary,
 *   lighthouse?: Record<string, any>, blocking?: import('./throttled-load.mjs').BlockingSummary, errors?: string[],
 * }} ScaleRow
 */

/** Bytes on disk of the output and the caches together, per HTML file; NaN without both. @param {ScaleRow} r */
export function diskPerHtmlFile(r) {
  return Number.isFinite(r.diskOut) && Number.isFinite(r.diskWork) && r.htmlFiles ? (r.diskOut + r.diskWork) / r.htmlFiles : Number.NaN;
}

/** @param {ScaleRow[]} rows */
export function scaleTable(rows) {
  const lines = [
    `| pages per language | HTML files | cold wall (s) | cold CPU (s) | peak RSS (MB) | CPU ms per HTML file | nothing changed, wall (s) | one page edited, wall (s) | one page edited, CPU (s) | files the edit changed | the same edit, sidebars from folders: wall (s) / files changed | dist/ on disk (MB) | .quire/ on disk (MB) | disk per HTML file (KB) | first-load JS gzip (KB) | search p95 (ms) | first open → results (ms) | the same, ${CPU_SLOWDOWN}× slower CPU (ms) | Lighthouse mobile, median (min–max) | blocking time, ${CPU_SLOWDOWN}× slower CPU (ms) | Lighthouse accessibility, light / dark |`,
    `|${' ---: |'.repeat(21)}`,
  ];
  for (const r of rows) {
    const perPage = Number.isFinite(r.cpu) && r.htmlFiles ? (r.cpu * 1000) / r.htmlFiles : Number.NaN;
    const diskPerPage = diskPerHtmlFile(r);
    lines.push(
      `| ${[r.pages, r.htmlFiles ?? '–', fixed(r.wall, 1), fixed(r.cpu, 1), fixed(r.rss, 0), fixed(perPage, 0), fixed(r.unchangedWall, 1), fixed(r.editWall, 1), fixed(r.editCpu, 1), r.editChangedFiles ?? '–', `${fixed(r.folderSidebarsEditWall, 1)} / ${r.folderSidebarsEditChangedFiles ?? '–'}`, mb(r.diskOut), mb(r.diskWork), kb(diskPerPage), kb(r.jsGzip), fixed(r.searchP95, 1), fixed(r.firstOpenMs, 0), firstOpenPhoneCell(r), lighthouseScoreCell(r.lighthouse), spread(r.blocking?.blockingMs, 0), accessibilityCell(r.lighthouse)].join(' | ')} |`,
    );
  }
  return lines.join('\n');
}

/**
 * The machine's speed at the run's start and end (`machine-speed.mjs`): the same work on any day, so two reports'
 * figures compare once each is read against its own. None in a report from before it was measured.
 */
export function machineSpeedLines(speed) {
  if (!speed?.start) return [];
  const at = (summary) => (summary ? `${spread(summary, 0)} ms` : 'not measured');
  return [
    '',
    `Machine speed (a fixed piece of JavaScript in a new process, lower is faster): ${at(speed.start)} at the start, ${at(speed.end)} at the end.`,
  ];
}

/** The whole report as Markdown, from the JSON the runner writes. */
export function renderMarkdown(report) {
  const { machine, options } = report;
  const lines = [
    `# Benchmark, ${report.date}`,
    '',
    `${machine.cpus} CPUs, ${machine.memoryGb} GB, Node ${machine.node}, load average at start ${machine.load.map((l) => l.toFixed(1)).join(' ')}; ${report.comparisons.length ? `${options.runs} run(s) each` : 'scale series only'}. Times in seconds, median (min–max). Peak RSS: the sum over the build's process tree, sampled every 100 ms; the largest single process is GNU time's max RSS.`,
    ...machineSpeedLines(machine.speed),
  ];
  for (const { pages, sites } of report.comparisons) {
    lines.push('', `## ${pages} pages per language`, '', comparisonTable(sites));
    const browser = report.browser.find((b) => b.pages === pages);
    if (browser) lines.push('', `Quire in Chromium at ${pages} pages per language:`, '', browserTable(browser));
    for (const site of sites) if (site.errors.length) lines.push('', `**${site.framework} errors:**`, '', '```', ...site.errors, '```');
  }
  if (report.scale.length) {
    lines.push('', '## Quire at scale (one cold build and one page edited each)', '', scaleTable(report.scale));
    for (const row of report.scale) if (row.errors?.length) lines.push('', `**errors at ${row.pages} pages:**`, '', '```', ...row.errors, '```');
  }
  const missing = missingFigures(report);
  if (missing.length) lines.push('', '**Missing figures:**', '', ...missing.map((m) => `- ${m}`));
  const missed = missedTargets(report);
  if (missed.length) lines.push('', '**Below target:**', '', ...missed.map((m) => `- ${m}`));
  if (report.minutes !== undefined) lines.push('', `Took ${report.minutes.toFixed(1)} min.`);
  return lines.join('\n');
}
