/**
 * Many files kept as one: their contents one after the other in a single pack file, and an
 * index (relative path and size of each, in order) kept by the caller. A cache of a bundle's
 * hundreds of small files then creates and deletes one file instead of hundreds, which on
 * ext4 is where much of a cold build's system time went (allocating inodes next to the many
 * just deleted).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { mapInParallel } from './in-parallel.js';
import { outputWriter, type WriteOutput } from './output-file.js';

/** A pack's index: each file's path relative to its folder, and its size in bytes. */
export type PackIndex = Array<[string, number]>;

/** Writes the files (relative to `dir`) into `packFile`, one after the other; returns the index. */
export async function writePack(packFile: string, dir: string, files: readonly string[]): Promise<PackIndex> {
  const index: PackIndex = [];
  await fs.mkdir(path.dirname(packFile), { recursive: true });
  const handle = await fs.open(packFile, 'w');
  try {
    for (const file of files) {
      const content = await fs.readFile(path.join(dir, file));
      await handle.write(content);
      index.push([file, content.length]);
    }
  } finally {
    await handle.close();
  }
  return index;
}

/** Writes every file of the pack back under `dir`, several at a time, through `write` (paths relative to `dir`). */
export async function restorePack(packFile: string, index: PackIndex, dir: string, write: WriteOutput = outputWriter(dir, undefined).write): Promise<void> {
  const handle = await fs.open(packFile, 'r');
  try {
    const { size } = await handle.stat();
    let offset = 0;
    const entries = index.map(([file, length]) => {
      const entry = { file, length, offset };
      offset += length;
      return entry;
    });
    if (offset !== size) throw new Error(`${packFile} holds ${size} bytes, its index ${offset}`);
    await mapInParallel(entries, 16, async ({ file, length, offset: position }) => {
      const content = Buffer.alloc(length);
      const { bytesRead } = await handle.read(content, 0, length, position);
      if (bytesRead !== length) throw new Error(`${packFile} ends before ${file}`);
      await write(file, content);
    });
  } finally {
    await handle.close();
  }
}
