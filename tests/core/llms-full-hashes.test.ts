/**
 * `llms-full.txt` put together after an edit hashes neither the last file nor the new one: a copy taken from a last
 * file its caller vouches for is used as its record says, and the file's identity comes from its copies' sha1s. A
 * last file nobody vouches for, or one damaged since, has each copy taken from it checked.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assembleFullFile, type FullPage } from '#core/outputs/llms-full.ts';
import * as files from '#core/utils/files.ts';
import { asLast, bytesOf } from '../fixtures/full-file.ts';

vi.mock('#core/utils/files.ts', async (original) => {
  const actual = await original<typeof import('#core/utils/files.ts')>();
  return { ...actual, sha1: vi.fn(actual.sha1) };
});

/** Every sha1 taken of a copy's bytes. */
const hashesTaken = () => vi.mocked(files.sha1).mock.calls.length;
const clearHashes = () => vi.mocked(files.sha1).mockClear();

afterEach(clearHashes);

type Texts = ReadonlyArray<readonly [string, string]>;

const texts: Texts = Array.from({ length: 50 }, (_, i) => [`/p${i}`, `# Page ${i}\n\nText ${i}.\n`]);
const fresh = (pages: Texts = texts) =>
  assembleFullFile(
    pages.map(([routePath, text]) => ({ routePath, hash: files.sha1(text), text })),
    undefined,
    () => '',
  );
/** Every page unchanged but the first, whose copy is new. */
const edited = (): FullPage[] =>
  texts.map(([routePath, text], i) =>
    i === 0 ? { routePath, hash: files.sha1('# Page 0, edited\n'), text: '# Page 0, edited\n' } : { routePath, hash: files.sha1(text) },
  );
const editedWhole = (): Texts => texts.map(([routePath, text], i) => [routePath, i === 0 ? '# Page 0, edited\n' : text]);

describe('assembleFullFile and the last file', () => {
  it('hashes no bytes when the caller vouches for the last file: the copies come by their records, the identity by their sha1s', async () => {
    const last = asLast(await fresh());
    const pages = edited();
    clearHashes();
    const next = await assembleFullFile(pages, { ...last, hash: last.record.hash }, () => '');
    expect(hashesTaken()).toBe(0);
    const expected = await fresh(editedWhole());
    expect(bytesOf(next).equals(bytesOf(expected))).toBe(true);
    expect(next.record).toEqual(expected.record);
  });

  it('checks each copy it takes from a last file nobody vouches for, or one whose identity is not its record’s', async () => {
    const last = asLast(await fresh());
    for (const unvouched of [last, { ...last, hash: 'f'.repeat(40) }]) {
      const pages = edited();
      clearHashes();
      const next = await assembleFullFile(pages, unvouched, () => '');
      expect(hashesTaken()).toBe(texts.length - 1);
      expect(bytesOf(next).equals(bytesOf(await fresh(editedWhole())))).toBe(true);
    }
  });

  it('makes again a copy damaged in the last file since it was recorded', async () => {
    const last = asLast(await fresh());
    const at = last.bytes.indexOf('Text 7.');
    last.bytes[at] = 'X'.charCodeAt(0);
    const made: string[] = [];
    const next = await assembleFullFile(edited(), last, (routePath) => {
      made.push(routePath);
      return texts.find(([r]) => r === routePath)?.[1] ?? '';
    });
    expect(made).toEqual(['/p7']);
    expect(bytesOf(next).toString()).toContain('Text 7.');
  });
});

describe('the file’s identity', () => {
  it('is the same for the same bytes and differs when a copy, an address or the order does', async () => {
    const identity = async (pages: Texts) => (await fresh(pages)).record.hash;
    const base = await identity(texts);
    expect(await identity(texts)).toBe(base);
    expect(await identity(editedWhole())).not.toBe(base);
    expect(await identity(texts.map(([r, t], i) => [i === 3 ? `${r}x` : r, t]))).not.toBe(base);
    expect(await identity([texts[1], texts[0], ...texts.slice(2)])).not.toBe(base);
  });
});
