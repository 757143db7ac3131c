/**
 * Many files kept as one: their contents one after the other in a single pack file, and an
 * index (relative path, size and checksum of each, in order) kept by the caller. A cache of a
 * bundle's hundreds of small files then creates and deletes one file instead of hundreds, which
 * on ext4 is where much of a cold build's system time went (allocating inodes next to the many
 * just deleted).
 */
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { checksum, checksumMatches } from './checksum.js';
import { writingTo } from './files.js';
import { mapInParallel } from './in-parallel.js';
import { outputWriter, type WriteOutput } from './output-file.js';

/** A pack's index: each file's path relative to its folder, its size in bytes and its checksum. */
export type PackIndex = Array<[string, number, number]>;

/** A pack whose bytes are not the ones its index describes: its files are not to be used. */
export class DamagedPack extends Error {
  constructor(
    readonly packFile: string,
    reason: string,
  ) {
    super(`${packFile}: ${reason}`);
  }
}

/** Writes the files (relative to `dir`) into `packFile`, one after the other; returns the index. */
export async function writePack(packFile: string, dir: string, files: readonly string[]): Promise<PackIndex> {
  const index: PackIndex = [];
  await fs.mkdir(path.dirname(packFile), { recursive: true });
  const handle = await fs.open(packFile, 'w');
  try {
    for (const file of files) {
      const content = await fs.readFile(path.join(dir, file));
      await writingTo(packFile, handle.write(content));
      index.push([file, content.length, checksum(content)]);
    }
  } finally {
    await handle.close();
  }
  return index;
}

/**
 * Every file of the pack with its content, all checked against the index before any is handed
 * out, so a damaged pack never gives a part of its files. Throws `DamagedPack` when a size or a
 * checksum does not match. Read synchronously: a restore begun beside the build's synchronous
 * steps (the server bundle, for a render thread starting early) then ends at once instead of
 * waiting for them to give the event loop a turn.
 */
export async function readPack(packFile: string, index: PackIndex): Promise<Array<[string, Buffer]>> {
  const pack = readFileSync(packFile);
  const expected = index.reduce((total, [, length]) => total + length, 0);
  if (expected !== pack.length) throw new DamagedPack(packFile, `holds ${pack.length} bytes, its index ${expected}`);
  let offset = 0;
  return index.map(([file, length, sum]) => {
    const content = pack.subarray(offset, offset + length);
    offset += length;
    if (!checksumMatches(content, sum)) throw new DamagedPack(packFile, `${file} failed its checksum`);
    return [file, content];
  });
}

/** Writes every file of the pack back under `dir`, several at a time, through `write` (paths relative to `dir`). */
export async function restorePack(
  packFile: string,
  index: PackIndex,
  dir: string,
  write: WriteOutput = outputWriter(dir, undefined).write,
): Promise<void> {
  const files = await readPack(packFile, index);
  await mapInParallel(files, 16, ([file, content]) => write(file, content));
}
