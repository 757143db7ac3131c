/**
 * The JSON files of the caches (`documents.json`, `gzip-sizes.json`, the bundle's manifest) with
 * the checksum of their text on a first line, so a damaged file is not taken for the build's
 * records: one whose text fails reads as missing, with a warning; one written before checksums
 * (a JSON object alone) reads as missing without one.
 */
import { checksum, warnDamaged } from './checksum.js';

const HEADER = 'quire-cache crc32 ';

const hexChecksum = (json: string) => checksum(json).toString(16).padStart(8, '0');

/** The file's text: the header with the checksum of the JSON, then the JSON. */
export function encodeCheckedJson(value: unknown): string {
  const json = JSON.stringify(value);
  return `${HEADER}${hexChecksum(json)}\n${json}`;
}

/** The value kept in `text` (read from `file`, which a warning names), or undefined. */
export function decodeCheckedJson(text: string, file: string): unknown {
  if (text.startsWith('{')) return undefined;
  const newline = text.indexOf('\n');
  const json = text.slice(newline + 1);
  if (newline < 0 || text.slice(0, newline) !== `${HEADER}${hexChecksum(json)}`) {
    warnDamaged(file);
    return undefined;
  }
  return JSON.parse(json);
}
