import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { spawnSync } from 'node:child_process';
import { buildFolders, recoverStoppedBuilds } from '#core/pipeline/build-folders.ts';
import { replacedOutDir, swapDist } from '#core/pipeline/swap-dist.ts';

let root: string;
let outDir: string;
let stageDir: string;

async function tree(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const entry of await fs.readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    out[path.relative(dir, full).split(path.sep).join('/')] = await fs.readFile(full, 'utf8');
  }
  return out;
}

async function fill(dir: string, files: Record<string, string>): Promise<void> {
  for (const [file, text] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await fs.writeFile(path.join(dir, file), text);
  }
}

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-swap-'));
  outDir = path.join(root, 'dist');
  stageDir = path.join(root, '.quire', 'stage');
});
afterEach(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

describe('swapDist', () => {
  test('replaces the output folder with the staging folder, dropping stale files', async () => {
    await fill(outDir, { 'index.html': 'old', 'stale.html': 'stale', 'static/old.js': 'x' });
    await fill(stageDir, { 'index.html': 'new', 'guide/a.html': 'a' });
    swapDist(stageDir, outDir);
    expect(await tree(outDir)).toEqual({ 'index.html': 'new', 'guide/a.html': 'a' });
    await expect(fs.stat(stageDir)).rejects.toThrow();
    expect((await fs.readdir(root)).filter((n) => n.startsWith('dist'))).toEqual(['dist']);
  });

  test('works when there is no output folder yet', async () => {
    await fill(stageDir, { 'index.html': 'first' });
    swapDist(stageDir, outDir);
    expect(await tree(outDir)).toEqual({ 'index.html': 'first' });
  });

  test('when staging is missing, the old output stays and the error is thrown', async () => {
    await fill(outDir, { 'index.html': 'old', 'static/app.js': 'js' });
    expect(() => swapDist(path.join(root, 'missing'), outDir)).toThrow(/ENOENT/);
    expect(await tree(outDir)).toEqual({ 'index.html': 'old', 'static/app.js': 'js' });
    expect((await fs.readdir(root)).filter((n) => n.startsWith('dist'))).toEqual(['dist']);
  });

  test('when staging is missing and there was no output, nothing is created', async () => {
    expect(() => swapDist(path.join(root, 'missing'), outDir)).toThrow();
    await expect(fs.stat(outDir)).rejects.toThrow(/ENOENT/);
  });

  test('swapping twice in a row keeps only the latest output', async () => {
    await fill(outDir, { 'index.html': 'old' });
    await fill(stageDir, { 'index.html': 'new' });
    swapDist(stageDir, outDir);
    await fill(stageDir, { 'index.html': 'newer' });
    swapDist(stageDir, outDir);
    expect(await tree(outDir)).toEqual({ 'index.html': 'newer' });
  });
});

/** The id of a process that has exited: what a killed build's folders carry. */
function deadPid(): number {
  const { pid } = spawnSync(process.execPath, ['-e', '']);
  if (!pid) throw new Error('could not start a process');
  return pid;
}

const OLD_SITE = { 'index.html': 'old', 'guide/a.html': 'old a', 'static/app.1.js': 'js 1' };
const NEW_SITE = { 'index.html': 'new', 'guide/b.html': 'new b', 'static/app.2.js': 'js 2' };

/** Everything in the project folder but the output: what a stopped build may have left. */
async function leftovers(): Promise<string[]> {
  const temp = path.join(root, '.quire');
  const inTemp = (await fs.readdir(temp).catch(() => [])).map((name) => `.quire/${name}`);
  return [...(await fs.readdir(root)).filter((name) => name !== 'dist' && name !== '.quire'), ...inTemp].sort();
}

describe('recoverStoppedBuilds: each state a build killed while building or swapping leaves', () => {
  const temp = () => path.join(root, '.quire');

  test("killed while building: the old output stays, its stage, server bundle, module ids, search index files and the output watch's marks go", async () => {
    const folders = buildFolders(temp(), deadPid());
    await fill(outDir, OLD_SITE);
    await fill(folders.stage, { 'index.html': 'half' });
    await fill(folders.ssr, { 'ssr.js': 'x' });
    await fill(folders.search, { 'static/search/en/r.json': '[]' });
    await fill(folders.watch, { 'mark-1': '' });
    await fill(path.dirname(folders.moduleIds), { [path.basename(folders.moduleIds)]: '{}' });
    expect(await recoverStoppedBuilds(temp(), outDir)).toBeUndefined();
    expect(await tree(outDir)).toEqual(OLD_SITE);
    expect(await leftovers()).toEqual([]);
  });

  test('killed between the two renames: the old output is put back and the writer told', async () => {
    const pid = deadPid();
    await fill(replacedOutDir(outDir, pid), OLD_SITE);
    await fill(buildFolders(temp(), pid).stage, NEW_SITE);
    const message = await recoverStoppedBuilds(temp(), outDir);
    expect(message).toMatch(new RegExp(`dist/ was missing.*put back \\(from dist\\.old-${pid}\\)`));
    expect(await tree(outDir)).toEqual(OLD_SITE);
    expect(await leftovers()).toEqual([]);
  });

  test('killed after the second rename: the new output stays, the replaced one goes', async () => {
    const pid = deadPid();
    await fill(outDir, NEW_SITE);
    await fill(replacedOutDir(outDir, pid), OLD_SITE);
    expect(await recoverStoppedBuilds(temp(), outDir)).toBeUndefined();
    expect(await tree(outDir)).toEqual(NEW_SITE);
    expect(await leftovers()).toEqual([]);
  });

  test('killed while removing the replaced output: what is left of it goes', async () => {
    const pid = deadPid();
    await fill(outDir, NEW_SITE);
    await fill(replacedOutDir(outDir, pid), { 'static/app.1.js': 'js 1' });
    await fs.mkdir(path.join(replacedOutDir(outDir, pid), 'guide'));
    await recoverStoppedBuilds(temp(), outDir);
    expect(await tree(outDir)).toEqual(NEW_SITE);
    expect(await leftovers()).toEqual([]);
  });

  test('the first build killed before its only rename: no output, and no leftovers', async () => {
    await fill(buildFolders(temp(), deadPid()).stage, NEW_SITE);
    expect(await recoverStoppedBuilds(temp(), outDir)).toBeUndefined();
    await expect(fs.stat(outDir)).rejects.toThrow(/ENOENT/);
    expect(await leftovers()).toEqual([]);
  });

  test('two builds each stopped between the renames: the output renamed last is put back', async () => {
    const [first, second] = [deadPid(), deadPid()];
    await fill(outDir, { 'index.html': 'older' });
    await fs.rename(outDir, replacedOutDir(outDir, first));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await fill(outDir, OLD_SITE);
    await fs.rename(outDir, replacedOutDir(outDir, second));
    await recoverStoppedBuilds(temp(), outDir);
    expect(await tree(outDir)).toEqual(OLD_SITE);
    expect(await leftovers()).toEqual([]);
  });

  test("a running build's folders are left alone, even mid-swap", async () => {
    // The test runner's parent process: running for as long as this test.
    const running = process.ppid;
    await fill(replacedOutDir(outDir, running), OLD_SITE);
    const folders = buildFolders(temp(), running);
    await fill(folders.stage, NEW_SITE);
    await fill(folders.ssr, { 'ssr.js': 'x' });
    expect(await recoverStoppedBuilds(temp(), outDir)).toBeUndefined();
    await expect(fs.stat(outDir)).rejects.toThrow(/ENOENT/);
    expect(await leftovers()).toEqual([`.quire/ssr-${running}`, `.quire/stage-${running}`, `dist.old-${running}`]);
  });

  test("folders carrying this process's own id are an earlier process's: removed", async () => {
    await fill(outDir, OLD_SITE);
    await fill(buildFolders(temp()).stage, { 'index.html': 'half' });
    await fill(replacedOutDir(outDir), { 'index.html': 'older' });
    await recoverStoppedBuilds(temp(), outDir);
    expect(await tree(outDir)).toEqual(OLD_SITE);
    expect(await leftovers()).toEqual([]);
  });

  test('other files in .quire and beside the output are kept', async () => {
    await fill(outDir, OLD_SITE);
    await fill(temp(), { 'cache/compile.pack': 'p', 'routes.js': 'r', 'stage-notapid/x': 'x', 'dev-dist/a.js': 'a' });
    await fill(root, { 'dist.old-x/a': 'a', 'distant/b': 'b' });
    await recoverStoppedBuilds(temp(), outDir);
    expect(await leftovers()).toEqual(['.quire/cache', '.quire/dev-dist', '.quire/routes.js', '.quire/stage-notapid', 'dist.old-x', 'distant']);
  });

  test('a build killed at each point of a real swap leaves a state the recovery completes', async () => {
    // The swap's steps, one more each time, then the recovery: old or new site, nothing else.
    const steps = [
      (old: string) => fs.rename(outDir, old),
      (_old: string, stage: string) => fs.rename(stage, outDir),
      (old: string) => fs.rm(path.join(old, 'guide'), { recursive: true }),
      (old: string) => fs.rm(old, { recursive: true }),
    ];
    for (let done = 0; done <= steps.length; done++) {
      await fs.rm(root, { recursive: true, force: true });
      const pid = deadPid();
      const folders = buildFolders(temp(), pid);
      await fill(outDir, OLD_SITE);
      await fill(folders.stage, NEW_SITE);
      for (const step of steps.slice(0, done)) await step(replacedOutDir(outDir, pid), folders.stage);
      await recoverStoppedBuilds(temp(), outDir);
      expect(await tree(outDir), `after ${done} steps`).toEqual(done < 2 ? OLD_SITE : NEW_SITE);
      expect(await leftovers(), `after ${done} steps`).toEqual([]);
    }
  });
});
