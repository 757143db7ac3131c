import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { swapDist } from '../../packages/core/src/build/swap-dist.ts';

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
    await swapDist(stageDir, outDir);
    expect(await tree(outDir)).toEqual({ 'index.html': 'new', 'guide/a.html': 'a' });
    await expect(fs.stat(stageDir)).rejects.toThrow();
    expect((await fs.readdir(root)).filter((n) => n.startsWith('dist'))).toEqual(['dist']);
  });

  test('works when there is no output folder yet', async () => {
    await fill(stageDir, { 'index.html': 'first' });
    await swapDist(stageDir, outDir);
    expect(await tree(outDir)).toEqual({ 'index.html': 'first' });
  });

  test('when staging is missing, the old output stays and the error is thrown', async () => {
    await fill(outDir, { 'index.html': 'old', 'static/app.js': 'js' });
    await expect(swapDist(path.join(root, 'missing'), outDir)).rejects.toThrow(/ENOENT/);
    expect(await tree(outDir)).toEqual({ 'index.html': 'old', 'static/app.js': 'js' });
    expect((await fs.readdir(root)).filter((n) => n.startsWith('dist'))).toEqual(['dist']);
  });

  test('when staging is missing and there was no output, nothing is created', async () => {
    await expect(swapDist(path.join(root, 'missing'), outDir)).rejects.toThrow();
    await expect(fs.stat(outDir)).rejects.toThrow(/ENOENT/);
  });

  test('swapping twice in a row keeps only the latest output', async () => {
    await fill(outDir, { 'index.html': 'old' });
    await fill(stageDir, { 'index.html': 'new' });
    await swapDist(stageDir, outDir);
    await fill(stageDir, { 'index.html': 'newer' });
    await swapDist(stageDir, outDir);
    expect(await tree(outDir)).toEqual({ 'index.html': 'newer' });
  });
});
