/**
 * The Markdown copies' record carries a copy over without its key for a page the build knows unchanged (an edit of
 * other pages' text alone): only a copy recorded with a key, and only when the output kept its file.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CopyCache } from '#core/outputs/copy-cache.ts';
import { tempDirsRemovedAfterEach } from './helpers/temp-dirs.ts';

const tempDir = tempDirsRemovedAfterEach('quire-copies-');

/** A record file left by a build that made `guide/a.md` (keyed) and `guide/b.md` (its page imports fragments: no key). */
function lastBuild(): string {
  const file = path.join(tempDir(), 'markdown-copies.json');
  const copies = CopyCache.open(file);
  copies.rememberCopy('guide/a.md', 'key-a', 'hash-a');
  copies.rememberCopy('guide/b.md', undefined, 'hash-b');
  copies.save();
  return file;
}

describe('CopyCache.carry', () => {
  it('carries a keyed copy the output kept, and records it for the next build', () => {
    const file = lastBuild();
    const kept: string[] = [];
    const copies = CopyCache.open(file);
    expect(copies.carry('guide/a.md', (copy, hash) => kept.push(`${copy} ${hash}`) > 0)).toBe('hash-a');
    expect(kept).toEqual(['guide/a.md hash-a']);
    copies.save();
    expect(CopyCache.open(file).copyHash('guide/a.md', 'key-a')).toBe('hash-a');
  });

  it('carries no copy the output could not keep, none recorded without a key, and none unknown', () => {
    const copies = CopyCache.open(lastBuild());
    expect(copies.carry('guide/a.md', () => false)).toBeUndefined();
    expect(copies.carry('guide/b.md', () => true)).toBeUndefined();
    expect(copies.carry('guide/c.md', () => true)).toBeUndefined();
  });
});
