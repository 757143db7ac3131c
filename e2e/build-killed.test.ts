/**
 * `quire build` stopped at any moment: SIGKILL while compiling, bundling, rendering or swapping
 * leaves dist/ as the old or the new complete site (every file, byte for byte, of a reference
 * build of either), or no dist/ and the output set aside, which the next build or preview makes
 * one of them; the next build succeeds and leaves nothing behind. Ctrl-C (SIGINT) or
 * SIGTERM removes the build's own folders, leaves dist/ as it was and exits non-zero. `quire
 * preview` of an output a killed build left half-swapped puts it back. (The swap itself is too
 * short to hit from here: `tests/core/swap-dist.test.ts` takes each state it can leave.)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUIRE_BIN, runQuire } from './quire-cli';

const root = path.resolve(import.meta.dirname, '..');
const workDir = path.join(root, 'e2e/.tmp', `killed-${process.pid}`);
const dist = path.join(workDir, 'dist');
const temp = path.join(workDir, '.quire');
/** A copy of the old site's output, put back as dist/ before each stopped build. */
const oldDist = path.join(root, 'e2e/.tmp', `killed-${process.pid}-old-dist`);

type Snapshot = Record<string, string>;

/** Every file of the folder, by relative path, with the sha1 of its content. */
function snapshot(dir: string): Snapshot {
  const files: Snapshot = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, full)] = createHash('sha1').update(fs.readFileSync(full)).digest('hex');
  }
  return files;
}

/** What a stopped build may leave beside dist/ and in .quire/ (its caches' temporary files too). */
function leftovers(): string[] {
  const names = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);
  return [
    ...names(workDir).filter((n) => n.startsWith('dist.')),
    ...names(temp).filter((n) => /^(stage|ssr|module-ids|search|watch|apply)-/.test(n)),
    ...names(path.join(temp, 'cache')).filter((n) => n.endsWith('.tmp')),
  ];
}

interface RunningBuild {
  child: ChildProcess;
  output: () => string;
  /** Resolves once the build has printed `text`. */
  printed: (text: string) => Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function startBuild(): RunningBuild {
  const child = spawn(process.execPath, [QUIRE_BIN, 'build'], { cwd: workDir, env: { ...process.env, NO_COLOR: '1' } });
  let output = '';
  const waiting: Array<{ text: string; resolve: () => void }> = [];
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const wait of waiting.filter((w) => output.includes(w.text))) wait.resolve();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('close', (code, signal) => resolve({ code, signal })),
  );
  const printed = (text: string) =>
    new Promise<void>((resolve, reject) => {
      if (output.includes(text)) return resolve();
      waiting.push({ text, resolve });
      void exited.then(() => reject(new Error(`the build ended without printing "${text}":\n${output}`)));
    });
  return { child, output: () => output, printed, exited };
}

/** Waits until no process runs in the project folder (a killed build's bundler child ends on its own). */
async function noProcessLeft(): Promise<void> {
  const inWorkDir = () =>
    fs.readdirSync('/proc').some((pid) => {
      try {
        return /^\d+$/.test(pid) && fs.readlinkSync(`/proc/${pid}/cwd`) === workDir;
      } catch {
        return false;
      }
    });
  for (let i = 0; i < 100 && inWorkDir(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(inWorkDir(), 'a process of the killed build still runs').toBe(false);
}

/**
 * The old site as dist/, and no last bundle: the build bundles (the other caches stay, so a kill
 * may also land while they, and Rspack's, are being written).
 */
function resetToOldSite(): void {
  fs.rmSync(dist, { recursive: true, force: true });
  fs.cpSync(oldDist, dist, { recursive: true });
  fs.rmSync(path.join(temp, 'cache/bundle'), { recursive: true, force: true });
}

let oldSite: Snapshot;
let newSite: Snapshot;

beforeAll(() => {
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.cpSync(path.join(root, 'e2e/fixtures/basic'), workDir, { recursive: true });
  const first = runQuire(workDir, 'build');
  expect(first.status, first.output).toBe(0);
  oldSite = snapshot(dist);
  fs.rmSync(oldDist, { recursive: true, force: true });
  fs.cpSync(dist, oldDist, { recursive: true });
  // The new site: an edited page and a new one.
  fs.appendFileSync(path.join(workDir, 'docs/en/guide/a.mdx'), '\nA paragraph added after the first build.\n');
  fs.writeFileSync(path.join(workDir, 'docs/en/guide/b.mdx'), '# Page B\n\nNew in the second build.\n');
  const second = runQuire(workDir, 'build');
  expect(second.status, second.output).toBe(0);
  newSite = snapshot(dist);
  expect(Object.keys(newSite)).toContain('guide/b.html');
  expect(oldSite['guide/a.html']).not.toBe(newSite['guide/a.html']);
});
afterAll(() => {
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.rmSync(oldDist, { recursive: true, force: true });
});

/** Runs `quire preview` until it serves (it first repairs what a stopped build left); what it printed. */
async function previewOnce(): Promise<string> {
  const preview = spawn(process.execPath, [QUIRE_BIN, 'preview', '--port', '0'], { cwd: workDir, env: { ...process.env, NO_COLOR: '1' } });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Serving')) resolve();
    };
    preview.stdout.on('data', onData);
    preview.stderr.on('data', onData);
    preview.on('close', () => reject(new Error(`preview ended:\n${output}`)));
  });
  preview.kill();
  await new Promise((resolve) => preview.on('close', resolve));
  return output;
}

