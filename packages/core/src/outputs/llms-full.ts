/**
 * `llms-full.txt`: every page's Markdown copy in sidebar order, each under a header naming its
 * copy's address, one empty line between pages. Put together as bytes, so a copy the build did not
 * make again is taken as it is from the last file, where its record says it lies.
 */
import { markdownPath } from '@quire/shared';
import { sha1 } from '../utils/files.js';

/** A page of the file: its copy's sha1, and the copy when the build made it. */
export interface FullPage {
  routePath: string;
  hash: string;
  text?: string;
}

/** How a `llms-full.txt` was put together, kept for the next build. */
export interface FullFileRecord {
  /** sha1 of the file's bytes. */
  hash: string;
  /** Per page in order: its route, its copy's sha1, and where the copy's bytes start in the file and how many there are. */
  segments: Array<[routePath: string, hash: string, start: number, length: number]>;
}

const headerOf = (routePath: string) => `---\nurl: ${markdownPath(routePath)}\n---\n\n`;

/** Whether the file would hold the same pages with the same copies in the same order as the recorded one. */
export function sameFullFile(pages: readonly FullPage[], record: FullFileRecord | undefined): record is FullFileRecord {
  return (
    !!record &&
    record.segments.length === pages.length &&
    pages.every((p, i) => record.segments[i][0] === p.routePath && record.segments[i][1] === p.hash)
  );
}

/** The last file as the build found it: its bytes, its record, and the sha1 of its bytes when the caller knows it. */
export interface LastFullFile {
  bytes: Buffer;
  record: FullFileRecord;
  /** The output's own record of the file's bytes, checked against its stamp (`OutputWriter.readKnown`); hashed here when absent. */
  hash?: string;
}

/**
 * The file's bytes and record. A copy the build did not make is taken from `last` when it is there
 * with the same sha1, else made with `makeText`. The file is written into one buffer of its length,
 * which every page's header and copy are copied into once.
 */
export async function assembleFullFile(
  pages: readonly FullPage[],
  last: LastFullFile | undefined,
  makeText: (routePath: string) => string | Promise<string>,
): Promise<{ bytes: Buffer; record: FullFileRecord }> {
  const lastCopies = new Map(last?.record.segments.map(([routePath, hash, start, length]) => [routePath, { hash, start, length }]));
  // The last file whole as its record says: each copy in it is then the one its segment names, unhashed.
  const lastWhole = last !== undefined && (last.hash ?? sha1(last.bytes)) === last.record.hash;
  const copies: Array<{ header: string; bytes: Buffer; hash: string }> = [];
  let length = 0;
  for (const [i, page] of pages.entries()) {
    const header = `${i > 0 ? '\n' : ''}${headerOf(page.routePath)}`;
    const copy = page.text === undefined ? lastCopy(page, lastCopies.get(page.routePath), last?.bytes, lastWhole) : Buffer.from(page.text);
    const segment = copy ? { bytes: copy, hash: page.hash } : madeCopy(await makeText(page.routePath));
    copies.push({ header, ...segment });
    length += Buffer.byteLength(header) + segment.bytes.length;
  }
  const bytes = Buffer.allocUnsafe(length);
  const segments: FullFileRecord['segments'] = [];
  let at = 0;
  for (const [i, copy] of copies.entries()) {
    at += bytes.write(copy.header, at);
    segments.push([pages[i].routePath, copy.hash, at, copy.bytes.length]);
    at += copy.bytes.copy(bytes, at);
  }
  return { bytes, record: { hash: sha1(bytes), segments } };
}

/** A copy made while the file is put together, recorded by its own sha1 so the record tells the bytes the file holds. */
function madeCopy(text: string): { bytes: Buffer; hash: string } {
  const bytes = Buffer.from(text);
  return { bytes, hash: sha1(bytes) };
}

/**
 * The page's copy in the last file, when it lies there whole with the sha1 the page's copy has: by
 * its segment's record when the file is the one recorded (`whole`), else by hashing the copy.
 */
function lastCopy(
  page: FullPage,
  where: { hash: string; start: number; length: number } | undefined,
  bytes: Buffer | undefined,
  whole: boolean,
): Buffer | undefined {
  if (!where || !bytes || where.hash !== page.hash || where.start + where.length > bytes.length) return undefined;
  const copy = bytes.subarray(where.start, where.start + where.length);
  return whole || sha1(copy) === page.hash ? copy : undefined;
}
