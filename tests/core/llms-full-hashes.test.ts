/**
 * `llms-full.txt` put together after an edit hashes the last file once, not each copy taken from
 * it, when the file is the one its record describes; a file damaged since has each copy checked.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assembleFullFile, type FullPage } from '#core/outputs/llms-full.ts';
import * as files from '#core/utils/files.ts';
import { asLast, bytesOf } from '../fixtures/full-file.ts';

vi.mock('#core/utils/files.ts', async (original) => {
  const actual = await original<typeof import('#core/utils/files.ts')>();
  return { ...actual, sha1: vi.fn(actual.sha1), sha1OfPieces: vi.fn(actual.sha1OfPieces) };
});

/** Every sha1 taken, of one buffer or of pieces. */
const hashesTaken = () => vi.mocked(files.sha1).mock.calls.length + vi.mocked(files.sha1OfPieces).mock.calls.length;
const clearHashes = () => {
  vi.mocked(files.sha1).mockClear();
  vi.mocked(files.sha1OfPieces).mockClear();
};

afterEach(clearHashes);

const texts = Array.from({ length: 50 }, (_, i) => [`/p${i}`, `# Page ${i}\n\nText ${i}.\n`] as const);
const fresh = () =>
  assembleFullFile(
    texts.map(([routePath, text]) => ({ routePath, hash: files.sha1(text), text })),
    undefined,
    () => '',
  );
/** Every page unchanged but the first, whose copy is new. */
const edited = (): FullPage[] =>
  texts.map(([routePath, text], i) =>
    i === 0 ? { routePath, hash: files.sha1('# Page 0, edited\n'), text: '# Page 0, edited\n' } : { routePath, hash: files.sha1(text) },
  );

describe('assembleFullFile and the last file', () => {
  it('hashes a last file that is the one recorded once, and each of its copies not at all', async () => {
    const last = asLast(await fresh());
    const pages = edited();
    clearHashes();
    const next = await assembleFullFile(pages, last, () => '');
    // The last file, then the new one.
    expect(hashesTaken()).toBe(2);
    expect(bytesOf(next).toString()).toContain('# Page 0, edited');
    expect(bytesOf(next).toString()).toContain('Text 49.');
  });

  it('takes the sha1 of the last file from the caller when it has it: only the new file is hashed', async () => {
    const last = asLast(await fresh());
    const pages = edited();
    clearHashes();
    const next = await assembleFullFile(pages, { ...last, hash: last.record.hash }, () => '');
    expect(hashesTaken()).toBe(1);
    const whole = texts.map(([routePath, text], i) => (i === 0 ? pages[0] : { routePath, hash: files.sha1(text), text }));
    const expected = await assembleFullFile(whole, undefined, () => '');
    expect(bytesOf(next).equals(bytesOf(expected))).toBe(true);
    expect(next.record).toEqual(expected.record);
  });

  it('checks each copy of a last file changed since it was recorded, and makes the damaged one again', async () => {
    const last = asLast(await fresh());
    const at = last.bytes.indexOf('Text 7.');
    last.bytes[at] = 'X'.charCodeAt(0);
    const pages = edited();
    clearHashes();
    const made: string[] = [];
    const next = await assembleFullFile(pages, last, (routePath) => {
      made.push(routePath);
      return texts.find(([r]) => r === routePath)?.[1] ?? '';
    });
    expect(made).toEqual(['/p7']);
    expect(hashesTaken()).toBeGreaterThan(texts.length);
    expect(bytesOf(next).toString()).toContain('Text 7.');
  });
});
