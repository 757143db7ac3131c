/** Many files kept as one pack (`utils/file-pack.ts`), as the bundle cache keeps a bundle. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DamagedPack, restorePack, writePack } from '#core/utils/file-pack.ts';
import { listRelativeFiles } from '#core/utils/files.ts';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-pack-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function writeTree(root: string, files: Record<string, string | Buffer>): void {
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
}

describe('file packs', () => {
  // /dev/full answers every write with ENOSPC, as a full disk does; Node's error names no file.
  it.skipIf(!fs.existsSync('/dev/full'))('a full disk fails naming the pack being written', async () => {
    writeTree(path.join(dir, 'from'), { 'a.js': 'x' });
    await expect(writePack('/dev/full', path.join(dir, 'from'), ['a.js'])).rejects.toThrow(
      'ENOSPC: no space left on device, write (writing /dev/full)',
    );
  });

  it('gives back every file, nested, binary and empty ones included, byte for byte', async () => {
    const files = {
      'static/js/index.abc.js': 'console.log("index");',
      'static/js/async/p-1.js': 'x'.repeat(100_000),
      'static/image.png': Buffer.from([0, 255, 1, 254, 10, 13]),
      'empty.txt': '',
      '中文/页面.html': '<p>你好</p>',
    };
    writeTree(path.join(dir, 'from'), files);
    const list = listRelativeFiles(path.join(dir, 'from')).sort();
    const index = await writePack(path.join(dir, 'cache/web.pack'), path.join(dir, 'from'), list);
    expect(index.map(([file]) => file)).toEqual(list);
    expect(fs.readdirSync(path.join(dir, 'cache'))).toEqual(['web.pack']);

    await restorePack(path.join(dir, 'cache/web.pack'), index, path.join(dir, 'to'));
    expect(listRelativeFiles(path.join(dir, 'to')).sort()).toEqual(list);
    for (const file of list) expect(fs.readFileSync(path.join(dir, 'to', file))).toEqual(fs.readFileSync(path.join(dir, 'from', file)));
  });

  it('restores without waiting for a turn of the event loop, so a restore begun beside synchronous work ends at once', async () => {
    writeTree(path.join(dir, 'from'), { 'ssr.js': 'module.exports = 1;', 'chunks/p-1.js': 'exports.p = 1;' });
    const index = await writePack(path.join(dir, 'ssr.pack'), path.join(dir, 'from'), ['ssr.js', 'chunks/p-1.js']);
    let restored = false;
    void restorePack(path.join(dir, 'ssr.pack'), index, path.join(dir, 'to')).then(() => {
      restored = true;
    });
    for (let i = 0; i < 50 && !restored; i++) await Promise.resolve();
    expect(restored).toBe(true);
    expect(fs.readFileSync(path.join(dir, 'to/chunks/p-1.js'), 'utf8')).toBe('exports.p = 1;');
  });

  it('refuses a pack whose size does not match its index', async () => {
    writeTree(path.join(dir, 'from'), { 'a.js': 'aaaa', 'b.js': 'bbbb' });
    const pack = path.join(dir, 'web.pack');
    const index = await writePack(pack, path.join(dir, 'from'), ['a.js', 'b.js']);
    fs.truncateSync(pack, 6);
    await expect(restorePack(pack, index, path.join(dir, 'to'))).rejects.toThrow(/web\.pack: holds 6 bytes, its index 8/);
  });

  it('refuses a pack with any one byte changed, and writes none of its files', async () => {
    writeTree(path.join(dir, 'from'), { 'a.js': 'first file', 'b.js': 'second file', 'c.png': Buffer.from([0, 1, 2, 3]) });
    const pack = path.join(dir, 'web.pack');
    const index = await writePack(pack, path.join(dir, 'from'), ['a.js', 'b.js', 'c.png']);
    const whole = fs.readFileSync(pack);
    for (let at = 0; at < whole.length; at++) {
      const damaged = Buffer.from(whole);
      damaged[at] ^= 0x01;
      fs.writeFileSync(pack, damaged);
      const to = path.join(dir, `to-${at}`);
      await expect(restorePack(pack, index, to), `byte ${at}`).rejects.toThrow(DamagedPack);
      expect(fs.existsSync(to)).toBe(false);
    }
  });
});
