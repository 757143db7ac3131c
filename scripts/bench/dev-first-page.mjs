#!/usr/bin/env node
/**
 * `quire dev` from a cold start to the typical page drawn in Chromium, on the bench's generated tree: `.quire/` is
 * removed before each start (no compile cache), Chromium is open before the spawn (the reader's browser), the page is
 * opened once the server answers its HTML, and the time is taken from the spawn to the app's ready mark with the
 * page's `<h1>` in it (`drawFirstPage`); then `--edits` edits are timed as `dev-edit.mjs` does, in the same browser.
 * Several `--bin` (a `quire.mjs` each, such as main's and a branch's) run in alternation, so each round compares them
 * under the same load.
 *
 *   node scripts/bench/dev-first-page.mjs --pages 10000 --runs 3 --bin packages/core/bin/quire.mjs [--bin other/quire.mjs] [--folder-sidebars]
 *
 * `--folder-sidebars`: the config has no sidebar, so Quire generates one per top-level folder from the pages' titles.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { drawFirstPage, freePort, startDevServer } from './dev-server.mjs';
import { measureDevEdits } from './dev-edit.mjs';
import { generateDocs, typicalPage } from './gen-docs.mjs';
import { FRAMEWORK_ADAPTERS, writePackageJson } from './frameworks.mjs';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '200' },
    runs: { type: 'string', default: '1' },
    bin: { type: 'string', multiple: true },
    edits: { type: 'string', default: '0' },
    'folder-sidebars': { type: 'boolean', default: false },
    dir: { type: 'string', default: path.join(os.tmpdir(), 'quire-dev-first-page') },
  },
});
const bins = (values.bin ?? [path.resolve(import.meta.dirname, '../../packages/core/bin/quire.mjs')]).map((b) => path.resolve(b));
const pages = Number(values.pages);
const quire = FRAMEWORK_ADAPTERS.quire;
const siteDir = path.join(values.dir, `quire-${pages}${values['folder-sidebars'] ? '-folder-sidebars' : ''}`);
const treeDir = path.join(values.dir, `tree-${pages}`);

if (!fs.existsSync(path.join(treeDir, 'manifest.json'))) generateDocs({ pages, outDir: treeDir });
const manifest = JSON.parse(fs.readFileSync(path.join(treeDir, 'manifest.json'), 'utf8'));
if (!fs.existsSync(path.join(siteDir, 'docs'))) {
  fs.mkdirSync(siteDir, { recursive: true });
  quire.copyDocs(path.join(treeDir, 'docs'), siteDir);
  if (values['folder-sidebars']) quire.writeConfigWithFolderSidebars(siteDir);
  else quire.writeConfig(siteDir, manifest);
  writePackageJson(siteDir);
}
const route = `/${typicalPage(manifest)}`;
const ready = `${quire.devReady} && !!document.querySelector('main h1, .quire-doc h1, h1')`;

async function firstPage(bin) {
  fs.rmSync(path.join(siteDir, '.quire'), { recursive: true, force: true });
  const port = await freePort();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const tab = await browser.newPage();
  const server = await startDevServer(
    { cmd: process.execPath, args: [bin, 'dev', '--config', 'quire.config.mjs', '--port', String(port)] },
    { cwd: siteDir, port, path: route, timeoutMs: 600_000 },
  );
  try {
    const drawn = await drawFirstPage(tab, server, ready, 600_000);
    await tab.close();
    const load = os.loadavg()[0].toFixed(1);
    console.log(`${bin}: HTML ${(server.ms / 1000).toFixed(2)} s, page drawn ${(drawn / 1000).toFixed(2)} s (load ${load})`);
    if (Number(values.edits) > 0) {
      const file = quire.sourceFile(siteDir, 'en', typicalPage(manifest));
      const stamps = await measureDevEdits({
        url: server.url,
        file,
        ready: quire.devReady,
        edits: Number(values.edits),
        timeoutMs: 10_000,
        log: console.log,
        browser,
      }).catch((error) => {
        console.log(`  edits not measured: ${String(error).split('\n')[0]}`);
        return [];
      });
      const ms = stamps.map((s) => (s.visibleAt === undefined ? 'missed' : Math.round(s.visibleAt - s.writtenAt)));
      if (ms.length) console.log(`  edits ${ms.join(' ')} ms`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

for (let run = 1; run <= Number(values.runs); run++) {
  console.log(`run ${run}`);
  for (const bin of bins) await firstPage(bin);
}
