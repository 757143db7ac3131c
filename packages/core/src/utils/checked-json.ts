/**
 * The JSON files of the caches (`documents.json`, `gzip-sizes.json`, the bundle's manifest) with
 * the checksum of their text on a first line, so a damaged file is not taken for the build's
 * records: one whose text fails reads as missing, with a warning; one written before checksums
 * (a JSON object alone) reads as missing without one.
 */
import { checksum, warnDamaged } from './checksum.js';

const HEADER = 'quire-cache crc32 ';
const OPENING_BRACE = '{'.charCodeAt(0);
const NEWLINE = '\n'.charCodeAt(0);

const headerOf = (json: Uint8Array) => `${HEADER}${checksum(json).toString(16).padStart(8, '0')}\n`;

/**
 * The file's bytes: the header with the checksum of the JSON, then the JSON. The JSON is encoded
 * once, and its checksum taken from those bytes.
 */
export function encodeCheckedJson(value: unknown): Buffer {
  const json = Buffer.from(JSON.stringify(value));
  return Buffer.concat([Buffer.from(headerOf(json)), json]);
}

/** The value kept in `bytes` (read from `file`, which a warning names), or undefined; checked and parsed without a second copy of the text. */
export function decodeCheckedJson(bytes: Buffer, file: string): unknown {
  if (bytes[0] === OPENING_BRACE) return undefined;
  const newline = bytes.indexOf(NEWLINE);
  const json = bytes.subarray(newline + 1);
  if (newline < 0 || bytes.toString('utf8', 0, newline + 1) !== headerOf(json)) {
    warnDamaged(file);
    return undefined;
  }
  return JSON.parse(json.toString('utf8'));
}
