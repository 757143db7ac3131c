/**
 * What rendering each page gave, kept between builds in `.quire/cache/render.pack` (one pack of
 * every page, `utils/record-pack.ts`, instead of a file each), so pages whose server code did not
 * change are not rendered again. The pack holds each page's data and the length and sha1 of its
 * app HTML, not the HTML: that is in the last output's document, whose tail it is (`appHtmlIn`),
 * and is taken from there when its hash matches; a page whose document is gone or was edited
 * renders again. Keeping the HTML twice had made the pack as large as the output's HTML.
 *
 * What `render(path)` returns depends only on the server bundle. Each page is its own chunk
 * there (`p-<hash>.js`), so a page's key is the hash of every server file except the other
 * pages' chunks, plus its own chunk and its path: an edited page changes its own chunk only,
 * and a change to the theme, the runtime or the site data changes the shared files and so
 * every key.
 */
import path from 'node:path';
import type { PageData } from '@quire/shared';
import { pageChunkName } from '../project/generate.js';
import { hashFile, listFiles, sha1 } from '../utils/files.js';
import { PackReader, PackWriter, warnUnwritable } from '../utils/record-pack.js';
import { appHtmlIn } from './html.js';
import type { Rendered, RenderFn } from './render-fn.js';

interface Meta {
  /** Hash of the server files every page shares, with the theme's component names it exported. */
  shared: string;
  themeComponents: string[];
}

/** A page's record: its data, and what tells its app HTML in the last output's document (its length in UTF-8 bytes). */
interface StoredRender {
  pageData: PageData;
  appHtml: { bytes: number; sha1: string };
}

/** The last output's document of a path, when there is one. */
export type LastDocument = (routePath: string) => Promise<Uint8Array | undefined>;

/** Changes when the records' shape does, so a pack of another shape is never read as this one. */
const RECORD_FORMAT = 'html-in-output-2';

const PAGE_CHUNK = /^p-[0-9a-f]{10}\.js$/;

const bytesSha1 = (bytes: Uint8Array) => sha1(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));

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
  const shared: Array<readonly [string, string]> = [];
  for (const file of files) {
    if (PAGE_CHUNK.test(file[0])) chunks.set(file[0].slice(0, -3), file[1]);
    else shared.push(file);
  }
  // Only the shared files are sorted: the page chunks, nearly every file, are looked up by name.
  const lines = shared.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([name, hash]) => `${name}\0${hash}`);
  return { shared: sha1(`${RECORD_FORMAT}\n${lines.join('\n')}`), chunks };
}

export class RenderCache {
  private readonly used = new Set<string>();
  /** Each page's key once made, by its path and file. */
  private readonly keys = new Map<string, string | undefined>();
  /** The next pack: pages rendered in this build go in as they come, unchanged ones at `save`. */
  private readonly writer: PackWriter;
  private failed = false;
  private saved = false;
  /** Whether the next pack keeps every page of the last (`carried`). */
  private keepsLast = false;
  hits = 0;

  private constructor(
    file: string,
    /** The last build's pack. */
    private readonly pack: PackReader,
    readonly shared: string,
    private readonly chunks: Map<string, string>,
  ) {
    this.writer = new PackWriter(file);
  }

  /** `serverFiles`: the server bundle's files and hashes (`hashServerDir`, or the bundle cache's). */
  static async open(file: string, serverFiles: ServerFileHashes): Promise<RenderCache> {
    const { shared, chunks } = serverBundleHashes(serverFiles);
    return new RenderCache(file, await PackReader.open(file), shared, chunks);
  }

  private get meta(): Meta | undefined {
    return this.pack.meta as Meta | undefined;
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
    // Asked twice per page (`missing`, then the document's key): made once.
    const asked = `${routePath}\0${relativePath ?? ''}`;
    if (this.keys.has(asked)) return this.keys.get(asked);
    const chunk = relativePath === undefined ? '' : this.chunks.get(pageChunkName(relativePath));
    const key = chunk === undefined ? undefined : sha1(`${this.shared}\0${chunk}\0${routePath}`);
    this.keys.set(asked, key);
    return key;
  }

