/**
 * Module stamps (`module-stamps.ts`): a few files shared by all pages, whose content changes with
 * a page's data and only rewritten when it does, so Rspack's persistent cache rebuilds exactly
 * the pages of a changed file.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { STAMP_FILES, stampFile, writeModuleStamps } from '#core/bundler/module-stamps.ts';
import { pageModuleHashes } from '#core/pipeline/bundle-key.ts';
import { resolveConfig } from '#core/config/validate.ts';
import { Project } from '#core/project/project.ts';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-stamps-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('module stamps', () => {
  const pages = Array.from({ length: 400 }, (_, i) => `/site/docs/en/page-${i}.mdx`);

  it('spreads 400 pages over a few files, each page’s hash in the file its loader depends on', () => {
    const dir = path.join(tempDir(), 'stamps');
    writeModuleStamps(dir, new Map(pages.map((p, i) => [p, `hash-${i}`])));
    const files = fs.readdirSync(dir).length;
    expect(files).toBeGreaterThan(STAMP_FILES / 2);
    expect(files).toBeLessThanOrEqual(STAMP_FILES);
    for (const [i, page] of pages.entries()) expect(fs.readFileSync(stampFile(dir, page), 'utf8')).toContain(`hash-${i} ${page}\n`);
  });

  it('rewrites only the file of a page whose hash changed, and removes files no page names', () => {
    const dir = path.join(tempDir(), 'stamps');
    const hashes = new Map(pages.map((p, i) => [p, `hash-${i}`]));
    writeModuleStamps(dir, hashes);
    const old = path.join(dir, 'old-per-page-stamp.txt');
    fs.writeFileSync(old, 'x');
    const past = new Date(Date.now() - 60_000);
    for (const name of fs.readdirSync(dir)) fs.utimesSync(path.join(dir, name), past, past);
    const times = () => new Map(fs.readdirSync(dir).map((name) => [path.join(dir, name), fs.statSync(path.join(dir, name)).mtimeMs]));
    const before = times();

    hashes.set(pages[7], 'changed');
    writeModuleStamps(dir, hashes);
    const after = times();
    expect(after.has(old)).toBe(false);
    const changed = [...after].filter(([file, time]) => before.get(file) !== time).map(([file]) => file);
    expect(changed).toEqual([stampFile(dir, pages[7])]);
  });

  it('follows a page’s data, not its text: a twin added changes the stamp hash, a paragraph edited does not', async () => {
    const root = tempDir();
    const page = path.join(root, 'docs/en/guide.mdx');
    fs.mkdirSync(path.dirname(page), { recursive: true });
    fs.writeFileSync(page, '# Guide\n\nText.\n');
    const config = resolveConfig({
      lang: 'en',
      locales: [
        { lang: 'en', label: 'English' },
        { lang: 'zh', label: '中文' },
      ],
      cache: false,
    });
    const hashesNow = async () => {
      const project = new Project(config, root, { mode: 'build' });
      await project.scan();
      await project.compileAll();
      return pageModuleHashes(project);
    };
    const first = await hashesNow();
    // Outside git a page's last-updated time is its file's: keep it, as git's last commit would.
    const { atime, mtime } = fs.statSync(page);
    fs.writeFileSync(page, '# Guide\n\nOther text.\n');
    fs.utimesSync(page, atime, mtime);
    const edited = await hashesNow();
    expect(edited.modules.get(page)).not.toBe(first.modules.get(page));
    expect(edited.data.get(page)).toBe(first.data.get(page));
    fs.mkdirSync(path.join(root, 'docs/zh'), { recursive: true });
    fs.writeFileSync(path.join(root, 'docs/zh/guide.mdx'), '# 指南\n');
    const twin = await hashesNow();
    expect(twin.data.get(page)).not.toBe(first.data.get(page));
  });
});
