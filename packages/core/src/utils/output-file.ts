/**
 * Writes the files of a build's output into its staging folder. A file whose bytes are the
 * same as the last build's at the same place (`previousDir`, the output being replaced) is
 * hard-linked from there instead of written: no new inode, no data to write back to the disk.
 * A build where little changed then creates almost no files; on this project's ext4 machines
 * allocating inodes next to the ones the last build deleted was most of a warm build's system
 * time. The content is compared first, so a file edited in the output by hand is not carried
 * over, and a link that cannot be made (another device, no permission) falls back to writing.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

export type WriteOutput = (relativePath: string, content: string | Uint8Array) => Promise<void>;

export interface OutputWriter {
  write: WriteOutput;
  /** Files linked from the last output, and files written. */
  readonly counts: { linked: number; written: number };
}

export function outputWriter(stageDir: string, previousDir: string | undefined): OutputWriter {
  const counts = { linked: 0, written: 0 };
  const madeDirs = new Set<string>();
  const write: WriteOutput = async (relativePath, content) => {
    const target = path.join(stageDir, relativePath);
    const dir = path.dirname(target);
    if (!madeDirs.has(dir)) {
      await fs.mkdir(dir, { recursive: true });
      madeDirs.add(dir);
    }
    if (previousDir && (await linkIfSame(path.join(previousDir, relativePath), target, content))) {
      counts.linked++;
      return;
    }
    await fs.writeFile(target, content);
    counts.written++;
  };
  return { write, counts };
}

async function linkIfSame(previous: string, target: string, content: string | Uint8Array): Promise<boolean> {
  try {
    const bytes = typeof content === 'string' ? Buffer.from(content) : content;
    const { size } = await fs.stat(previous);
    if (size !== bytes.length || !Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).equals(await fs.readFile(previous))) return false;
    await fs.link(previous, target);
    return true;
  } catch {
    return false; // no previous file, or no link: write it
  }
}
