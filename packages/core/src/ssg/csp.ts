/**
 * Content-Security-Policy support: every inline script the built HTML carries, hashed, so the
 * site can be served with `script-src 'self'` plus those hashes and nothing else inline runs.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { glob } from 'tinyglobby';
import { mapInParallel } from '../utils/in-parallel.js';
import { holdsTag } from './tag-scan.js';

/** `'sha256-…'` source expression for a CSP `script-src`. */
export function cspHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
// Scripts of these types are data, not code: CSP does not apply to them.
export const DATA_TYPE = /\btype\s*=\s*["']?(application\/(ld\+)?json|importmap|text\/plain)/i;

/** Bodies of the inline scripts in an HTML document (not `src=` scripts, not JSON data blocks). */
export function inlineScripts(html: string): string[] {
  const found: string[] = [];
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_TYPE.test(attributes) || !body) continue;
    found.push(body);
  }
  return found;
}

/** The CSP hashes of a document's inline scripts. */
export function scriptHashesOf(html: string): string[] {
  return inlineScripts(html).map(cspHash);
}

/**
 * The CSP hashes of a document made of `start`, the app HTML and an end without tags: those of
 * `start` alone when the app HTML names no script tag (no script can begin or end in it then), so
 * the page's HTML is decoded only when it holds one.
 */
export function documentScriptHashes(start: string, appHtml: Uint8Array, document: Uint8Array): string[] {
  if (!holdsTag(appHtml, ['script'])) return scriptHashesOf(start);
  return scriptHashesOf(Buffer.from(document.buffer, document.byteOffset, document.byteLength).toString('utf8'));
}

/** The `script-src` directive for a site whose inline scripts have these hashes. */
export function scriptSrcDirective(hashes: Iterable<string>): string {
  return ['script-src', "'self'", ...[...new Set(hashes)].sort()].join(' ');
}

/**
 * Inline script hashes of the documents the build wrote, gathered from their text as they are
 * written, so a warm build need not read and decode every page (sidebar included) again.
 */
export class InlineScriptHashes {
  readonly hashes = new Set<string>();
  /** The documents already scanned, relative to the output folder with `/`. */
  readonly files = new Set<string>();

  /** A document and its inline script hashes (`scriptHashesOf`). */
  add(file: string, hashes: readonly string[]): void {
    this.files.add(file.split(path.sep).join('/'));
    for (const hash of hashes) this.hashes.add(hash);
  }
}

/** Files the build kept in the last output: their paths in the output, and where each is. */
export interface KeptFiles {
  files: Iterable<string>;
  pathOf(file: string): string;
}

/**
 * Hashes of the inline scripts of every HTML file under `dir` and of the `kept` ones; the files
 * `known` scanned are not read again, and only the rest are located (a large site keeps tens of thousands).
 */
export async function hashInlineScripts(dir: string, known?: InlineScriptHashes, kept?: KeptFiles): Promise<string[]> {
  const written = (await glob('**/*.html', { cwd: dir })).filter((file) => !known?.files.has(file)).map((file) => path.join(dir, file));
  const keptUnread = kept ? [...kept.files].filter((file) => file.endsWith('.html') && !known?.files.has(file)).map((file) => kept.pathOf(file)) : [];
  const hashes = new Set<string>(known?.hashes);
  // Several files read at once, so the disk's latency does not add up file by file.
  await mapInParallel([...written, ...keptUnread], 16, async (location) => {
    for (const hash of scriptHashesOf(await fs.readFile(location, 'utf8'))) hashes.add(hash);
  });
  return [...hashes].sort();
}

/** Name of the file in the output that holds the header line, ready to paste into a host's config. */
export const CSP_FILE = 'csp.txt';

/**
 * The header line `csp.txt` holds. Every HTML file under `dir` or `kept` counts: the documents `known`
 * saw as they were written, and the rest (HTML files of `public/`) read.
 */
export async function cspHeader(dir: string, known?: InlineScriptHashes, kept?: KeptFiles): Promise<string> {
  return `Content-Security-Policy: ${scriptSrcDirective(await hashInlineScripts(dir, known, kept))}`;
}
