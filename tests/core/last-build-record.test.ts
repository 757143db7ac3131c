/** The record a build leaves for the next one to end early by (`pipeline/last-build-record.ts`): whole or not read at all. */
import { describe, expect, it, vi } from 'vitest';
import { decodeLastBuild, encodeLastBuild, type LastBuildRecord } from '#core/pipeline/last-build-record.ts';

const record: LastBuildRecord = {
  key: 'a'.repeat(40),
  outside: [['/elsewhere/tagline.mjs', 'b'.repeat(40)]],
  pages: 2,
  htmlFiles: 3,
  findings: ['  ! 1 dead link:\n  docs/en/a.md:3:1: dead link /missing'],
  project: { paths: ['docs/en/a.md', 'docs/en/引言.md', 'site.config.ts'], stamps: Float64Array.from([1, 10, 1700000000000.5, 2, 20, 2, 3, 30, 3]) },
  output: { paths: ['a.html', 'static/js/p-1.js'], stamps: Float64Array.from([4, 40, 4, 5, 50, 5.25]) },
};

describe('the last build’s record', () => {
  const readBack = (written: LastBuildRecord) => {
    const read = decodeLastBuild(encodeLastBuild(written), 'last-build.bin');
    return read && { ...read, output: read.output() };
  };

  it('reads back what was written, listings, stamps and findings included', () => {
    expect(readBack(record)).toEqual(record);
    const empty = { ...record, project: { paths: [], stamps: new Float64Array(0) }, output: { paths: [], stamps: new Float64Array(0) } };
    expect(readBack(empty)).toEqual(empty);
  });

  it('reads as none, with a warning, when a byte changed; as none without one when foreign or cut short', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const bytes = encodeLastBuild(record);
      for (const at of [bytes.indexOf(0x0a) + 5, bytes.length - 3]) {
        const damaged = Buffer.from(bytes);
        damaged[at] ^= 0x01;
        expect(decodeLastBuild(damaged, 'last-build.bin')).toBeUndefined();
      }
      expect(warn).toHaveBeenCalledTimes(2);
      expect(String(warn.mock.calls[0][0])).toContain('last-build.bin');
      warn.mockClear();
      expect(decodeLastBuild(Buffer.from('{"key":"x"}'), 'last-build.bin')).toBeUndefined();
      expect(decodeLastBuild(bytes.subarray(0, bytes.indexOf(0x0a)), 'last-build.bin')).toBeUndefined();
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});
