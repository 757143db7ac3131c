#!/usr/bin/env node
// The one test command: format, lint and type checks, unit and component tests, content checks, then browser tests
// against the built site. Prints a closing "N passed, N failed" line.
//
// The browser tests wait on Chromium, builds and installs for much of their time, so the checks that need no browser
// of their own (type-check, config examples, stated defaults, the small benchmark) run beside them, their output held
// and printed once they end; the unit tests keep both cores to themselves.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
let passed = 0;
let failed = 0;

/** The command line of a step: Vitest with a JSON report to count its tests, anything else as given. */
function commandOf(label, command, args) {
  if (command !== 'vitest') return { bin: command, args, report: undefined };
  const report = path.join(root, 'node_modules/.cache', `vitest-${label.replace(/\W+/g, '-')}.json`);
  fs.mkdirSync(path.dirname(report), { recursive: true });
  const bin = path.join(root, 'node_modules/.bin/vitest');
  return { bin, args: ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], report };
}

/** Counts a step's tests (a Vitest run) or the step itself as one. */
function count(status, report) {
  if (report && fs.existsSync(report)) {
    const json = JSON.parse(fs.readFileSync(report, 'utf8'));
    passed += json.numPassedTests;
    failed += json.numFailedTests;
    if (status !== 0 && json.numFailedTests === 0) failed += 1; // a suite that failed to load
  } else if (status === 0) passed += 1;
  else failed += 1;
}

const seconds = (started) => ((Date.now() - started) / 1000).toFixed(0);

/** Resolves with a command's exit status (1 when it could not start); the steps held meanwhile go on, as this process waits on none. */
function exitOf(child) {
  return new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('close', (status) => resolve(status ?? 1));
  });
}

/** Runs a step with its output shown as it comes; resolves with whether it passed. */
async function run(label, command, args) {
  console.log(`\n── ${label} ──`);
  const { bin, args: finalArgs, report } = commandOf(label, command, args);
  const started = Date.now();
  const status = await exitOf(spawn(bin, finalArgs, { cwd: root, stdio: 'inherit' }));
  console.log(`── ${label}: ${seconds(started)} s ──`);
  count(status, report);
  return status === 0;
}

/** Runs a step with its output held; resolves with the step's section of the log once it has ended. */
function runHeld(label, command, args) {
  const { bin, args: finalArgs, report } = commandOf(label, command, args);
  const started = Date.now();
  const chunks = [];
  const child = spawn(bin, finalArgs, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (d) => chunks.push(d));
  child.stderr.on('data', (d) => chunks.push(d));
  child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
  return exitOf(child).then((status) => {
    count(status, report);
    return `\n── ${label} (beside the browser tests) ──\n${Buffer.concat(chunks).toString()}── ${label}: ${seconds(started)} s ──`;
  });
}

/** Steps one after another, each held; resolves with their sections in order. */
async function runHeldInTurn(steps) {
  const sections = [];
  for (const [label, command, args] of steps) sections.push(await runHeld(label, command, args));
  return sections;
}

await run('format and lint (Biome, import cycles)', 'pnpm', ['run', '--silent', 'lint']);
await run('unit and component tests', 'vitest', ['--project', 'unit']);
const beside = [['type-check (every TypeScript file)', 'pnpm', ['run', '--silent', 'typecheck']]];
if (pkg.scripts['check:examples']) beside.push(['config examples type-check', 'pnpm', ['run', '--silent', 'check:examples']]);
if (pkg.scripts['check:defaults']) beside.push(['stated defaults and version notes', 'pnpm', ['run', '--silent', 'check:defaults']]);
if (await run('chromium', process.execPath, [path.join(root, 'scripts/ensure-chromium.mjs')])) {
  beside.push(['benchmark (N=20)', 'pnpm', ['run', '--silent', 'bench', '--ci']]);
  const held = runHeldInTurn(beside);
  await run('browser tests', 'vitest', ['--project', 'e2e']);
  for (const section of await held) console.log(section);
} else for (const section of await runHeldInTurn(beside)) console.log(section);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
