/**
 * A persistent cache of compiled pages on disk, so a build with nothing changed skips the
 * MDX pipeline (the largest share of a cold build's CPU time) and a build after one edit
 * compiles one page.
 *
 * An entry is found by a key made of the page's source, its compile options and the
 * compiler's own fingerprint (framework sources and the versions of the libraries that
 * shape the output), so upgrading either never serves stale output. Inlined fragments are
 * checked by the hash of their content when an entry is read.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CompiledPage, CompileOptions } from '../markdown/compile.js';
import { hashFile, listFiles, sha1 } from '../utils/files.js';

interface CacheRecord {
  compiled: CompiledPage;
  /** Content hash of each inlined fragment when the page was compiled. */
  fragments: Record<string, string>;
}

const require = createRequire(import.meta.url);
const coreSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

let fingerprint: string | undefined;

/** Changes whenever the compiler's code or a library that shapes its output changes. */
export function compilerFingerprint(): string {
  if (fingerprint) return fingerprint;
  const hash = createHash('sha1');
  for (const file of listFiles(path.join(coreSrc, 'markdown')).sort()) hash.update(file).update(readFileSync(file));
  for (const name of ['@mdx-js/mdx', 'shiki', 'remark-gfm', 'github-slugger']) {
    try {
      hash.update(name).update(readFileSync(require.resolve(`${name}/package.json`)));
    } catch {
      // A package without an exported package.json: its version then only reaches the key
      // through the lockfile-independent sources above, which is acceptable for a cache.
      hash.update(name);
    }
  }
  fingerprint = hash.digest('hex');
  return fingerprint;
}

export class CompileCache {
  constructor(private readonly dir: string) {}

  keyFor(source: string, options: CompileOptions): string {
    return sha1(`${compilerFingerprint()}\0${JSON.stringify(options)}\0${source}`);
  }

  private fileOf(key: string): string {
    return path.join(this.dir, key.slice(0, 2), `${key}.json`);
  }

  async get(key: string): Promise<CompiledPage | undefined> {
    let record: CacheRecord;
    try {
      record = JSON.parse(await fs.readFile(this.fileOf(key), 'utf8')) as CacheRecord;
    } catch {
      return undefined; // missing or unreadable: compile afresh
    }
    for (const [file, hash] of Object.entries(record.fragments)) {
      if ((await hashFile(file)) !== hash) return undefined;
    }
    return record.compiled;
  }

  async set(key: string, compiled: CompiledPage): Promise<void> {
    const fragments: Record<string, string> = {};
    for (const file of compiled.dependencies) fragments[file] = await hashFile(file);
    const file = this.fileOf(key);
    try {
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a build killed mid-write never leaves a torn entry behind.
      const temp = `${file}.${process.pid}.tmp`;
      await fs.writeFile(temp, JSON.stringify({ compiled, fragments } satisfies CacheRecord));
      await fs.rename(temp, file);
    } catch (error) {
      console.warn(`  ! could not write the compile cache (${(error as Error).message}); the build goes on without it`);
    }
  }
}
