#!/usr/bin/env node
/**
 * What a `.cpuprofile` (from `node --cpu-prof`) spent its time on, in a window of it: the functions by self time and by
 * total time (a function counted once per sample however often it is on the stack), and the busy milliseconds per
 * slice of the window, so the steps of a dev server's start can be told apart.
 *
 *   node scripts/bench/cpu-profile-top.mjs <file.cpuprofile> [--from ms] [--to ms] [--top 30] [--slice 250] [--match text]
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    from: { type: 'string', default: '0' },
    to: { type: 'string', default: 'Infinity' },
    top: { type: 'string', default: '30' },
    slice: { type: 'string', default: '250' },
    match: { type: 'string' },
  },
});
const profile = JSON.parse(fs.readFileSync(positionals[0], 'utf8'));
const from = Number(values.from);
const to = Number(values.to);
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

const label = (n) => {
  const { functionName, url, lineNumber } = n.callFrame;
  const file = url.replace(/^file:\/\//, '').replace(/.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, '');
  return `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
};
const IDLE = new Set(['(idle)', '(program)', '(garbage collector)']);

const self = new Map();
const total = new Map();
const slices = new Map();
let t = 0;
let busy = 0;
for (let i = 0; i < profile.samples.length; i++) {
  t += profile.timeDeltas[i];
  const ms = t / 1000;
  const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
  if (ms < from || ms > to) continue;
  const node = byId.get(profile.samples[i]);
  const name = node.callFrame.functionName;
  if (name === '(idle)') continue;
  const stack = [];
  for (let id = node.id; id !== undefined; id = parent.get(id)) stack.push(byId.get(id));
  if (values.match && !stack.some((n) => label(n).includes(values.match))) continue;
  busy += dt;
  const slice = Math.floor(ms / Number(values.slice)) * Number(values.slice);
  slices.set(slice, (slices.get(slice) ?? 0) + dt);
  self.set(label(node), (self.get(label(node)) ?? 0) + dt);
  const seen = new Set();
  for (const n of stack) {
    const l = label(n);
    if (seen.has(l) || IDLE.has(n.callFrame.functionName) || n.callFrame.functionName === '(root)') continue;
    seen.add(l);
    total.set(l, (total.get(l) ?? 0) + dt);
  }
}
const top = (map) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(values.top))
    .map(([l, ms]) => `${ms.toFixed(0).padStart(7)} ms  ${l}`)
    .join('\n');
console.log(`busy ${busy.toFixed(0)} ms in ${from}–${to === Infinity ? 'end' : to} ms\n\nby slice:`);
console.log([...slices].map(([s, ms]) => `${String(s).padStart(6)}: ${ms.toFixed(0)}`).join('\n'));
console.log(`\nself:\n${top(self)}\n\ntotal:\n${top(total)}`);
