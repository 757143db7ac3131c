/**
 * A build takes an unchanged source's hash from its stamp (`project/source-stamps.ts`) instead of
 * reading it, and still sees every change: an edit, an edit in the same second as the last build,
 * a file renamed over it, a file replaced; a stamp taken too close to the file's last change is
 * not trusted.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveConfig } from '#core/config/validate.ts';
import { sourceHashOf } from '#core/pages/translation-report.ts';
import { CompileCache } from '#core/project/compile-cache.ts';
import { CompileService } from '#core/project/compile-service.ts';
import { routeOfFile } from '#core/project/content-scan.ts';
import { CLOCK_GRANULARITY_MS, currentStamp, settledStamp, SourceStamps } from '#core/project/source-stamps.ts';
import { statSync, utimesSync } from 'node:fs';
import { sha1 } from '#core/utils/files.ts';
import { writeJsonMap } from '#core/utils/json-map-file.ts';
import * as readText from '#core/utils/read-text.ts';
import { settleStamps } from './helpers/settle-stamps.ts';

vi.mock('#core/utils/read-text.ts', async (original) => {
  const actual = await original<typeof import('#core/utils/read-text.ts')>();
  return { ...actual, readUtf8: vi.fn(actual.readUtf8) };
});

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => fs.rm(d, { recursive: true, force: true })));
});

async function site(
  pages: Record<string, string>,
  versions: string[] = [],
  lastUpdated: (file: string, modified?: number) => number | undefined = () => undefined,
) {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-stamps-'));
  dirs.push(root);
  for (const [name, text] of Object.entries(pages)) {
    await fs.mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await fs.writeFile(path.join(root, name), text);
  }
  const defaultVersion = versions.at(-1) ?? '';
  const layout = { docsRoot: path.join(root, 'docs'), langs: ['en'], defaultLang: 'en', versions, defaultVersion };
  const build = () =>
    new CompileService({
      config: resolveConfig({ lang: 'en', cache: true, ...(versions.length > 0 && { multiVersion: { default: defaultVersion, versions } }) }),
      projectRoot: root,
      mode: 'build',
      packFile: path.join(root, '.quire/cache/compile.pack'),
      stampFile: path.join(root, '.quire/cache/source-stamps.json'),
      routeOf: (absolutePath) => routeOfFile([], layout, absolutePath),
      lastUpdated,
      extendPageData: async () => undefined,
    });
  return { root, build, file: (name: string) => path.join(root, name) };
}

/** The files `readUtf8` read since the last call. */
function reads(): string[] {
  const mock = vi.mocked(readText.readUtf8);
  const files = mock.mock.calls.map(([file]) => file);
  mock.mockClear();
  return files;
}