  /**
   * A page whose document the build took from the last output without asking for its HTML
   * (`document-cache.ts`): its entry is kept for the next build, and it counts as a hit.
   */
  keep(key: string): void {
    this.used.add(key);
    this.hits++;
  }

  /**
   * A page whose document the build carried over knowing it unchanged, without its key (`DocumentCache.carry`): it
   * counts as a hit, and the next pack keeps every page of the last one, since the carried pages' keys are not known.
   */
  carried(): void {
    this.keepsLast = true;
    this.hits++;
  }

  /** How many of these pages have no cached HTML. */
  missing(routes: ReadonlyArray<{ routePath: string; relativePath: string }>): number {
    return routes.filter((r) => {
      const key = this.keyOf(r.routePath, r.relativePath);
      return !key || !this.pack.has(key);
    }).length;
  }

  private async read(key: string, routePath: string, lastDocument: LastDocument): Promise<Rendered | undefined> {
    try {
      const bytes = await this.pack.get(key);
      const stored = bytes && (JSON.parse(bytes.toString('utf8')) as StoredRender);
      const document = stored?.appHtml && (await lastDocument(routePath));
      const appHtml = document && appHtmlIn(document, stored.appHtml.bytes);
      return appHtml && bytesSha1(appHtml) === stored?.appHtml.sha1 ? { appHtml, pageData: stored.pageData } : undefined;
    } catch {
      return undefined; // unreadable: render afresh
    }
  }

  private async write(key: string, { appHtml, pageData }: Rendered): Promise<void> {
    if (this.failed) return;
    const stored: StoredRender = { pageData, appHtml: { bytes: appHtml.byteLength, sha1: bytesSha1(appHtml) } };
    try {
      await this.writer.add(key, Buffer.from(JSON.stringify(stored)));
    } catch (error) {
      this.failed = true;
      warnUnwritable('render', error);
    }
  }

  /**
   * `render` answering from the cache for pages whose key is unchanged, with the app HTML from
   * `lastDocument`. Each page's record is read from the last pack and written to the next as
   * pages go, so the cache is never held in memory at once.
   */
  wrap(render: RenderFn, relativePathOf: (routePath: string) => string | undefined, lastDocument: LastDocument): RenderFn {
    return async (routePath) => {
      const key = this.keyOf(routePath, relativePathOf(routePath));
      const cached = key ? await this.read(key, routePath, lastDocument) : undefined;
      if (cached) this.hits++;
      const result = cached ?? (await render(routePath));
      if (key) {
        this.used.add(key);
        if (!cached) await this.write(key, result);
      }
      return result;
    };
  }

  /**
   * Puts the next pack in place: this build's pages (the ones it did not render carried over from
   * the last pack) and the shared key; the pages it did not use are left out. Writes nothing when
   * the last pack is exactly that.
   */
  async save(themeComponents: string[]): Promise<void> {
    this.saved = true;
    const kept = (key: string) => this.keepsLast || this.used.has(key);
    const unchanged = this.writer.size === 0 && this.meta?.shared === this.shared && [...this.pack.keys()].every(kept);
    try {
      if (this.failed || unchanged) await this.writer.discard();
      else await this.writer.commitOver(this.pack, kept, { shared: this.shared, themeComponents } satisfies Meta);
    } catch (error) {
      await this.writer.discard().catch(() => undefined);
      warnUnwritable('render', error);
    } finally {
      await this.pack.close();
    }
  }

  /** A build that failed before `save`: drops the next pack's temporary file. */
  async close(): Promise<void> {
    if (this.saved) return;
    await this.writer.discard().catch(() => undefined);
    await this.pack.close();
  }
}
