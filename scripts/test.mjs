#!/usr/bin/env node
// The one test command: format, lint and type checks, unit and component tests, content checks, then browser tests
// against the built site. Prints a closing "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
let passed = 0;
let failed = 0;

function run(label, command, args) {
  console.log(`\n── ${label} ──`);
  const report = path.join(root, 'node_modules/.cache', `vitest-${label.replace(/\W+/g, '-')}.json`);
  const isVitest = command === 'vitest';
  fs.mkdirSync(path.dirname(report), { recursive: true });
  const finalArgs = isVitest ? ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`] : args;
  const bin = isVitest ? path.join(root, 'node_modules/.bin/vitest') : command;
  const started = Date.now();
  const result = spawnSync(bin, finalArgs, { cwd: root, stdio: 'inherit' });
  console.log(`── ${label}: ${((Date.now() - started) / 1000).toFixed(0)} s ──`);
  if (isVitest && fs.existsSync(report)) {
    const json = JSON.parse(fs.readFileSync(report, 'utf8'));
    passed += json.numPassedTests;
    failed += json.numFailedTests;
    if (result.status !== 0 && json.numFailedTests === 0) failed += 1; // a suite that failed to load
  } else if (result.status === 0) passed += 1;
  else failed += 1;
  return result.status === 0;
}

run('format and lint (Biome, import cycles)', 'pnpm', ['run', '--silent', 'lint']);
run('type-check (every TypeScript file)', 'pnpm', ['run', '--silent', 'typecheck']);
run('unit and component tests', 'vitest', ['--project', 'unit']);
if (pkg.scripts['check:examples']) run('config examples type-check', 'pnpm', ['run', '--silent', 'check:examples']);
if (pkg.scripts['check:defaults']) run('stated defaults and version notes', 'pnpm', ['run', '--silent', 'check:defaults']);
if (run('chromium', process.execPath, [path.join(root, 'scripts/ensure-chromium.mjs')])) {
  run('benchmark (N=20)', 'pnpm', ['run', '--silent', 'bench', '--ci']);
  run('browser tests', 'vitest', ['--project', 'e2e']);
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