describe('source stamps', () => {
  it('takes an unchanged source’s hash and its derived values from the record, without reading it', async () => {
    const { build, file } = await site({ 'docs/guide.md': '# Guide\n', 'docs/other.md': '# Other\n' });
    await settleStamps();
    const first = build();
    const entry = await first.compile(file('docs/guide.md'));
    await first.compile(file('docs/other.md'));
    expect(await first.sourceFact(file('docs/guide.md'), 'translation-hash', sourceHashOf)).toBe(sourceHashOf('# Guide\n'));
    await first.closeCache();
    reads();

    const second = build();
    expect((await second.compile(file('docs/guide.md'))).pageData).toEqual(entry.pageData);
    await second.compile(file('docs/other.md'));
    expect(second.compiledSource(file('docs/guide.md'))?.hash).toBe(entry.hash);
    expect(await second.sourceFact(file('docs/guide.md'), 'translation-hash', () => 'worked out again')).toBe(sourceHashOf('# Guide\n'));
    expect(reads()).toEqual([]);
    // Its text, when a later step asks, is read then.
    expect(await second.compiledSource(file('docs/guide.md'))?.text()).toBe('# Guide\n');
    await second.closeCache();
  });

  it('reads the record only when a file is looked up, and a run that looked none up leaves it as it was', async () => {
    const { build, file, root } = await site({ 'docs/guide.md': '# Guide\n' });
    await settleStamps();
    const first = build();
    await first.compile(file('docs/guide.md'));
    await first.closeCache();
    const record = path.join(root, '.quire/cache/source-stamps.json');
    const written = await fs.readFile(record, 'utf8');
    expect(written).toContain('guide.md');
    const load = vi.spyOn(SourceStamps, 'load');
    try {
      // A build that ended before it compiled anything (or once it had looked): no record read, none written.
      await build().closeCache();
      expect(load).not.toHaveBeenCalled();
      expect(await fs.readFile(record, 'utf8')).toBe(written);
      const third = build();
      expect(load).not.toHaveBeenCalled();
      await third.compile(file('docs/guide.md'));
      expect(load).toHaveBeenCalledTimes(1);
      await third.closeCache();
    } finally {
      load.mockRestore();
    }
  });

  it('sees an edit, an edit in the same second as the last build, a file renamed over it and a file replaced', async () => {
    const pages = { edited: '# Edited\n', sameSecond: '# Same second\n', renamed: '# Renamed\n', replaced: '# Replaced\n', kept: '# Kept\n' };
    const { build, file } = await site(Object.fromEntries(Object.entries(pages).map(([name, text]) => [`docs/${name}.md`, text])));
    await fs.writeFile(file('spare.md'), '# Spare!!\n');
    // Whole seconds, so a time put back is the same to the nanosecond.
    const past = Math.floor(Date.now() / 1000) - 60;
    for (const name of [...Object.keys(pages).map((n) => `docs/${n}.md`), 'spare.md']) await fs.utimes(file(name), past, past);
    await settleStamps();
    const first = build();
    for (const name of Object.keys(pages)) await first.compile(file(`docs/${name}.md`));
    await first.closeCache();

    await fs.writeFile(file('docs/edited.md'), '# Edited again\n');
    // Same size, its modification time put back to what the record holds.
    const before = await fs.stat(file('docs/sameSecond.md'));
    await fs.writeFile(file('docs/sameSecond.md'), '# Same SECOND\n');
    await fs.utimes(file('docs/sameSecond.md'), before.atime, before.mtime);
    // Another file of the same size and time renamed over it.
    const renamed = await fs.stat(file('docs/renamed.md'));
    await fs.writeFile(file('spare.md'), '# Renamed!\n');
    await fs.utimes(file('spare.md'), renamed.atime, renamed.mtime);
    await fs.rename(file('spare.md'), file('docs/renamed.md'));
    // Removed and written again, the same size and time.
    const replaced = await fs.stat(file('docs/replaced.md'));
    await fs.rm(file('docs/replaced.md'));
    await fs.writeFile(file('docs/replaced.md'), '# REPLACED\n');
    await fs.utimes(file('docs/replaced.md'), replaced.atime, replaced.mtime);
    reads();

    const second = build();
    const titles = [];
    for (const name of Object.keys(pages)) titles.push((await second.compile(file(`docs/${name}.md`))).pageData.title);
    expect(titles).toEqual(['Edited again', 'Same SECOND', 'Renamed!', 'REPLACED', 'Kept']);
    expect(reads().map((f) => path.basename(f))).toEqual(['edited.md', 'sameSecond.md', 'renamed.md', 'replaced.md']);
    await second.closeCache();
  });

  it('does not trust the stamp of a file changed within the clock’s granularity of the build: the next build reads it, and finds its last compile', async () => {
    const { build, file } = await site({ 'docs/guide.md': '# Guide\n' });
    const first = build();
    await first.compile(file('docs/guide.md'));
    await first.closeCache();
    reads();
    const second = build();
    await second.compile(file('docs/guide.md'));
    expect(reads()).toHaveLength(1);
    // Its stamp not trusted, what the last build compiled that text to is still found.
    expect((await second.lastFacts(file('docs/guide.md')))?.title).toBe('Guide');
    await second.closeCache();
  });

  it('records at its save the stamp of a file written just before the build, once the tick has passed and the text is the one hashed', async () => {
    const { build, file } = await site({ 'docs/guide.md': '# Guide\n', 'docs/api.md': '# API\n' });
    const first = build();
    await first.compile(file('docs/guide.md'));
    await first.compile(file('docs/api.md'));
    // A long build: the files' tick passes before the record is saved. One of them is edited after its read, same size.
    await settleStamps();
    await fs.writeFile(file('docs/api.md'), '# APi\n');
    await settleStamps();
    await first.closeCache();
    reads();
    const second = build();
    expect((await second.compile(file('docs/guide.md'))).pageData.title).toBe('Guide');
    expect((await second.compile(file('docs/api.md'))).pageData.title).toBe('APi');
    // The guide is taken by its stamp; the page edited after its read is read again.
    expect(reads()).toEqual([file('docs/api.md')]);
    await second.closeCache();
  });

  it('trusts a stamp only when the file last changed more than the clock’s granularity before it was taken', () => {
    const since = 100 * CLOCK_GRANULARITY_MS;
    const stamp = (mtimeMs: number, ctimeMs: number) => ({ ino: 1, size: 8, mtimeMs, ctimeMs });
    expect(settledStamp(stamp(since - 2 * CLOCK_GRANULARITY_MS, since - 2 * CLOCK_GRANULARITY_MS), since)).toBe(true);
    // Written in the clock's last tick before the stamp: a second write in that tick would leave the stamp as it is.
    expect(settledStamp(stamp(since - 2 * CLOCK_GRANULARITY_MS, since - 0.001), since)).toBe(false);
    expect(settledStamp(stamp(since, since), since)).toBe(false);
  });

  it('finds a recorded file outside the root (a fragment imported from beside the project) by its absolute path', async () => {
    const { root } = await site({ 'docs/guide.md': '# Guide\n' });
    const outside = await fs.mkdtemp(path.join(os.tmpdir(), 'quire-stamps-outside-'));
    dirs.push(outside);
    const fragment = path.join(outside, 'fragment.md');
    await fs.writeFile(fragment, 'Shared\n');
    const stamp = currentStamp(fragment);
    if (!stamp) throw new Error('no stamp');
    const settled = { ...stamp, mtimeMs: 0, ctimeMs: 0 };
    const record = path.join(root, 'stamps.json');
    const first = SourceStamps.load(record, root);
    first.note(fragment, settled, 'fragment hash');
    first.save();
    expect(SourceStamps.load(record, root).hashOf(fragment, settled)).toBe('fragment hash');
  });

  it('records no stamp taken within the clock’s granularity of when the run began taking them, however late it loads', async () => {
    const { root, file } = await site({ 'docs/guide.md': '# Guide\n' });
    const record = path.join(root, 'stamps.json');
    const stamp = currentStamp(file('docs/guide.md'));
    if (!stamp) throw new Error('no stamp');
    // Taken (by the project's listing) right after a change, then the record loaded past the granularity.
    const changedJustBefore = { ...stamp, mtimeMs: Date.now() - CLOCK_GRANULARITY_MS - 500, ctimeMs: Date.now() - CLOCK_GRANULARITY_MS - 500 };
    const listedAt = changedJustBefore.mtimeMs + 100;
    const early = SourceStamps.load(record, root, listedAt);
    early.note(file('docs/guide.md'), changedJustBefore, sha1('# Guide\n'));
    early.save();
    expect(SourceStamps.load(record, root).hashOf(file('docs/guide.md'), changedJustBefore)).toBeUndefined();
    // The same stamp, taken by a run that began once the change had settled, is recorded.
    const late = SourceStamps.load(record, root);
    late.note(file('docs/guide.md'), changedJustBefore, sha1('# Guide\n'));
    late.save();
    expect(SourceStamps.load(record, root).hashOf(file('docs/guide.md'), changedJustBefore)).toBe(sha1('# Guide\n'));
  });

  it('reads an entry of another shape as no entry, and records the file again', async () => {
    const { root, file } = await site({ 'docs/guide.md': '# Guide\n' });
    const record = path.join(root, 'stamps.json');
    writeJsonMap(record, [
      ['', 'source-stamps-4'],
      ['docs/guide.md', { ino: 1 }],
    ]);
    const stamp = currentStamp(file('docs/guide.md'));
    if (!stamp) throw new Error('no stamp');
    const settled = { ...stamp, mtimeMs: 0, ctimeMs: 0 };
    const stamps = SourceStamps.load(record, root);
    expect(stamps.hashOf(file('docs/guide.md'), settled)).toBeUndefined();
    expect(stamps.recordedHash(file('docs/guide.md'))).toBeUndefined();
    stamps.note(file('docs/guide.md'), settled, 'a hash');
    stamps.save();
    expect(SourceStamps.load(record, root).hashOf(file('docs/guide.md'), settled)).toBe('a hash');
  });

  it('keeps a file out of the next record once its text is found other than its stamp said', async () => {
    const { root, file } = await site({ 'docs/guide.md': '# Guide\n' });
    const record = path.join(root, 'stamps.json');
    const stamp = currentStamp(file('docs/guide.md'));
    if (!stamp) throw new Error('no stamp');
    const settled = { ...stamp, mtimeMs: 0, ctimeMs: 0 };
    const first = SourceStamps.load(record, root);
    first.note(file('docs/guide.md'), settled, 'a hash');
    first.save();
    const second = SourceStamps.load(record, root);
    expect(second.hashOf(file('docs/guide.md'), settled)).toBe('a hash');
    second.forget(file('docs/guide.md'));
    second.save();
    expect(SourceStamps.load(record, root).hashOf(file('docs/guide.md'), settled)).toBeUndefined();
  });

  it('saves a value worked out anew for a recorded file, and carries the others over as read', async () => {
    const { root, file } = await site({ 'docs/a.md': '# A\n', 'docs/b.md': '# B\n' });
    const record = path.join(root, 'stamps.json');
    const settled = (name: string) => {
      const stamp = currentStamp(file(name));
      if (!stamp) throw new Error('no stamp');
      return { ...stamp, mtimeMs: 0, ctimeMs: 0 };
    };
    const first = SourceStamps.load(record, root);
    first.note(file('docs/a.md'), settled('docs/a.md'), 'hash a');
    first.note(file('docs/b.md'), settled('docs/b.md'), 'hash b');
    first.setDerived(file('docs/a.md'), 'hash a', 'fact', 'one');
    first.setDerived(file('docs/b.md'), 'hash b', 'fact', 'kept');
    first.save();
    const second = SourceStamps.load(record, root);
    expect(second.hashOf(file('docs/a.md'), settled('docs/a.md'))).toBe('hash a');
    expect(second.hashOf(file('docs/b.md'), settled('docs/b.md'))).toBe('hash b');
    second.setDerived(file('docs/a.md'), 'hash a', 'fact', 'two');
    second.save();
    const third = SourceStamps.load(record, root);
    expect(third.hashOf(file('docs/a.md'), settled('docs/a.md'))).toBe('hash a');
    expect(third.hashOf(file('docs/b.md'), settled('docs/b.md'))).toBe('hash b');
    expect(third.derived(file('docs/a.md'), 'hash a', 'fact')).toBe('two');
    expect(third.derived(file('docs/b.md'), 'hash b', 'fact')).toBe('kept');
  });

  it('keeps what a run worked out from a text it reads again, settled or written just before the build', async () => {
    const texts = { 'docs/old.md': '# Old\n', 'docs/fresh.md': '# Fresh\n' };
    const { root, file } = await site(texts);
    const record = path.join(root, 'stamps.json');
    const stampOf = (name: string) => {
      const stamp = currentStamp(file(name));
      if (!stamp) throw new Error('no stamp');
      return stamp;
    };
    const old = { ...stampOf('docs/old.md'), mtimeMs: 0, ctimeMs: 0 };
    const stamps = SourceStamps.load(record, root);
    for (const [name, stamp] of [
      ['docs/old.md', old],
      ['docs/fresh.md', stampOf('docs/fresh.md')],
    ] as const) {
      const hash = sha1(texts[name]);
      stamps.note(file(name), stamp, hash);
      stamps.setDerived(file(name), hash, 'disk-key', `key of ${name}`);
      // Read again, the same text (a cold build's compile after its lookup).
      stamps.note(file(name), stamp, hash);
      expect(stamps.derived(file(name), hash, 'disk-key')).toBe(`key of ${name}`);
    }
    await settleStamps();
    stamps.save();
    const next = SourceStamps.load(record, root);
    expect(next.hashOf(file('docs/old.md'), old)).toBe(sha1(texts['docs/old.md']));
    expect(next.hashOf(file('docs/fresh.md'), stampOf('docs/fresh.md'))).toBe(sha1(texts['docs/fresh.md']));
    expect(next.derived(file('docs/old.md'), sha1(texts['docs/old.md']), 'disk-key')).toBe('key of docs/old.md');
    expect(next.derived(file('docs/fresh.md'), sha1(texts['docs/fresh.md']), 'disk-key')).toBe('key of docs/fresh.md');
  });

  it('after a cold build, takes each page’s compile-cache key from its stamp instead of working it out again', async () => {
    const { build, file } = await site({ 'docs/guide.md': '# Guide\n', 'docs/other.md': '# Other\n' });
    const cold = build();
    // As a cold build does: every page looked up first, then the misses compiled, their texts read again.
    for (const name of ['docs/guide.md', 'docs/other.md']) expect(await cold.fromCaches(file(name))).toBeUndefined();
    for (const name of ['docs/guide.md', 'docs/other.md']) await cold.compile(file(name));
    await settleStamps();
    await cold.closeCache();
    const keyFor = vi.spyOn(CompileCache.prototype, 'keyFor');
    try {
      const next = build();
      for (const name of ['docs/guide.md', 'docs/other.md']) expect(await next.fromCaches(file(name))).toBeDefined();
      // The site's own part of every key is worked out once a run; no page's key is.
      expect(keyFor.mock.calls.filter(([source]) => source !== '')).toEqual([]);
      await next.closeCache();
    } finally {
      keyFor.mockRestore();
    }
  });

  it('on a versioned site, keeps the versions a text mentions with its stamp, so an unchanged page is not read for its key', async () => {
    const { build, file } = await site({ 'docs/v2/guide.md': '# Guide\n\nSee [v1](/v1/guide).\n' }, ['v1', 'v2']);
    await settleStamps();
    const first = build();
    const entry = await first.compile(file('docs/v2/guide.md'));
    await first.closeCache();
    reads();
    const second = build();
    expect((await second.fromCaches(file('docs/v2/guide.md')))?.diskKey).toBe(entry.diskKey);
    expect(reads()).toEqual([]);
    await second.closeCache();
  });

  it('hands the last-updated time the modification time its stamp took, as fs.Stats#mtimeMs has it, so a page is not stat’ed twice', async () => {
    const lastUpdated = vi.fn((_file: string, _modified?: number) => undefined);
    const { build, file } = await site({ 'docs/guide.md': '# Guide\n', 'docs/other.md': '# Other\n' }, [], lastUpdated);
    utimesSync(file('docs/guide.md'), 1_700_000_000.123456, 1_700_000_000.987654);
    utimesSync(file('docs/other.md'), 1_600_000_000, 1_600_000_000.5);
    await settleStamps();
    for (const run of [build(), build()]) {
      lastUpdated.mockClear();
      await run.compile(file('docs/guide.md'));
      await run.compile(file('docs/other.md'));
      await run.closeCache();
      expect(lastUpdated.mock.calls).toEqual([
        [file('docs/guide.md'), statSync(file('docs/guide.md')).mtimeMs],
        [file('docs/other.md'), statSync(file('docs/other.md')).mtimeMs],
      ]);
    }
    for (const name of ['docs/guide.md', 'docs/other.md']) expect(currentStamp(file(name))?.mtimeMs).toBe(statSync(file(name)).mtimeMs);
  });
});
