/**
 * Writes the files of a build's output into its staging folder. A file whose bytes are the
 * same as the last build's at the same place (`previousDir`, the output being replaced) is
 * hard-linked from there instead of written: no new inode, no data to write back to the disk.
 * A build where little changed then creates almost no files; on this project's ext4 machines
 * allocating inodes next to the ones the last build deleted was most of a warm build's system
 * time. The content is compared first, so a file edited in the output by hand is not carried
 * over, and a link that cannot be made (another device, no permission) falls back to writing.
 *
 * With a record file (`.quire/cache/outputs.json`), the comparison does not read the last file:
 * the record holds, per file of the last output, the sha1 of the bytes that build wrote and the
 * inode, size and modification time the file had then, and a file whose three are unchanged still
 * holds those bytes (a hand edit changes the size or the time, a copy the inode), as the document
 * cache trusts (`ssg/document-cache.ts`). A lost or damaged record only costs the reads.
 */
import fs from 'node:fs/promises';
import type { Stats } from 'node:fs';
import path from 'node:path';
import { readJsonMap, sha1, writeJsonMap } from './files.js';

export type WriteOutput = (relativePath: string, content: string | Uint8Array) => Promise<void>;

/** What the record keeps of a file of the output. */
interface Written {
  hash: string;
  ino: number;
  size: number;
  mtimeMs: number;
}

export interface OutputWriter {
  write: WriteOutput;
  /**
   * Links the last output's file when its bytes have this sha1 by the record (content not at hand:
   * a cache knows the hash); false when it cannot, and the caller writes the file.
   */
  linkKnown(relativePath: string, hash: string): Promise<boolean>;
  /** Keeps the record of this build's files for the next one (after the swap: they are the output then). */
  save(): void;
  /** Files linked from the last output, and files written. */
  readonly counts: { linked: number; written: number };
}

export function outputWriter(stageDir: string, previousDir: string | undefined, recordFile?: string): OutputWriter {
  const counts = { linked: 0, written: 0 };
  const last = recordFile && previousDir ? readJsonMap<Written>(recordFile) : new Map<string, Written>();
  const next = new Map<string, Written>();
  const madeDirs = new Set<string>();
  const stagedPath = async (relativePath: string) => {
    const target = path.join(stageDir, relativePath);
    const dir = path.dirname(target);
    if (!madeDirs.has(dir)) {
      await fs.mkdir(dir, { recursive: true });
      madeDirs.add(dir);
    }
    return target;
  };
  const remember = (relativePath: string, hash: string, { ino, size, mtimeMs }: Stats) => {
    if (recordFile) next.set(relativePath, { hash, ino, size, mtimeMs });
  };
  const write: WriteOutput = async (relativePath, content) => {
    const target = await stagedPath(relativePath);
    const bytes = typeof content === 'string' ? Buffer.from(content) : Buffer.from(content.buffer, content.byteOffset, content.length);
    const hash = recordFile ? sha1(bytes) : '';
    if (previousDir) {
      const recorded = last.get(relativePath);
      const linked = await linkIfSame(path.join(previousDir, relativePath), target, bytes, recorded?.hash === hash ? recorded : undefined);
      if (linked) {
        counts.linked++;
        remember(relativePath, hash, linked);
        return;
      }
    }
    await fs.writeFile(target, bytes);
    counts.written++;
    if (recordFile) remember(relativePath, hash, await fs.stat(target));
  };
  const linkKnown = async (relativePath: string, hash: string) => {
    const recorded = last.get(relativePath);
    if (!previousDir || recorded?.hash !== hash) return false;
    const linked = await linkIfSame(path.join(previousDir, relativePath), await stagedPath(relativePath), undefined, recorded);
    if (!linked) return false;
    counts.linked++;
    remember(relativePath, hash, linked);
    return true;
  };
  const save = () => {
    if (recordFile) writeJsonMap(recordFile, next);
  };
  return { write, linkKnown, save, counts };
}

const unchangedSince = (stat: Stats, written: Written) => stat.ino === written.ino && stat.size === written.size && stat.mtimeMs === written.mtimeMs;

/**
 * Links `previous` to `target` when it holds `bytes`: by the record when it has the file as that
 * build wrote it, else by reading it (no bytes: only by the record). Its stat, or undefined.
 */
async function linkIfSame(previous: string, target: string, bytes: Buffer | undefined, recorded: Written | undefined): Promise<Stats | undefined> {
  try {
    const stat = await fs.stat(previous);
    const known = recorded !== undefined && unchangedSince(stat, recorded);
    if (!known && (!bytes || stat.size !== bytes.length || !bytes.equals(await fs.readFile(previous)))) return undefined;
    await fs.link(previous, target);
    return stat;
  } catch {
    return undefined; // no previous file, or no link: write it
  }
}
