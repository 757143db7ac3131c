/**
 * The last output listed when a build starts (`utils/output-snapshot.ts`): the writer keeps a file
 * by its listed stamp, a file edited before the listing is written again, one changed after it fails
 * the apply, and the apply takes the listing's tree only while no folder changed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyJournal, applyOutput } from '#core/pipeline/apply-output.ts';
import { sha1 } from '#core/utils/files.ts';
import { outputWriter } from '#core/utils/output-file.ts';
import { listOutput, type OutputListing, OutputSnapshot, snapshotOutput } from '#core/utils/output-snapshot.ts';
import { type FileStamp, readOutputTree } from '#core/utils/output-tree.ts';

const reads = vi.hoisted(() => ({ folders: [] as string[], stamped: [] as string[] }));
vi.mock('node:fs', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs')>();
  const readdirSync = ((dir: fs.PathLike, options?: unknown) => {
    reads.folders.push(String(dir));
    return (actual.readdirSync as (dir: fs.PathLike, options?: unknown) => unknown)(dir, options);
  }) as typeof actual.readdirSync;
  // On this thread only: the listing's thread loads its own.
  const lstatSync = ((file: fs.PathLike, options?: unknown) => {
    reads.stamped.push(String(file));
    return (actual.lstatSync as (file: fs.PathLike, options?: unknown) => unknown)(file, options);
  }) as typeof actual.lstatSync;
  return { ...actual, default: { ...actual, readdirSync, lstatSync }, readdirSync, lstatSync };
});

let root: string;
let dist: string;
let stage: string;

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  fs.writeFileSync(path.join(dist, file), text);
};

const recordFile = () => path.join(root, 'outputs.bin');

/** The output written by a build that recorded its files, as a build finds it. */
async function recordedOutput(): Promise<void> {
  const first = outputWriter(dist, undefined, recordFile());
  for (const file of ['index.html', 'guide/a.html', 'guide/deep/b.html']) await first.write(file, fs.readFileSync(path.join(dist, file)));
  first.save();
}

/**
 * The recorded output listed in its thread, its listing's time set by `takenAt` from its own, with
 * its three files kept by a writer, as a build finds them at its swap.
 */
async function keptListing(takenAt: (listedAt: number) => number) {
  write('index.html', 'home');
  write('guide/deep/b.html', 'b');
  await recordedOutput();
  const listing = await snapshotOutput(dist, recordFile(), path.join(root, '.quire', 'watch-1'));
  const listed = (listing as unknown as { listing: OutputListing }).listing;
  listed.takenAt = takenAt(listed.takenAt);
  const output = outputWriter(stage, listing, recordFile());
  for (const [kept, text] of [
    ['index.html', 'home'],
    ['guide/a.html', 'a'],
    ['guide/deep/b.html', 'b'],
  ]) {
    expect(output.keepKnown(kept, sha1(Buffer.from(text)))).toBe(true);
  }
  return { listing, output };
}

