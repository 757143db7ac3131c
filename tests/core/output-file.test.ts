/**
 * A build's output files are written into the staging folder, or kept in place in the last
 * output when their bytes are the same (`utils/output-file.ts`).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { outputWriter } from '#core/utils/output-file.ts';
import { readOutputRecord, writeOutputRecord } from '#core/utils/output-record.ts';
import { OutputSnapshot } from '#core/utils/output-snapshot.ts';

let root: string;
const inode = (file: string) => fs.statSync(file).ino;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-output-'));
  fs.mkdirSync(path.join(root, 'dist/guide'), { recursive: true });
  fs.writeFileSync(path.join(root, 'dist/guide/a.html'), '<p>a</p>');
  fs.writeFileSync(path.join(root, 'dist/guide/b.html'), '<p>b</p>');
  fs.writeFileSync(path.join(root, 'dist/logo.bin'), Buffer.from([1, 2, 3]));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('outputWriter', () => {
  it('keeps the files whose bytes did not change where they are and writes the others', async () => {
    const stage = path.join(root, 'stage');
    const output = outputWriter(stage, OutputSnapshot.read(path.join(root, 'dist')));
    await output.write('guide/a.html', '<p>a</p>');
    await output.write('guide/b.html', '<p>b, edited</p>');
    await output.write('logo.bin', new Uint8Array([1, 2, 3]));
    await output.write('new.html', '<p>new</p>');
    expect(output.counts).toEqual({ kept: 2, written: 2 });
    expect([...output.kept.keys()]).toEqual(['guide/a.html', 'logo.bin']);
    expect(output.pathOf('guide/a.html')).toBe(path.join(root, 'dist/guide/a.html'));
    expect(output.pathOf('guide/b.html')).toBe(path.join(stage, 'guide/b.html'));
    expect(fs.readdirSync(stage, { recursive: true }).sort()).toEqual(['guide', 'guide/b.html', 'new.html']);
    expect(fs.readFileSync(path.join(stage, 'guide/b.html'), 'utf8')).toBe('<p>b, edited</p>');
    // The last output is left as it was.
    expect(fs.readFileSync(path.join(root, 'dist/guide/b.html'), 'utf8')).toBe('<p>b</p>');
  });

  it('keeps no file reached through a link in the last output: it is written', async () => {
    fs.renameSync(path.join(root, 'dist/guide'), path.join(root, 'elsewhere'));
    fs.symlinkSync(path.join(root, 'elsewhere'), path.join(root, 'dist/guide'));
    fs.symlinkSync(path.join(root, 'dist/logo.bin'), path.join(root, 'dist/linked.bin'));
    const output = outputWriter(path.join(root, 'stage'), OutputSnapshot.read(path.join(root, 'dist')));
    await output.write('guide/a.html', '<p>a</p>');
    await output.write('linked.bin', new Uint8Array([1, 2, 3]));
    expect(output.counts).toEqual({ kept: 0, written: 2 });
  });

  it('compares bytes, not sizes: a file edited by hand in the output is written again', async () => {
    fs.writeFileSync(path.join(root, 'dist/guide/a.html'), '<p>A</p>');
    const output = outputWriter(path.join(root, 'stage'), OutputSnapshot.read(path.join(root, 'dist')));
    await output.write('guide/a.html', '<p>a</p>');
    expect(output.counts).toEqual({ kept: 0, written: 1 });
    expect(fs.readFileSync(path.join(root, 'stage/guide/a.html'), 'utf8')).toBe('<p>a</p>');
  });

  it("writes and moves on the build's own thread: no turn of the event loop passes while a file is written", async () => {
    const stage = path.join(root, 'stage');
    const output = outputWriter(stage, OutputSnapshot.read(path.join(root, 'dist')));
    const spilled = path.join(root, 'spilled.json');
    fs.writeFileSync(spilled, '{}');
    let turned = false;
    setImmediate(() => {
      turned = true;
    });
    await output.write('guide/new.html', '<p>new</p>');
    await output.moveIn('search/new.json', spilled, 'no record');
    expect(turned).toBe(false);
    expect(fs.readFileSync(path.join(stage, 'guide/new.html'), 'utf8')).toBe('<p>new</p>');
    expect(fs.existsSync(path.join(stage, 'search/new.json'))).toBe(true);
  });

  it('writes everything when there is no previous output', async () => {
    const output = outputWriter(path.join(root, 'stage'), undefined);
    await output.write('guide/a.html', '<p>a</p>');
    expect(output.counts).toEqual({ kept: 0, written: 1 });
    expect(inode(path.join(root, 'stage/guide/a.html'))).not.toBe(inode(path.join(root, 'dist/guide/a.html')));
  });
});

describe('outputWriter with a record of the last output', () => {
  const record = () => path.join(root, 'outputs.bin');
  const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

  /** A first build into `dist` (recorded), as the swap leaves it. */
  async function firstBuild(files: Record<string, string>): Promise<void> {
    fs.rmSync(path.join(root, 'dist'), { recursive: true });
    const output = outputWriter(path.join(root, 'dist'), undefined, record());
    for (const [file, text] of Object.entries(files)) await output.write(file, text);
    output.save();
  }

  /** Replaces the record with one that says `a.md`, as it is now, holds the bytes of `text`; returns the file's stamp. */
  function recordSaying(text: string) {
    const { ino, size, mtimeMs } = fs.statSync(path.join(root, 'dist/a.md'));
    writeOutputRecord(record(), { files: ['a.md'], hashes: sha1(text), stamps: Float64Array.of(ino, size, mtimeMs) });
    return { ino, size, mtimeMs };
  }

  it('keeps a file the record knows without reading it', async () => {
    await firstBuild({ 'a.md': 'alpha' });
    // A record that says the file holds other bytes of the same size: the writer believes it.
    const { ino, size, mtimeMs } = recordSaying('gamma');
    const output = outputWriter(path.join(root, 'stage'), OutputSnapshot.read(path.join(root, 'dist'), record()), record());
    await output.write('a.md', 'gamma');
    expect(output.counts).toEqual({ kept: 1, written: 0 });
    expect(output.kept.get('a.md')).toEqual({ ino, size, mtimeMs });
    expect(fs.existsSync(path.join(root, 'stage/a.md'))).toBe(false);
  });

  it('writes a file the record knows to hold other bytes of the same size without reading it', async () => {
    await firstBuild({ 'a.md': 'gamma' });
    // A record that says the file holds other bytes of the same size: believed, so the file is not read to compare.
    recordSaying('alpha');
    const output = outputWriter(path.join(root, 'stage'), OutputSnapshot.read(path.join(root, 'dist'), record()), record());
    await output.write('a.md', 'gamma');
    expect(output.counts).toEqual({ kept: 0, written: 1 });
    expect(fs.readFileSync(path.join(root, 'stage/a.md'), 'utf8')).toBe('gamma');
  });

  it('warns of a damaged record and compares the bytes instead', async () => {
    await firstBuild({ 'a.md': 'alpha', 'b.md': 'beta' });
    const bytes = fs.readFileSync(record());
    bytes[bytes.length - 1] ^= 1;
    fs.writeFileSync(record(), bytes);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const output = outputWriter(path.join(root, 'stage'), OutputSnapshot.read(path.join(root, 'dist'), record()), record());
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('outputs.bin: a record failed its checksum'));
    expect(output.keepKnown('a.md', sha1('alpha'))).toBe(false);
    await output.write('a.md', 'alpha');
    await output.write('b.md', 'BETA');
    expect(output.counts).toEqual({ kept: 1, written: 1 });
    warn.mockRestore();
  });

  it('still compares the bytes of a file the record does not know', async () => {
    await firstBuild({ 'a.md': 'alpha' });
    fs.rmSync(record());
    const output = outputWriter(path.join(root, 'stage'), OutputSnapshot.read(path.join(root, 'dist'), record()), record());
    await output.write('a.md', 'alpha');
    await output.write('b.md', 'beta');
    expect(output.counts).toEqual({ kept: 1, written: 1 });
  });

  it('writes a file whose last copy was edited since (its time changed), even with the same size', async () => {
    await firstBuild({ 'a.md': 'alpha' });
    fs.writeFileSync(path.join(root, 'dist/a.md'), 'ALPHA');
    fs.utimesSync(path.join(root, 'dist/a.md'), new Date(), new Date(Date.now() + 5000));
    const output = outputWriter(path.join(root, 'stage'), OutputSnapshot.read(path.join(root, 'dist'), record()), record());
    await output.write('a.md', 'alpha');
    expect(output.counts).toEqual({ kept: 0, written: 1 });
    expect(fs.readFileSync(path.join(root, 'stage/a.md'), 'utf8')).toBe('alpha');
  });

  it('keeps a file by its known hash alone, and refuses when the record or the file says otherwise', async () => {
    await firstBuild({ 'index.json': '{"a":1}', 'other.json': '{"b":2}' });
    fs.appendFileSync(path.join(root, 'dist/other.json'), ' ');
    const output = outputWriter(path.join(root, 'stage'), OutputSnapshot.read(path.join(root, 'dist'), record()), record());
    expect(output.keepKnown('index.json', sha1('{"a":1}'))).toBe(true);
    expect(output.keepKnown('index.json', sha1('{"a":2}'))).toBe(false);
    expect(output.keepKnown('other.json', sha1('{"b":2}'))).toBe(false);
    expect(output.keepKnown('missing.json', sha1('{}'))).toBe(false);
    expect([...output.kept.keys()]).toEqual(['index.json']);
    output.save();
    // The next record knows the kept file, and only the files of this build.
    expect(readOutputRecord(record()).record.files).toEqual(['index.json']);
  });

  it('fails `written` with a file in pieces that could not be written', async () => {
    fs.writeFileSync(path.join(root, 'stage'), 'a file where the stage folder would be');
    const output = outputWriter(path.join(root, 'stage'), undefined);
    await expect(output.writePieces('llms-full.txt', [Buffer.from('x')], 'hash')).rejects.toThrow();
    const blocked = outputWriter(path.join(root, 'dist'), undefined);
    fs.mkdirSync(path.join(root, 'dist/llms-full.txt'));
    await blocked.writePieces('llms-full.txt', [Buffer.from('x')], 'hash');
    await expect(blocked.written()).rejects.toThrow(/EISDIR/);
  });

  it('writes a file given in pieces as their bytes in order, and keeps it when the next build gives the same', async () => {
    // More pieces than one system call takes (1,024 on Linux).
    const many = Array.from({ length: 3000 }, (_, i) => Buffer.from(`${i},`));
    const pieces = (edit: string) => [Buffer.from('one, '), Buffer.alloc(0), Buffer.from(`two${edit}, `), ...many, Buffer.from('three'.repeat(4000))];
    const text = (edit: string) => Buffer.concat(pieces(edit)).toString();
    const output = outputWriter(path.join(root, 'dist'), undefined, record());
    await output.writePieces('llms-full.txt', pieces(''), sha1(text('')));
    await output.written();
    output.save();
    expect(fs.readFileSync(path.join(root, 'dist/llms-full.txt'), 'utf8')).toBe(text(''));
    const next = outputWriter(path.join(root, 'stage'), OutputSnapshot.read(path.join(root, 'dist'), record()), record());
    await next.writePieces('llms-full.txt', pieces(''), sha1(text('')));
    expect(next.counts).toEqual({ kept: 1, written: 0 });
    // Without the record's word, the bytes are compared: the same bytes are kept, others written.
    fs.rmSync(record());
    const unrecorded = outputWriter(path.join(root, 'stage'), OutputSnapshot.read(path.join(root, 'dist'), record()), record());
    await unrecorded.writePieces('llms-full.txt', pieces(''), sha1(text('')));
    await unrecorded.writePieces('other.txt', pieces(' edited'), sha1(text(' edited')));
    await unrecorded.written();
    expect(unrecorded.counts).toEqual({ kept: 1, written: 1 });
    expect(fs.readFileSync(path.join(root, 'stage/other.txt'), 'utf8')).toBe(text(' edited'));
  });

  it("reads a large known file in one request to libuv, not in the chunks each waiting for the build's thread that fs.readFile takes", async () => {
    const large = 'llms-full text. '.repeat(200_000);
    await firstBuild({ 'llms-full.txt': large });
    const output = outputWriter(path.join(root, 'stage'), OutputSnapshot.read(path.join(root, 'dist'), record()), record());
    const handle = await fs.promises.open(path.join(root, 'dist/llms-full.txt'));
    const read = vi.spyOn(Object.getPrototypeOf(handle) as { read: () => unknown }, 'read');
    await handle.close();
    try {
      expect((await output.readKnown('llms-full.txt', sha1(large)))?.toString()).toBe(large);
      expect(read).toHaveBeenCalledTimes(1);
    } finally {
      read.mockRestore();
    }
  });

  it('takes nothing on trust without a record', async () => {
    await firstBuild({ 'a.md': 'alpha' });
    fs.rmSync(record());
    const output = outputWriter(path.join(root, 'stage'), OutputSnapshot.read(path.join(root, 'dist'), record()), record());
    expect(output.keepKnown('a.md', sha1('alpha'))).toBe(false);
  });
});
