/** A folder's code fingerprint is asked for once per page by some caches: after the first, the answer is a lookup. */
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { codeFingerprint } from '#core/utils/files.ts';

vi.mock('node:url', async (original) => {
  const actual = await original<typeof import('node:url')>();
  return { ...actual, fileURLToPath: vi.fn(actual.fileURLToPath) };
});

describe('codeFingerprint', () => {
  it('works out a module folder’s fingerprint once, and answers the same module URL again without turning it into a path', () => {
    const moduleUrl = new URL('../../packages/core/src/outputs/copy-cache.ts', import.meta.url).href;
    const first = codeFingerprint(moduleUrl);
    expect(first).toMatch(/^[0-9a-f]{40}$/);
    vi.mocked(fileURLToPath).mockClear();
    for (let i = 0; i < 1000; i++) expect(codeFingerprint(moduleUrl)).toBe(first);
    expect(fileURLToPath).not.toHaveBeenCalled();
    // Another module of the same folder: the same code, so the same fingerprint.
    expect(codeFingerprint(new URL('../../packages/core/src/outputs/llms.ts', import.meta.url).href)).toBe(first);
  });
});
