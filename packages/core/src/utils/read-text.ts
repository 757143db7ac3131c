/**
 * Reads a content file as UTF-8 and refuses anything else. Node would quietly turn invalid
 * bytes (a Latin-1 or UTF-16 file) into U+FFFD and publish garbled text; the writer hears
 * about it instead, with the place of the first bad byte.
 */
import { readFileSync } from 'node:fs';
import { QuireError, type SourcePosition } from './errors.js';

const strict = new TextDecoder('utf-8', { fatal: true });

/** Line and column of the first character that is not valid UTF-8, or undefined for valid text. */
export function firstInvalidUtf8(bytes: Uint8Array): SourcePosition | undefined {
  if (decodes(bytes, false)) return undefined;
  // The longest prefix that decodes when its last character may continue past the end...
  let low = 0;
  let high = bytes.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (decodes(bytes.subarray(0, mid), true)) low = mid;
    else high = mid - 1;
  }
  // ...then back to the end of its last complete character: the bad one starts there.
  let start = low;
  while (start > 0 && !decodes(bytes.subarray(0, start), false)) start--;
  const lines = strict.decode(bytes.subarray(0, start)).split('\n');
  return { line: lines.length, column: (lines.at(-1) ?? '').length + 1 };
}

/** Whether bytes decode, allowing a character cut off at the end when `partial`. */
function decodes(bytes: Uint8Array, partial: boolean): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: partial });
    return true;
  } catch {
    return false;
  }
}

export function decodeUtf8(bytes: Uint8Array, file: string): string {
  try {
    return strict.decode(bytes);
  } catch {
    // Only a file that fails is decoded again, to find where.
    throw new QuireError('the file is not valid UTF-8 text; save it with UTF-8 encoding', { file, position: firstInvalidUtf8(bytes) });
  }
}

/**
 * Async for its callers, read synchronously: a build reads every page at once, and a read through
 * the thread pool costs several times the CPU of a plain one for a page-sized file.
 */
export async function readUtf8(absolutePath: string, displayPath: string): Promise<string> {
  return decodeUtf8(readFileSync(absolutePath), displayPath);
}
