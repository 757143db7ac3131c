/**
 * Rendered app HTML kept between builds in `.quire/cache/render/` (one file per page), so pages whose server
 * code did not change are not rendered again.
 *
 * What `render(path)` returns depends only on the server bundle. Each page is its own chunk
 * there (`p-<hash>.js`), so a page's key is the hash of every server file except the other
 * pages' chunks, plus its own chunk and its path: an edited page changes its own chunk only,
 * and a change to the theme, the runtime or the site data changes the shared files and so
 * every key.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { pageChunkName } from '../project/generate.js';
import { hashFile, listFiles, sha1 } from '../utils/files.js';
import type { RenderFn } from './render-pages.js';

type Rendered = Awaited<ReturnType<RenderFn>>;

interface Meta {
  /** Hash of the server files every page shares, with the theme's component names it exported. */
  shared: string;
  themeComponents: string[];
}

const PAGE_CHUNK = /^p-[0-9a-f]{10}\.js$/;
const META = 'meta.json';

/** A server bundle's files: path relative to its folder (with `/`), and the sha1 of its content. */
export type ServerFileHashes = ReadonlyArray<readonly [string, string]>;

/**
 * The files of the server bundle in `ssrDir` with their hashes. The `package.json` the build
 * writes there is left out, so the hashes are the same as the bundle cache's (which has none).
 */
export async function hashServerDir(ssrDir: string): Promise<ServerFileHashes> {
  const names = listFiles(ssrDir)
    .map((file) => path.relative(ssrDir, file).split(path.sep).join('/'))
    .filter((name) => name !== 'package.json');
  const hashes = await Promise.all(names.map((name) => hashFile(path.join(ssrDir, name))));
  return names.map((name, i) => [name, hashes[i]] as const);
}

/** Keys of a server bundle: one for the files all pages share, one per page chunk. */
export function serverBundleHashes(files: ServerFileHashes): { shared: string; chunks: Map<string, string> } {
  const chunks = new Map<string, string>();
  const shared: string[] = [];
  for (const [name, hash] of [...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (PAGE_CHUNK.test(name)) chunks.set(name.slice(0, -3), hash);
    else shared.push(`${name}\0${hash}`);
  }
  return { shared: sha1(shared.join('\n')), chunks };
}

async function writeAtomic(file: string, text: string): Promise<void> {
  const temp = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temp, text);
  await fs.rename(temp, file);
}

export class RenderCache {
  private readonly used = new Set<string>();
  private failed = false;
  hits = 0;

  private constructor(
    private readonly dir: string,
    private readonly meta: Meta | undefined,
    /** Keys with a file in the cache folder. */
    private readonly stored: Set<string>,
    readonly shared: string,
    private readonly chunks: Map<string, string>,
  ) {}

  /** `serverFiles`: the server bundle's files and hashes (`hashServerDir`, or the bundle cache's). */
  static async open(dir: string, serverFiles: ServerFileHashes): Promise<RenderCache> {
    const { shared, chunks } = serverBundleHashes(serverFiles);
    let meta: Meta | undefined;
    let stored = new Set<string>();
    try {
      meta = JSON.parse(await fs.readFile(path.join(dir, META), 'utf8')) as Meta;
      stored = new Set((await fs.readdir(dir)).filter((f) => f !== META && f.endsWith('.json')).map((f) => f.slice(0, -5)));
    } catch {
      meta = undefined; // no cache yet
    }
    return new RenderCache(dir, meta, stored, shared, chunks);
  }

  /** The theme's component names when the shared server code is the one they were read from. */
  get themeComponents(): string[] | undefined {
    return this.meta?.shared === this.shared ? this.meta.themeComponents : undefined;
  }

  /**
   * A page's key, or undefined (always render) for a page without a chunk of its own. A path
   * that is no page (the 404 page) loads no page chunk, so the shared files decide alone.
   */
  keyOf(routePath: string, relativePath: string | undefined): string | undefined {
    if (relativePath === undefined) return sha1(`${this.shared}\0\0${routePath}`);
    const chunk = this.chunks.get(pageChunkName(relativePath));
    return chunk ? sha1(`${this.shared}\0${chunk}\0${routePath}`) : undefined;
  }

  /** How many of these pages have no cached HTML. */
  missing(routes: ReadonlyArray<{ routePath: string; relativePath: string }>): number {
    return routes.filter((r) => {
      const key = this.keyOf(r.routePath, r.relativePath);
      return !key || !this.stored.has(key);
    }).length;
  }

  private fileOf(key: string): string {
    return path.join(this.dir, `${key}.json`);
  }

  private async read(key: string): Promise<Rendered | undefined> {
    if (!this.stored.has(key)) return undefined;
    try {
      return JSON.parse(await fs.readFile(this.fileOf(key), 'utf8')) as Rendered;
    } catch {
      return undefined; // unreadable: render afresh
    }
  }

  private async write(key: string, result: Rendered): Promise<void> {
    if (this.failed) return;
    try {
      await fs.mkdir(this.dir, { recursive: true });
      await writeAtomic(this.fileOf(key), JSON.stringify(result));
      this.stored.add(key);
    } catch (error) {
      this.failed = true;
      console.warn(`  ! could not write the render cache (${(error as Error).message}); the build goes on without it`);
    }
  }

  /**
   * `render` answering from the cache for pages whose key is unchanged. One file per page, read
   * and written as pages go: the whole cache grows with pages × sidebar size, so it is never
   * held in memory at once.
   */
  wrap(render: RenderFn, relativePathOf: (routePath: string) => string | undefined): RenderFn {
    return async (routePath) => {
      const key = this.keyOf(routePath, relativePathOf(routePath));
      const cached = key ? await this.read(key) : undefined;
      if (cached) this.hits++;
      const result = cached ?? (await render(routePath));
      if (key) {
        this.used.add(key);
        if (!cached) await this.write(key, result);
      }
      return result;
    };
  }

  /** Records the shared key and drops the pages this build did not use. */
  async save(themeComponents: string[]): Promise<void> {
    if (this.failed) return;
    try {
      if (this.meta?.shared !== this.shared) {
        await fs.mkdir(this.dir, { recursive: true });
        await writeAtomic(path.join(this.dir, META), JSON.stringify({ shared: this.shared, themeComponents } satisfies Meta));
      }
      await Promise.all([...this.stored].filter((k) => !this.used.has(k)).map((k) => fs.rm(this.fileOf(k), { force: true })));
    } catch (error) {
      console.warn(`  ! could not write the render cache (${(error as Error).message}); the build goes on without it`);
    }
  }
}
