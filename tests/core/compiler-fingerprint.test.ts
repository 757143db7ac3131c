/**
 * The compile cache's keys carry the compiler's fingerprint, which holds the version of every library that shapes a
 * compiled page: an upgrade of any of them compiles every page again instead of serving the last version's output.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compilerLibraryManifests } from '#core/project/compile-cache.ts';

describe("the compiler's fingerprint", () => {
  it('finds the manifest of each library, also those whose exports do not list it', () => {
    const found = compilerLibraryManifests();
    expect(found.map(([name]) => name)).toContain('@mdx-js/mdx');
    for (const [name, manifest] of found) {
      expect(manifest, name).toBeDefined();
      expect(path.basename(manifest ?? '')).toBe('package.json');
      const { name: named, version } = JSON.parse(readFileSync(manifest ?? '', 'utf8')) as { name: string; version: string };
      expect(named).toBe(name);
      expect(version).toMatch(/^\d+\.\d+\.\d+/);
    }
  });
});
