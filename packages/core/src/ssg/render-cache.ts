/**
 * Rendered app HTML kept between builds in `.quire/cache/render.json`, so pages whose server
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

interface CacheFile {
  /** Hash of the server files every page shares, with the theme's component names it exported. */
  shared: string;
  themeComponents: string[];
  pages: Record<string, Rendered>;
}

const PAGE_CHUNK = /^p-[0-9a-f]{10}\.js$/;

/** Keys of the server bundle in `ssrDir`: one for the files all pages share, one per page chunk. */
export async function serverBundleHashes(ssrDir: string): Promise<{ shared: string; chunks: Map<string, string> }> {
  const files = listFiles(ssrDir).sort();
  const hashes = await Promise.all(files.map(hashFile));
  const chunks = new Map<string, string>();
  const shared: string[] = [];
  files.forEach((file, i) => {
    const name = path.relative(ssrDir, file).split(path.sep).join('/');
    if (PAGE_CHUNK.test(name)) chunks.set(name.slice(0, -3), hashes[i]);
    else shared.push(`${name}\0${hashes[i]}`);
  });
  return { shared: sha1(shared.join('\n')), chunks };
}

export class RenderCache {
  private readonly used: Record<string, Rendered> = {};
  hits = 0;

  private constructor(
    private readonly file: string,
    private readonly previous: CacheFile | undefined,
    readonly shared: string,
    private readonly chunks: Map<string, string>,
  ) {}

  static async open(file: string, ssrDir: string): Promise<RenderCache> {
    const { shared, chunks } = await serverBundleHashes(ssrDir);
    let previous: CacheFile | undefined;
    try {
      previous = JSON.parse(await fs.readFile(file, 'utf8')) as CacheFile;
    } catch {
      previous = undefined;
    }
    return new RenderCache(file, previous, shared, chunks);
  }

  /** The theme's component names when the shared server code is the one they were read from. */
  get themeComponents(): string[] | undefined {
    return this.previous?.shared === this.shared ? this.previous.themeComponents : undefined;
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
      return !key || !this.previous?.pages[key];
    }).length;
  }

  /** `render` answering from the cache for pages whose key is unchanged. */
  wrap(render: RenderFn, relativePathOf: (routePath: string) => string | undefined): RenderFn {
    return async (routePath) => {
      const key = this.keyOf(routePath, relativePathOf(routePath));
      const cached = key ? this.previous?.pages[key] : undefined;
      if (cached) this.hits++;
      const result = cached ?? (await render(routePath));
      if (key) this.used[key] = result;
      return result;
    };
  }

  /** Writes the entries this build used (older ones drop out). */
  async save(themeComponents: string[]): Promise<void> {
    const used = Object.keys(this.used).length;
    const previous = this.previous;
    // Every page came from the cache and none dropped out: the file already says all of this.
    if (previous?.shared === this.shared && this.hits === used && Object.keys(previous.pages).length === used) return;
    const data: CacheFile = { shared: this.shared, themeComponents, pages: this.used };
    try {
      await fs.mkdir(path.dirname(this.file), { recursive: true });
      const temp = `${this.file}.${process.pid}.tmp`;
      await fs.writeFile(temp, JSON.stringify(data));
      await fs.rename(temp, this.file);
    } catch (error) {
      console.warn(`  ! could not write the render cache (${(error as Error).message}); the build goes on without it`);
    }
  }
}