/**
 * The site a killed build left at dist/, or aside with no dist/: the output it had renamed aside
 * to swap in a new one (the next build puts it back), or the output it was updating in place,
 * which the next build or preview finishes.
 */
async function siteLeftBy(pid: number | undefined): Promise<Snapshot> {
  if (fs.existsSync(dist)) return snapshot(dist);
  if (fs.existsSync(`${dist}.old-${pid}`)) return snapshot(`${dist}.old-${pid}`);
  expect(fs.existsSync(`${dist}.updating-${pid}`), 'no dist/, and nothing aside').toBe(true);
  expect(await previewOnce()).toContain('dist/ was being updated when a build was stopped; the update was finished');
  return snapshot(dist);
}

describe('builds killed with SIGKILL', () => {
  it('each leave the old or the new site; the next build repairs and cleans up', { timeout: 180_000 }, async () => {
    // What each build printed just before the step it is killed in; each next build first
    // cleans up after the one killed before it.
    const moments = ['✓ scan content', '✓ check translations', '✓ bundle', 'CSP for every inline script', 'a random moment'];
    for (const moment of moments) {
      resetToOldSite();
      const build = startBuild();
      const delay = Math.round(Math.random() * 3000);
      if (moment === 'a random moment') await new Promise((resolve) => setTimeout(resolve, delay));
      else await build.printed(moment);
      build.child.kill('SIGKILL');
      const { signal } = await build.exited;
      await noProcessLeft();
      const killed = moment === 'a random moment' ? `${delay} ms after the start (${signal ?? 'it had finished'})` : `after "${moment}"`;
      expect([oldSite, newSite], `killed ${killed}`).toContainEqual(await siteLeftBy(build.child.pid));
    }
    const next = runQuire(workDir, 'build');
    expect(next.status, next.output).toBe(0);
    expect(snapshot(dist)).toEqual(newSite);
    expect(leftovers()).toEqual([]);
  });
});

describe('a build stopped with Ctrl-C or SIGTERM', () => {
  // Signalled once the bundler has begun writing the named folder.
  it.each([
    ['SIGINT', 130, 'stage'],
    ['SIGTERM', 143, 'ssr'],
  ] as const)('%s removes its own folders, leaves dist/ as it was and exits %i', async (signal, status, folder) => {
    resetToOldSite();
    const distInode = fs.statSync(dist).ino;
    const build = startBuild();
    const made = path.join(temp, `${folder}-${build.child.pid}`);
    while (!fs.existsSync(made)) await new Promise((resolve) => setTimeout(resolve, 10));
    build.child.kill(signal);
    const exit = await build.exited;
    expect(exit.code, build.output()).toBe(status);
    expect(build.output()).toContain(`build stopped by ${signal}`);
    expect(build.output()).not.toContain('Built ');
    await noProcessLeft();
    expect(fs.statSync(dist).ino).toBe(distInode);
    expect(snapshot(dist)).toEqual(oldSite);
    expect(leftovers()).toEqual([]);
  });
});

describe('quire preview after a build killed between its two renames', () => {
  it('puts the old output back, says so and serves it', async () => {
    const before = snapshot(dist);
    // The state a build killed between renaming dist/ aside and renaming its stage in leaves.
    const pid = 2 ** 22 + 1; // above Linux's largest process id: no process has it
    fs.renameSync(dist, `${dist}.old-${pid}`);
    fs.cpSync(path.join(workDir, `dist.old-${pid}`), path.join(temp, `stage-${pid}`), { recursive: true });
    const output = await previewOnce();
    expect(output).toContain(`dist/ was missing: a build was stopped while replacing it; the output before it was put back (from dist.old-${pid})`);
    expect(snapshot(dist)).toEqual(before);
    expect(leftovers()).toEqual([]);
  });
});
