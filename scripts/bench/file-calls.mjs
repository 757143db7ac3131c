#!/usr/bin/env node
/**
 * What one small file's write (then stat) and read cost this process, made on the calling thread
 * or through libuv's thread pool (one at a time, or several in flight), as a build's output
 * writer, render thread and record packs make them. Prints wall and process CPU per mode.
 *
 *   node scripts/bench/file-calls.mjs [--files 8000] [--bytes 8000] [--dir /tmp/quire-file-calls] [--runs 2]
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    files: { type: 'string', default: '8000' },
    bytes: { type: 'string', default: '8000' },
    dir: { type: 'string', default: '/tmp/quire-file-calls' },
    runs: { type: 'string', default: '2' },
  },
});
const count = Number(values.files);
const bytes = Buffer.alloc(Number(values.bytes), 97);
const fileOf = (dir, i) => path.join(dir, 'static/js', `page-${i}.0123456789.js`);

/** Runs `one` for every file: on this thread in a loop, awaited one at a time, or `inFlight` at once. */
async function each(mode, one) {
  if (mode === 'serial' || mode === 'sync') {
    for (let i = 0; i < count; i++) await one(i);
    return;
  }
  let next = 0;
  const inFlight = Number(mode.replace('pool-', ''));
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < count) await one(next++);
    }),
  );
}

const writers = {
  sync: (dir) => (i) => {
    fs.writeFileSync(fileOf(dir, i), bytes);
    fs.statSync(fileOf(dir, i));
  },
  pool: (dir) => async (i) => {
    await fsp.writeFile(fileOf(dir, i), bytes);
    await fsp.stat(fileOf(dir, i));
  },
};
const readers = {
  sync: (dir) => (i) => fs.readFileSync(fileOf(dir, i), 'utf8'),
  pool: (dir) => (i) => fsp.readFile(fileOf(dir, i), 'utf8'),
};

async function measure(label, run) {
  const cpu = process.cpuUsage();
  const start = performance.now();
  await run();
  const used = process.cpuUsage(cpu);
  console.log(
    `${label.padEnd(24)} wall ${String(Math.round(performance.now() - start)).padStart(6)} ms   CPU ${String(Math.round((used.user + used.system) / 1000)).padStart(6)} ms`,
  );
}

const modes = ['sync', 'serial', 'pool-4', 'pool-16'];
for (let run = 1; run <= Number(values.runs); run++) {
  for (const mode of modes) {
    const dir = path.join(values.dir, mode);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(path.join(dir, 'static/js'), { recursive: true });
    const calls = mode === 'sync' ? 'sync' : 'pool';
    await measure(`write+stat ${mode}`, () => each(mode, writers[calls](dir)));
    await measure(`read ${mode}`, () => each(mode, readers[calls](dir)));
  }
}
fs.rmSync(values.dir, { recursive: true, force: true });
