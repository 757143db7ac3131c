#!/usr/bin/env node
/**
 * One cold `quire dev` start under `node --cpu-prof`, on the tree `dev-first-page.mjs` generated: the page's HTML, the
 * page drawn in Chromium, then `--edits` edits timed as `dev-edit.mjs` does, then Ctrl-C so the server writes its
 * profile (`--out`, a `.cpuprofile` for Chrome's DevTools or `node scripts/bench/cpu-profile-top.mjs`). `--verbose`
 * lines of the server are printed with the milliseconds since the spawn.
 *
 * `--warm` keeps `.quire/` (the compile cache) from the last start; `--wait` waits that many ms before the edits.
 * The first load's requests are printed as the browser timed them (`requestWaterfall`), from the HTML's last byte, so
 * what the page waited on reads apart from the machine's load.
 *
 *   node scripts/bench/dev-profile.mjs --pages 10000 --edits 1 --out /tmp/dev-prof [--bin packages/core/bin/quire.mjs] [--warm] [--wait 20000]
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { measureDevEdits } from './dev-edit.mjs';
import { freePort, requestWaterfall } from './dev-server.mjs';
import { FRAMEWORK_ADAPTERS } from './frameworks.mjs';
import { typicalPage } from './gen-docs.mjs';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '200' },
    bin: { type: 'string', default: path.resolve(import.meta.dirname, '../../packages/core/bin/quire.mjs') },
    edits: { type: 'string', default: '1' },
    out: { type: 'string', default: path.join(os.tmpdir(), 'quire-dev-profile') },
    dir: { type: 'string', default: path.join(os.tmpdir(), 'quire-dev-first-page') },
    warm: { type: 'boolean', default: false },
    wait: { type: 'string', default: '0' },
  },
});
const siteDir = path.join(values.dir, `quire-${values.pages}`);
const bin = path.resolve(values.bin);
const manifest = JSON.parse(fs.readFileSync(path.join(values.dir, `tree-${values.pages}`, 'manifest.json'), 'utf8'));
const quire = FRAMEWORK_ADAPTERS.quire;
const page = typicalPage(manifest);
if (!values.warm) fs.rmSync(path.join(siteDir, '.quire'), { recursive: true, force: true });
fs.mkdirSync(values.out, { recursive: true });

const port = await freePort();
// Open before the spawn, as the reader's browser is: its launch is no part of the server's time.
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const tab = await browser.newPage();
const started = performance.now();
const stamp = () => `${Math.round(performance.now() - started)}`.padStart(6);
const child = spawn(
  process.execPath,
  ['--cpu-prof', `--cpu-prof-dir=${values.out}`, bin, 'dev', '--config', 'quire.config.mjs', '--port', String(port), '--verbose'],
  { cwd: siteDir, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, BROWSER: 'none' } },
);
for (const stream of [child.stdout, child.stderr]) {
  let rest = '';
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) console.log(`${stamp()} ms | ${line.slice(0, 200)}`);
  });
}
const exited = new Promise((resolve) => child.once('exit', resolve));

const url = `http://127.0.0.1:${port}/${page}`;
for (;;) {
  const status = await fetch(url, { headers: { accept: 'text/html' } }).then(
    (r) => r.status,
    () => 0,
  );
  if (status === 200) break;
  await new Promise((r) => setTimeout(r, 50));
}
console.log(`${stamp()} ms | bench: HTML answered`);
const navigated = stamp();
await tab.goto(url, { timeout: 600_000 });
await tab.waitForFunction(`${quire.devReady} && !!document.querySelector('h1')`, undefined, { timeout: 600_000, polling: 50 });
console.log(`${stamp()} ms | bench: page drawn (navigation at ${navigated.trim()} ms)`);
console.log(await requestWaterfall(tab));
await tab.close();
// The work over every page done (or further on) before the edits, to see an edit alone.
await new Promise((resolve) => setTimeout(resolve, Number(values.wait)));
if (Number(values.edits) > 0) {
  const stamps = await measureDevEdits({
    url,
    file: quire.sourceFile(siteDir, 'en', page),
    ready: quire.devReady,
    edits: Number(values.edits),
    timeoutMs: 10_000,
    log: console.log,
    browser,
  });
  console.log(
    `${stamp()} ms | bench: edits ${stamps.map((s) => (s.visibleAt === undefined ? 'missed' : Math.round(s.visibleAt - s.writtenAt))).join(' ')} ms`,
  );
  // Each edit on the lines' clock, to read the server's lines and the profile between its write and its showing.
  const spawnedAt = Date.now() - (performance.now() - started);
  for (const [i, s] of stamps.entries())
    console.log(
      `bench: edit ${i + 1} written at ${Math.round(s.writtenAt - spawnedAt)} ms, visible at ${s.visibleAt === undefined ? '–' : Math.round(s.visibleAt - spawnedAt)} ms`,
    );
}
await browser.close();
child.kill('SIGINT');
await exited;
console.log(`profile in ${values.out}`);
