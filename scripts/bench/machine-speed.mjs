#!/usr/bin/env node
/**
 * How fast the machine runs right now: a fixed piece of JavaScript of the kinds a build spends its time on (building
 * and parsing JSON, hashing, scanning text with regular expressions, sorting strings), timed in a process of its own.
 * Quire's code takes no part, so the figure stays comparable between runs of different days and versions: on a shared
 * machine one hour can run everything at half the speed of another, and a report's other figures move with it.
 *
 *   node scripts/bench/machine-speed.mjs    prints one run's milliseconds
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { summarize } from './stats.mjs';

/** Runs at each end of a bench: their median is the figure, their spread shows how steady the machine was. */
export const MACHINE_SPEED_RUNS = 3;

/** A page-like record: words from a fixed sequence, so every run does the same work. */
function record(i) {
  const words = Array.from({ length: 60 }, (_, j) => `w${(i * 31 + j * 17) % 997}`);
  return { id: i, title: `Page ${i}`, path: `/guide/section-${i % 40}/page-${i}`, text: words.join(' '), tags: words.slice(0, 5) };
}

/**
 * The fixed work, with a checksum of what it made (so none of it can be left out as unused): 20,000 records
 * serialized, parsed, hashed, scanned and sorted.
 */
export function referenceWork() {
  const records = Array.from({ length: 20_000 }, (_, i) => record(i));
  const parsed = JSON.parse(JSON.stringify(records));
  const hash = createHash('sha1');
  let matches = 0;
  for (const r of parsed) {
    hash.update(r.text);
    matches += r.text.match(/\bw[1-3]\d\b/g)?.length ?? 0;
  }
  const paths = parsed.map((r) => r.path).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return `${hash.digest('hex').slice(0, 12)}:${matches}:${paths[0]}:${paths.at(-1)}`;
}

/** Milliseconds `work` takes once, with what it returned. */
export function timed(work = referenceWork) {
  const started = performance.now();
  const checksum = work();
  return { ms: performance.now() - started, checksum };
}

const self = fileURLToPath(import.meta.url);

/** `runs` runs of the reference work, each in a new Node process (nothing warmed by the bench's own process), in ms. */
export function measureMachineSpeed(runs = MACHINE_SPEED_RUNS) {
  const times = Array.from({ length: runs }, () => Number(execFileSync(process.execPath, [self], { encoding: 'utf8' }).trim()));
  return summarize(times);
}

if (process.argv[1] === self) console.log(timed().ms.toFixed(1));
