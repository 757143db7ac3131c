/**
 * Checksums of what the caches under `.quire/cache` keep. A cache is read back into the output,
 * so a byte flipped on disk (a bad sector, a torn copy of a CI cache, a hand edit) would reach
 * `dist/`, in a bundle's case under an unchanged content-hashed name that a CDN keeps forever;
 * every record is stored with the CRC-32 of its bytes and one that does not match is read as
 * missing and built again. CRC-32 catches every burst of up to 32 flipped bits and costs far less
 * than a cryptographic hash; nothing here guards against tampering, only against damage.
 */
import path from 'node:path';
import { crc32 } from 'node:zlib';

export function checksum(bytes: Uint8Array | string): number {
  return crc32(bytes);
}

/** Whether `bytes` are the ones `expected` was computed from. */
export function checksumMatches(bytes: Uint8Array, expected: unknown): boolean {
  return typeof expected === 'number' && crc32(bytes) === expected;
}

/** The one-line warning of a cache file holding a damaged record (printed once per file and reader). */
export function warnDamaged(file: string): void {
  const relative = path.relative(process.cwd(), file);
  const shown = relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file;
  console.warn(`  ! ${shown}: a record failed its checksum; rebuilding it`);
}
