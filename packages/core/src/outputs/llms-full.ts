/**
 * `llms-full.txt`: every page's Markdown copy in sidebar order, each under a header naming its
 * copy's address, one empty line between pages. Put together as bytes, so a copy the build did not
 * make again is taken as it is from the last file, where its record says it lies.
 */
import { createHash } from 'node:crypto';
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
  /** The file's identity (`FileIdentity`): the same for the same bytes, taken without hashing the copies again. */
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

/** The last file as the build found it: its bytes, its record, and its identity when the caller can vouch for it. */
export interface LastFullFile {
  bytes: Buffer;
  record: FullFileRecord;
  /**
   * The identity the output's own record holds for these bytes, checked against the file's stamp (`OutputWriter.readKnown`);
   * without it, each copy taken from the file is checked by its own sha1.
   */
  hash?: string;
}

/** The file as pieces to write one after the other, and its record. */
export interface FullFile {
  pieces: Buffer[];
  record: FullFileRecord;
}

/**
 * The file's pieces and record. A copy the build did not make is taken from `last` when it is there
 * with the same sha1, else made with `makeText`. A copy taken from the last file stays a view of
 * its bytes, so the file is never copied whole: it is hashed and written piece by piece.
 */
export async function assembleFullFile(
  pages: readonly FullPage[],
  last: LastFullFile | undefined,
  makeText: (routePath: string) => string | Promise<string>,
): Promise<FullFile> {
  const lastCopies = new Map(last?.record.segments.map(([routePath, hash, start, length]) => [routePath, { hash, start, length }]));
  // The last file whole as its record says: each copy in it is then the one its segment names, unhashed.
  const lastWhole = last?.hash !== undefined && last.hash === last.record.hash;
  const identity = new FileIdentity();
  const pieces: Buffer[] = [];
  const segments: FullFileRecord['segments'] = [];
  let at = 0;
  for (const [i, page] of pages.entries()) {
    const header = Buffer.from(`${i > 0 ? '\n' : ''}${headerOf(page.routePath)}`);
    const copy = page.text === undefined ? lastCopy(page, lastCopies.get(page.routePath), last?.bytes, lastWhole) : Buffer.from(page.text);
    const segment = copy ? { bytes: copy, hash: page.hash } : madeCopy(await makeText(page.routePath));
    at += header.length;
    segments.push([page.routePath, segment.hash, at, segment.bytes.length]);
    at += segment.bytes.length;
    pieces.push(header, segment.bytes);
    identity.add(header, segment.hash);
  }
  return { pieces, record: { hash: identity.digest(), segments } };
}

/**
 * A sha1 of each page's header and its copy's sha1, in order: files with the same identity hold the same bytes, since
 * a header ends where its copy's fixed-length sha1 begins. The file is the site's largest, and every copy in it already
 * has its sha1, so its bytes are not hashed again.
 */
class FileIdentity {
  private readonly digester = createHash('sha1').update('llms-full-identity-1\0');

  add(header: Buffer, copyHash: string): void {
    this.digester.update(header).update(copyHash);
  }

  digest(): string {
    return this.digester.digest('hex');
  }
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
