/**
 * Every figure of one framework on one generated tree: K × (cold build, warm build, and for
 * Quire a build after editing one page, with the files of the output that edit changed), the dev
 * server's first page (answered, and drawn in a browser opened before the server's spawn) and, on the same server,
 * the time from saving an MDX edit to seeing it in Chromium; and from the last build the HTML
 * count, a doc page's first-load weight and the search index sizes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { measureDevEdits } from './dev-edit.mjs';
import { drawFirstPage, freePort, startDevServer } from './dev-server.mjs';
import { summarizeEdits } from './edit-stamps.mjs';
import { writePackageJson } from './frameworks.mjs';
import { measureProcess } from './measure-process.mjs';
import { changedFiles, countHtml, diskBytes, fileDigests, searchIndexSizes } from './output-files.mjs';
import { pageWeight } from './page-weight.mjs';
import { summarize } from './stats.mjs';

/**
 * @typedef {import('./frameworks.mjs').Framework} Framework
 * @typedef {import('./stats.mjs').Summary} Summary
 * @typedef {{ out: number, work: number }} DiskFigures
 *   bytes on disk of the output folder and of the framework's caches and staging folders (`workDirs`), the most any build left
 * @typedef {{ wall: Summary, cpu: Summary, rss: Summary, rssLargest: Summary } | undefined} BuildFigures
 * @typedef {{
 *   framework: string, version: string, pages: number, siteDir: string, errors: string[],
 *   cold: BuildFigures, warm: BuildFigures, edit: BuildFigures, devFirstPage: Summary | undefined, devFirstDrawn: Summary | undefined,
 *   editChanges: string[][], editChangedFiles: number | undefined, editChangedChunks: number | undefined,
 *   load?: { lighthouse?: Record<string, any>, blocking?: import('./throttled-load.mjs').BlockingSummary },
 *   devEdit: import('./edit-stamps.mjs').EditSummary | undefined,
 *   htmlFiles: number | undefined, typicalPage: string, disk: DiskFigures | undefined,
 *   firstLoad: import('./page-weight.mjs').PageWeight | undefined,
 *   searchIndex: ReturnType<typeof searchIndexSizes> | undefined,
 * }} SiteFigures
 */

const BUILD_TIMEOUT_MS = 45 * 60_000;
const DEV_TIMEOUT_MS = 3 * 60_000;
/** Edits per dev server start, and how long one may take to show up before it counts as missed. */
const DEV_EDITS = 5;
const DEV_EDIT_TIMEOUT_MS = 20_000;

const tail = (text, lines) => text.trim().split('\n').slice(-lines).join('\n');

/** Fresh site folder: the generated docs, a package.json and the framework's config. */
export function prepareSite(framework, pages, treeDir, manifest) {
  const siteDir = framework.siteDir(pages);
  fs.rmSync(siteDir, { recursive: true, force: true });
  fs.mkdirSync(siteDir, { recursive: true });
  framework.copyDocs(path.join(treeDir, 'docs'), siteDir);
  writePackageJson(siteDir);
  framework.writeConfig(siteDir, manifest);
  return siteDir;
}

function summarizeBuilds(list) {
  if (!list.length) return undefined;
  return {
    wall: summarize(list.map((r) => r.wallMs / 1000)),
    cpu: summarize(list.map((r) => r.cpuMs / 1000)),
    rss: summarize(list.map((r) => r.treeRssMb)),
    rssLargest: summarize(list.map((r) => r.maxRssMb)),
  };
}

/** Appends a paragraph to one page, returns a function that puts the original back. */
function editPage(file, run) {
  const original = fs.readFileSync(file);
  fs.appendFileSync(file, `\nEdited for benchmark run ${run}: the worker drains the queue again.\n`);
  return () => fs.writeFileSync(file, original);
}

/**
 * One build of the site, timed: `failure` (the exit code and the output's last lines) when it did not succeed.
 * @returns {Promise<{ result: Awaited<ReturnType<typeof measureProcess>>, failure?: string }>}
 */
async function timedBuild(framework, siteDir) {
  const { cmd, args, env } = framework.build(siteDir);
  const result = await measureProcess(cmd, args, { cwd: siteDir, timeoutMs: BUILD_TIMEOUT_MS, env: { NODE_ENV: 'production', ...env } });
  return result.code === 0 ? { result } : { result, failure: `exited with ${result.code}:\n${tail(result.output, 25)}` };
}