/** A snapshot listed as if long after the output's folders last changed. */
const settledSnapshot = () => {
  const listing = listOutput(dist, recordFile());
  return new OutputSnapshot(dist, { ...listing, takenAt: listing.takenAt + 60_000 });
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-snapshot-'));
  dist = path.join(root, 'dist');
  stage = path.join(root, '.quire', 'stage-1');
  write('index.html', 'home');
  write('guide/a.html', 'a');
  write('guide/deep/b.html', 'b');
  fs.symlinkSync('/etc', path.join(dist, 'etc-link'));
  reads.folders.length = 0;
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('OutputSnapshot', () => {
  it('lists what readOutputTree lists, with each regular file stamped as lstat finds it', async () => {
    const snapshot = OutputSnapshot.read(dist);
    const tree = readOutputTree(dist);
    expect((await snapshot.now(new Map())).tree).toEqual(tree);
    for (const file of tree.files) {
      const { ino, size, mtimeMs } = fs.lstatSync(path.join(dist, file));
      expect(snapshot.stampOf(file)).toEqual({ ino, size, mtimeMs });
    }
    expect(snapshot.stampOf('etc-link')).toBeUndefined();
    expect(snapshot.stampOf('guide')).toBeUndefined();
  });

  it('is the same listed in a worker thread', async () => {
    await recordedOutput();
    const inThread = await snapshotOutput(dist, recordFile());
    const here = OutputSnapshot.read(dist, recordFile());
    expect((await inThread.now(new Map())).tree).toEqual((await here.now(new Map())).tree);
    await inThread.close();
    for (const file of readOutputTree(dist).files) {
      expect(inThread.stampOf(file)).toEqual(here.stampOf(file));
      expect(inThread.recordedHash(file)).toEqual(here.recordedHash(file));
    }
    expect(here.recordedHash('guide/a.html')).toBe(sha1(fs.readFileSync(path.join(dist, 'guide/a.html'))));
  });

  it('is empty for an output that is not there', async () => {
    expect((await OutputSnapshot.read(path.join(root, 'none')).now(new Map())).tree).toEqual({ files: new Set(), folders: [], others: [] });
  });

  it("takes the listing's tree at apply time without reading the folders again while none changed", async () => {
    const snapshot = settledSnapshot();
    reads.folders.length = 0;
    expect((await snapshot.now(new Map())).tree).toEqual(readOutputTree(dist));
    reads.folders.length = 0;
    (await snapshot.now(new Map())).tree;
    expect(reads.folders).toEqual([]);
  });

  it('reads the output again when a file was added, removed or linked in any folder since the listing', async () => {
    for (const change of [
      () => write('guide/deep/added.html', 'by hand'),
      () => fs.rmSync(path.join(dist, 'guide/a.html')),
      () => fs.symlinkSync('/etc', path.join(dist, 'guide/link')),
      () => fs.mkdirSync(path.join(dist, 'guide/deep/new-folder')),
    ]) {
      const snapshot = settledSnapshot();
      change();
      expect((await snapshot.now(new Map())).tree).toEqual(readOutputTree(dist));
    }
  });

  it('reads a folder again when it changed too shortly before the listing for its change time to tell', async () => {
    const snapshot = OutputSnapshot.read(dist);
    reads.folders.length = 0;
    (await snapshot.now(new Map())).tree;
    expect(reads.folders).not.toEqual([]);
  });
});

describe('the output writer with a snapshot', () => {
  it('writes again a file edited by hand before the listing, and keeps the others', async () => {
    fs.writeFileSync(path.join(dist, 'guide/a.html'), 'A');
    const output = outputWriter(stage, OutputSnapshot.read(dist));
    await output.write('guide/a.html', 'a');
    await output.write('index.html', 'home');
    expect([...output.kept.keys()]).toEqual(['index.html']);
    expect(fs.readFileSync(path.join(stage, 'guide/a.html'), 'utf8')).toBe('a');
  });

  it('fails the apply, leaving the output untouched, when a kept file was edited after the listing', async () => {
    await recordedOutput();
    const snapshot = settledSnapshot();
    fs.appendFileSync(path.join(dist, 'guide/a.html'), ', edited while the build ran');
    const output = outputWriter(stage, snapshot, recordFile());
    expect(output.keepKnown('guide/a.html', sha1(Buffer.from('a')))).toBe(true);
    await output.write('index.html', 'home');
    const now = await snapshot.now(output.kept);
    expect(() => applyOutput(stage, dist, output.kept, applyJournal(path.join(root, '.quire')), now)).toThrow(
      /guide\/a\.html: changed or removed in the output while the build ran/,
    );
    expect(fs.readFileSync(path.join(dist, 'guide/a.html'), 'utf8')).toBe('a, edited while the build ran');
  });

  it('fails the apply when a kept file was removed after the listing', async () => {
    await recordedOutput();
    const snapshot = settledSnapshot();
    fs.rmSync(path.join(dist, 'guide/deep/b.html'));
    const output = outputWriter(stage, snapshot, recordFile());
    expect(output.keepKnown('guide/deep/b.html', sha1(Buffer.from('b')))).toBe(true);
    const now = await snapshot.now(output.kept);
    expect(() => applyOutput(stage, dist, output.kept, applyJournal(path.join(root, '.quire')), now)).toThrow(
      /changed or removed in the output while the build ran/,
    );
  });

  it('finds a kept file changed after the listing in either half, the one stamped in the listing thread or here', async () => {
    for (const file of ['index.html', 'guide/deep/b.html']) {
      // As if listed long after the folders last changed, so that the listing's tree is taken.
      const { listing, output } = await keptListing((listedAt) => listedAt + 60_000);
      expect(await listing.now(output.kept)).toMatchObject({ tree: readOutputTree(dist), changed: undefined });
      fs.appendFileSync(path.join(dist, file), ', edited while the build ran');
      expect(await listing.now(output.kept)).toMatchObject({ changed: file, stamped: 3 });
      await listing.close();
    }
  });

  it('takes the listing as it is while its thread saw no change in any folder: no folder read, no kept file stamped again', async () => {
    // Listed as the output was last written to, as a build started just after another finds it: the folders' times cannot tell.
    const { listing, output } = await keptListing(() => fs.statSync(path.join(dist, 'guide/deep')).ctimeMs);
    const tree = readOutputTree(dist);
    reads.folders.length = 0;
    reads.stamped.length = 0;
    expect(await listing.now(output.kept)).toEqual({ tree, changed: undefined, stamped: 0 });
    expect(reads.folders).toEqual([]);
    expect(reads.stamped).toEqual([]);
    await listing.close();
  });

  it("finds every kind of change to a kept file the listing's thread watched for, in any folder, without waiting", async () => {
    const changes: Array<[string, (file: string) => void]> = [
      ['index.html', (file) => fs.appendFileSync(file, ', edited')],
      ['guide/deep/b.html', (file) => fs.writeFileSync(file, 'B')],
      ['guide/a.html', (file) => fs.utimesSync(file, new Date(), new Date(Date.now() + 5_000))],
      ['guide/deep/b.html', (file) => fs.rmSync(file)],
      ['index.html', (file) => fs.renameSync(file, `${file}.moved`)],
      ['guide/a.html', (file) => fs.copyFileSync(file, `${file}.copy`) === undefined && fs.renameSync(`${file}.copy`, file)],
    ];
    for (const [file, change] of changes) {
      fs.rmSync(dist, { recursive: true, force: true });
      write('guide/a.html', 'a');
      const { listing, output } = await keptListing((listedAt) => listedAt + 60_000);
      change(path.join(dist, file));
      expect((await listing.now(output.kept)).changed).toBe(file);
      await listing.close();
    }
  });

  it('reads the folders again right after another build and stamps the kept files in both threads once anything in the output changed', async () => {
    for (const file of ['index.html', 'guide/deep/b.html']) {
      const { listing, output } = await keptListing(() => fs.statSync(path.join(dist, 'guide/deep')).ctimeMs);
      // A change to no kept file: the watch no longer vouches, the stamps tell.
      fs.writeFileSync(path.join(dist, 'guide/notes.txt'), "not the build's");
      const tree = readOutputTree(dist);
      reads.folders.length = 0;
      reads.stamped.length = 0;
      expect(await listing.now(output.kept)).toEqual({ tree, changed: undefined, stamped: 3 });
      expect(reads.folders).not.toEqual([]);
      // Two of the three kept files on this thread: the other is the listing thread's.
      expect(reads.stamped.filter((stamped) => output.kept.has(path.relative(dist, stamped)))).toHaveLength(2);
      fs.appendFileSync(path.join(dist, file), ', edited while the build ran');
      expect((await listing.now(output.kept)).changed).toBe(file);
      await listing.close();
      fs.rmSync(path.join(dist, 'guide/notes.txt'));
    }
  });

  it('finds a kept file the listing did not hold changed, as the apply does for one its walk did not reach', async () => {
    const snapshot = settledSnapshot();
    // As the file behind the link is now: only the listing tells it is not the output's.
    const { ino, size, mtimeMs } = fs.lstatSync(path.join(dist, 'etc-link/passwd'));
    const kept = new Map([
      ['guide/a.html', snapshot.stampOf('guide/a.html') as FileStamp],
      ['etc-link/passwd', { ino, size, mtimeMs }],
    ]);
    expect((await snapshot.now(kept)).changed).toBe('etc-link/passwd');
  });

  it('reads no file changed since the listing as the last bytes of a known file', async () => {
    await recordedOutput();
    const snapshot = OutputSnapshot.read(dist, recordFile());
    const output = outputWriter(stage, snapshot, recordFile());
    const hash = sha1(Buffer.from('a'));
    expect((await output.readKnown('guide/a.html', hash))?.toString()).toBe('a');
    fs.writeFileSync(path.join(dist, 'guide/a.html'), 'edited');
    expect(await output.readKnown('guide/a.html', hash)).toBeUndefined();
  });
});
