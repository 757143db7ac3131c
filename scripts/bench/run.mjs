#!/usr/bin/env node
/**
 * `pnpm bench`: generates the synthetic tree, builds it with Quire and the peers, and writes
 * the figures as Markdown and JSON to `--out` (default `bench-results/`). Every figure comes
 * from the same run on the same machine, so the ratios hold even when absolute times are noisy.
 * `--ci` is the small version for the test command: N = 20, Quire only, one run, no peers and
 * Lighthouse's accessibility category only, plus a cold and an edit build at N = 40; it exits 1
 * when a build fails, a figure is missing, accessibility is below 100 or the files one page's
 * edit changes are more at 40 than at 20.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureBrowser, measureLoad } from './browser.mjs';
import { FRAMEWORK_ADAPTERS } from './frameworks.mjs';
import { generateDocs, typicalPage } from './gen-docs.mjs';
import { measureMachineSpeed } from './machine-speed.mjs';
import { measureFolderSidebarsEdit, measureSite, prepareSite } from './measure-site.mjs';
import { readOptions } from './options.mjs';
import { ensurePeer } from './peers.mjs';
import { renderMarkdown } from './report.mjs';
import { missedTargets, missingFigures } from './required.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const TREES = path.join(os.tmpdir(), 'quire-bench-trees');
const log = (line) => console.log(line);
/** Lighthouse's performance score swings by several points between runs of the same page. */
const SCALE_LIGHTHOUSE_RUNS = 5;

function quireVersion() {
  return JSON.parse(fs.readFileSync(path.join(repoRoot, 'packages/core/package.json'), 'utf8')).version;
}

/** Generates the tree for `pages` once per run of the benchmark. */
function tree(pages, seed) {
  const dir = path.join(TREES, `${pages}-${seed}`);
  const manifest = generateDocs({ pages, outDir: dir, seed });
  return { dir, manifest, page: typicalPage(manifest) };
}