/** A build after one page is edited, the page put back after it, with the files of the output the build changed. */
async function editedBuild(framework, siteDir, typicalPage, run) {
  const outDir = framework.outDir(siteDir);
  const before = fileDigests(outDir);
  const restore = editPage(framework.sourceFile(siteDir, 'en', typicalPage), run);
  let built;
  try {
    built = await timedBuild(framework, siteDir);
  } finally {
    restore();
  }
  return { ...built, changes: built.failure ? [] : changedFiles(before, fileDigests(outDir, before)) };
}

/**
 * @param {Framework} framework
 * @param {{ pages: number, runs: number, siteDir: string, version: string, typicalPage: string, dev: boolean, devEdits: boolean, edit: boolean, warm?: boolean, log: (s: string) => void }} options
 *   `devEdits`: after the first page, time MDX edits in Chromium on the same server
 * @returns {Promise<SiteFigures>}
 */
export async function measureSite(framework, options) {
  const { siteDir, log } = options;
  const errors = [];
  const builds = { cold: [], warm: [], edit: [] };
  /** Keeps a build's figures, or its failure; whether it succeeded. */
  const record = (kind, run, { result, failure }) => {
    if (failure) {
      errors.push(`${kind} build ${run} ${failure}`);
      log(`    ${kind} build ${run}: FAILED (exit ${result.code})`);
      return false;
    }
    builds[kind].push(result);
    log(
      `    ${kind} build ${run}: ${(result.wallMs / 1000).toFixed(1)} s wall, ${(result.cpuMs / 1000).toFixed(1)} s CPU, ${result.treeRssMb.toFixed(0)} MB`,
    );
    return true;
  };
  const build = async (kind, run) => record(kind, run, await timedBuild(framework, siteDir));
  const pageFile = framework.sourceFile(siteDir, 'en', options.typicalPage);
  const outDir = framework.outDir(siteDir);
  /** Per edit build, the files of the output whose bytes it changed (`changedFiles`). */
  const editChanges = [];
  /** @type {DiskFigures | undefined} */
  let disk;
  const weighDisk = () => {
    const out = diskBytes(outDir);
    const work = (framework.workDirs?.(siteDir) ?? []).reduce((sum, dir) => sum + diskBytes(dir), 0);
    disk = { out: Math.max(out, disk?.out ?? 0), work: Math.max(work, disk?.work ?? 0) };
  };
  for (let run = 1; run <= options.runs; run++) {
    for (const dir of framework.cacheDirs(siteDir)) fs.rmSync(dir, { recursive: true, force: true });
    if (!(await build('cold', run))) break;
    weighDisk();
    if (options.warm !== false && !(await build('warm', run))) break;
    if (options.edit) {
      const edited = await editedBuild(framework, siteDir, options.typicalPage, run);
      if (!record('edit', run, edited)) break;
      const { changes } = edited;
      weighDisk();
      editChanges.push(changes);
      log(`    edit build ${run}: ${changes.length} files of the output changed`);
    }
  }

  const built = builds.cold.length > 0;
  const htmlFile = framework.htmlFile(outDir, options.typicalPage);
  const firstLoad = built && fs.existsSync(htmlFile) ? pageWeight(outDir, htmlFile) : undefined;
  if (built && !firstLoad) errors.push(`no HTML for the typical page at ${htmlFile}`);
  if (firstLoad?.missing.length) errors.push(`first-load files not found in the output: ${firstLoad.missing.join(', ')}`);

  const devRuns = [];
  const drawnRuns = [];
  /** @type {import('./edit-stamps.mjs').EditStamp[]} */
  const editStamps = [];
  if (options.dev) {
    for (let run = 1; run <= options.runs; run++) {
      const port = await freePort();
      const url = framework.devPath(`/${options.typicalPage}`);
      // The reader's browser is open before the server starts: launched first, so its launch is no part of the figure.
      const browser = options.devEdits ? await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }) : undefined;
      const tab = await browser?.newPage();
      const server = await startDevServer(framework.dev(siteDir, port), { cwd: siteDir, port, path: url, timeoutMs: DEV_TIMEOUT_MS });
      try {
        if (Number.isNaN(server.ms)) errors.push(`dev server ${run} never answered ${url} (port ${port}) with 200:\n${tail(server.output(), 15)}`);
        else devRuns.push(server.ms / 1000);
        log(`    dev server ${run}: ${Number.isNaN(server.ms) ? 'no answer' : `${(server.ms / 1000).toFixed(1)} s to the first page`}`);
        if (tab && server.url) {
          try {
            const drawn = await drawFirstPage(tab, server, `(${framework.devReady}) && !!document.querySelector('h1')`, DEV_TIMEOUT_MS);
            drawnRuns.push(drawn / 1000);
            log(`    dev server ${run}: first page drawn ${(drawn / 1000).toFixed(1)} s after the spawn`);
          } catch (error) {
            errors.push(`dev server ${run}: the first page was not drawn: ${String(error).split('\n')[0]}\n${tail(server.output(), 15)}`);
          } finally {
            await tab.close();
          }
        }
        if (options.devEdits && server.url) {
          try {
            const stamps = await measureDevEdits({
              url: server.url,
              file: pageFile,
              ready: framework.devReady,
              edits: DEV_EDITS,
              timeoutMs: DEV_EDIT_TIMEOUT_MS,
              log,
              browser,
            });
            editStamps.push(...stamps);
            const one = summarizeEdits(stamps);
            log(
              `    dev server ${run}: MDX edit visible in ${stamps.map((s) => (s.visibleAt === undefined ? '–' : `${s.visibleAt - s.writtenAt}${s.reloaded ? ' (reload)' : ''}`)).join(', ')} ms${one.missed ? `, ${one.missed} missed` : ''}`,
            );
            if (one.missed)
              errors.push(`dev server ${run}: ${one.missed} of ${one.edits} MDX edits never showed up in the page:\n${tail(server.output(), 15)}`);
          } catch (error) {
            errors.push(`dev server ${run}: MDX edit measurement failed: ${String(error).split('\n')[0]}\n${tail(server.output(), 15)}`);
          }
        }
      } finally {
        await browser?.close();
        await server.stop();
      }
    }
  }

  return {
    framework: framework.name,
    version: options.version,
    pages: options.pages,
    siteDir,
    errors,
    cold: summarizeBuilds(builds.cold),
    warm: summarizeBuilds(builds.warm),
    edit: summarizeBuilds(builds.edit),
    editChanges,
    // The largest count over the runs: the figure that must not grow with the site.
    editChangedFiles: editChanges.length ? Math.max(...editChanges.map((c) => c.length)) : undefined,
    // Of those, the search index's posting chunks: one per group of words the edit touched, so their count follows the edit, not the site.
    editChangedChunks: editChanges.length ? Math.max(...editChanges.map((c) => c.filter(isPostingChunk).length)) : undefined,
    devFirstPage: summarize(devRuns),
    devFirstDrawn: summarize(drawnRuns),
    devEdit: editStamps.length ? summarizeEdits(editStamps) : undefined,
    htmlFiles: built ? countHtml(outDir) : undefined,
    disk,
    typicalPage: `/${options.typicalPage}`,
    firstLoad,
    searchIndex: built ? searchIndexSizes(outDir, framework.searchIndexLang) : undefined,
  };
}

