/** The caches' JSON files carry a checksum of their text (`utils/checked-json.ts`). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { crc32 } from 'node:zlib';
import { decodeCheckedJson, encodeCheckedJson } from '#core/utils/checked-json.ts';

const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
afterEach(() => warn.mockClear());

const value = { 'guide/a.html': { key: 'k1', size: 1234, mtimeMs: 1700000000000.5, scripts: ["'sha256-abc='"] }, 中文: 1 };

describe('checked JSON', () => {
  it('reads back what it wrote', () => {
    expect(decodeCheckedJson(encodeCheckedJson(value), 'documents.json')).toEqual(value);
    expect(warn).not.toHaveBeenCalled();
  });

  it('writes the checksum of the JSON text as UTF-8 on the first line, as every earlier build did', () => {
    const json = JSON.stringify(value);
    expect(encodeCheckedJson(value).toString()).toBe(`quire-cache crc32 ${crc32(json).toString(16).padStart(8, '0')}\n${json}`);
  });

  it('reads a text with any one character changed as missing, with a warning naming the file', () => {
    const text = encodeCheckedJson(value).toString();
    for (let i = 0; i < text.length; i++) {
      const changed = Buffer.from(`${text.slice(0, i)}${text[i] === '1' ? '2' : '1'}${text.slice(i + 1)}`);
      expect(decodeCheckedJson(changed, '/site/.quire/cache/documents.json'), `character ${i}`).toBeUndefined();
    }
    expect(warn).toHaveBeenCalledTimes(text.length);
    expect(String(warn.mock.calls[0][0])).toMatch(/documents\.json: a record failed its checksum; rebuilding it$/);
  });

  it('reads a text cut short as missing, with a warning', () => {
    const bytes = encodeCheckedJson(value);
    expect(decodeCheckedJson(bytes.subarray(0, -1), 'documents.json')).toBeUndefined();
    expect(decodeCheckedJson(bytes.subarray(0, 10), 'documents.json')).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('reads a file of the format before checksums as missing, without a warning', () => {
    expect(decodeCheckedJson(Buffer.from(JSON.stringify(value)), 'documents.json')).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });
});
