/**
 * Runs one command and measures it: wall time, CPU time (user + sys of the command and every
 * child it waited for, from GNU time) and peak memory two ways — the largest single process
 * (GNU time's max RSS) and the whole process tree (the sum of RSS over the tree, sampled from
 * /proc every 100 ms), because a framework that forks workers would otherwise look smaller.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * @typedef {{ wallMs: number, cpuMs: number, maxRssMb: number, treeRssMb: number, code: number, output: string }} ProcessFigures
 */

const PAGE_KB = 4;

/** RSS in MB of `root` and all its descendants, from /proc. */
function treeRssMb(root) {
  const children = new Map();
  const rss = new Map();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name may hold spaces; fields after it are fixed.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      const pages = Number(fields[21]);
      rss.set(Number(name), pages * PAGE_KB);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(name));
    } catch {
      // The process ended between listing and reading.
    }
  }
  let total = 0;
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop();
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total / 1024;
}

/**
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd: string, env?: NodeJS.ProcessEnv, timeoutMs?: number }} options
 * @returns {Promise<ProcessFigures>}
 */
export function measureProcess(command, args, options) {
  const report = path.join(os.tmpdir(), `bench-time-${process.pid}-${Date.now()}.txt`);
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn('/usr/bin/time', ['-f', '%U %S %M', '-o', report, command, ...args], {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    const keep = (chunk) => {
      output = (output + chunk).slice(-20_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    let peakTree = 0;
    const sampler = setInterval(() => {
      peakTree = Math.max(peakTree, treeRssMb(child.pid));
    }, 100);
    const timer = options.timeoutMs
      ? setTimeout(() => {
          output += `\n[bench] killed after ${options.timeoutMs} ms`;
          process.kill(-child.pid, 'SIGKILL');
        }, options.timeoutMs)
      : undefined;
    child.on('close', (code) => {
      const wallMs = performance.now() - started;
      clearInterval(sampler);
      clearTimeout(timer);
      let cpuMs = Number.NaN;
      let maxRssMb = Number.NaN;
      try {
        const last = fs.readFileSync(report, 'utf8').trim().split('\n').pop() ?? '';
        const [user, sys, rssKb] = last.split(' ').map(Number);
        cpuMs = (user + sys) * 1000;
        maxRssMb = rssKb / 1024;
      } catch {
        // GNU time wrote nothing: the figures stay NaN and the report says missing.
      }
      fs.rmSync(report, { force: true });
      resolve({ wallMs, cpuMs, maxRssMb, treeRssMb: Math.max(peakTree, maxRssMb || 0), code: code ?? 1, output });
    });
  });
}