/** A posting chunk of the split search index (`static/search/<space>/t.<hash>.json`). */
function isPostingChunk(file) {
  return /(^|[\s/])static\/search\/.+\/t\.[0-9a-f]+\.json$/.test(file);
}

/**
 * Quire's one-page edit again with its sidebars generated from the folders, as the issue states its tree: the config
 * without sidebars, a build that settles the site on it (every page's sidebar changes), then one page edited.
 * @param {Framework} framework one with `writeConfigWithFolderSidebars`
 * @param {{ siteDir: string, typicalPage: string, log: (s: string) => void }} options
 * @returns {Promise<{ wall?: number, cpu?: number, changedFiles?: number, errors: string[] }>}
 */
export async function measureFolderSidebarsEdit(framework, { siteDir, typicalPage, log }) {
  if (!framework.writeConfigWithFolderSidebars) throw new Error(`${framework.name} has no config with sidebars from folders`);
  framework.writeConfigWithFolderSidebars(siteDir);
  const settling = await timedBuild(framework, siteDir);
  if (settling.failure) return { errors: [`settling build, sidebars from folders, ${settling.failure}`] };
  const edit = await editedBuild(framework, siteDir, typicalPage, 1);
  if (edit.failure) return { errors: [`edit build, sidebars from folders, ${edit.failure}`] };
  const { wallMs, cpuMs } = edit.result;
  log(
    `    edit build, sidebars from folders: ${(wallMs / 1000).toFixed(1)} s wall, ${(cpuMs / 1000).toFixed(1)} s CPU, ${edit.changes.length} files changed`,
  );
  return { wall: wallMs / 1000, cpu: cpuMs / 1000, changedFiles: edit.changes.length, errors: [] };
}