async function main() {
  const options = readOptions(process.argv.slice(2), process.cwd());
  const started = Date.now();
  const versions = { quire: quireVersion() };
  // Peers take part only in the comparison, not in the scale series.
  if (options.pages.length) for (const name of options.frameworks) if (name !== 'quire') versions[name] = ensurePeer(name).version;

  const report = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      load: os.loadavg(),
      // Timed at both ends: a machine that slowed or sped up during the run shows it.
      speed: { start: measureMachineSpeed(), end: undefined },
    },
    options,
    versions,
    comparisons: [],
    browser: [],
    scale: [],
  };
  /** Writes what is measured so far, so a long run that is stopped still leaves its figures. */
  const save = () => {
    report.minutes = (Date.now() - started) / 60_000;
    const text = renderMarkdown(report);
    fs.mkdirSync(options.out, { recursive: true });
    fs.writeFileSync(path.join(options.out, 'bench.json'), `${JSON.stringify(report, null, 2)}\n`);
    fs.writeFileSync(path.join(options.out, 'bench.md'), `${text}\n`);
    return { missing: missingFigures(report), missed: missedTargets(report), text };
  };

  for (const pages of options.pages) {
    const { dir, manifest, page } = tree(pages, options.seed);
    log(`\n── ${pages} pages per language (typical page /${page}) ──`);
    const sites = [];
    for (const name of options.frameworks) {
      const framework = FRAMEWORK_ADAPTERS[name];
      log(`  ${name} ${versions[name]}`);
      const siteDir = prepareSite(framework, pages, dir, manifest);
      sites.push(
        await measureSite(framework, {
          pages,
          runs: options.runs,
          siteDir,
          version: versions[name],
          typicalPage: page,
          dev: options.dev,
          devEdits: options.devEdits,
          edit: name === 'quire',
          log,
        }),
      );
    }
    report.comparisons.push({ pages, sites });
    if (options.browser) {
      for (const site of sites.filter((s) => s.cold)) {
        log(`  ${site.framework} in Chromium`);
        const outDir = FRAMEWORK_ADAPTERS[site.framework].outDir(site.siteDir);
        const measure = site.framework === 'quire' ? measureBrowser : measureLoad;
        const browser = await measure({
          outDir,
          page: `/${page}`,
          lighthouse: site.framework === 'quire' ? options.lighthouse : options.lighthouse.filter((c) => c === 'performance'),
          lighthouseRuns: 1,
          log,
        });
        if (site.framework === 'quire') report.browser.push({ pages, ...browser });
        site.load = { lighthouse: browser.lighthouse, blocking: browser.blocking };
        site.errors.push(...browser.errors);
      }
    }
    save();
  }

  if (options.scale) {
    log('\n── Quire scale ──');
    for (const pages of options.scale) {
      const { dir, manifest, page } = tree(pages, options.seed);
      const siteDir = prepareSite(FRAMEWORK_ADAPTERS.quire, pages, dir, manifest);
      log(`  ${pages} pages per language`);
      const site = await measureSite(FRAMEWORK_ADAPTERS.quire, {
        pages,
        runs: 1,
        siteDir,
        version: versions.quire,
        typicalPage: page,
        dev: false,
        devEdits: false,
        edit: true,
        // A build with nothing changed, between the cold build and the edit: it ends once it has looked, so the edit
        // is still the first build after the cold one that runs every step.
        warm: true,
        log,
      });
      const row = {
        pages,
        htmlFiles: site.htmlFiles,
        wall: site.cold?.wall.median,
        cpu: site.cold?.cpu.median,
        rss: site.cold?.rss.median,
        unchangedWall: site.warm?.wall.median,
        editWall: site.edit?.wall.median,
        editCpu: site.edit?.cpu.median,
        editChangedFiles: site.editChangedFiles,
        editChangedChunks: site.editChangedChunks,
        editChanges: site.editChanges,
        jsGzip: site.firstLoad?.js.gzip,
        diskOut: site.disk?.out,
        diskWork: site.disk?.work,
        errors: site.errors,
      };
      // The search and Lighthouse targets are stated at 200 and 800 pages, so the series has them
      // too; `--ci`'s second size is there for the edit only.
      if (site.cold && options.browser && !options.ci) {
        const browser = await measureBrowser({
          outDir: FRAMEWORK_ADAPTERS.quire.outDir(siteDir),
          page: `/${page}`,
          lighthouse: options.lighthouse,
          lighthouseRuns: SCALE_LIGHTHOUSE_RUNS,
          log,
        });
        Object.assign(row, {
          searchP95: browser.search?.p95,
          firstOpenMs: browser.search?.firstOpenMs,
          firstOpenPhoneMs: browser.search?.firstOpenPhoneMs,
          firstOpenPhone: browser.search?.firstOpenPhone,
          lighthouse: browser.lighthouse,
          blocking: browser.blocking,
        });
        site.errors.push(...browser.errors);
      }
      const folders = site.cold ? await measureFolderSidebarsEdit(FRAMEWORK_ADAPTERS.quire, { siteDir, typicalPage: page, log }) : undefined;
      Object.assign(row, { folderSidebarsEditWall: folders?.wall, folderSidebarsEditChangedFiles: folders?.changedFiles });
      row.errors.push(...(folders?.errors ?? []));
      report.scale.push(row);
      // Each size's site is large; only the figures are kept.
      fs.rmSync(siteDir, { recursive: true, force: true });
      save();
    }
  }

  report.machine.speed.end = measureMachineSpeed();
  const { missing, missed, text } = save();
  console.log(`\n${text}\n\nwritten to ${path.relative(process.cwd(), options.out) || '.'}/bench.{md,json}`);
  if (options.ci && (missing.length || missed.length)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(`\n✗ ${error.stack ?? error}`);
  process.exitCode = 1;
});
