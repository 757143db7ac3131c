/**
 * The output of the last bundling (browser files, server renderer, asset stats) kept under
 * `.quire/cache/bundle/`, so a build whose bundler inputs are all unchanged copies it instead of
 * running Rspack again. The files are kept as two packs (`utils/file-pack.ts`), browser and
 * server, indexed in the manifest: two files to create and delete instead of hundreds.
 *
 * Two things must match for a hit. The key: everything the bundler sees that does not come from
 * a file (each page's module text, which carries its page data; the config; the framework's own
 * code; lockfiles). And the files: every file the last bundling read outside `node_modules`
 * (theme, runtime, generated modules, search hooks…), recorded by content hash. Files inside
 * `node_modules` change only with an install, which the lockfile hashes in the key cover.
 *
 * The manifest carries a checksum of its text, and the packs' indexes a checksum of each file; a
 * cache where anything fails its checksum is not used at all (the build bundles afresh, with a
 * warning), so a damaged byte never ships under the unchanged content-hashed name of its file.
 */
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { BuildAssets } from '../bundler/assets-plugin.js';
import { decodeCheckedJson, encodeCheckedJson } from '../utils/checked-json.js';
import { warnDamaged } from '../utils/checksum.js';
import { DamagedPack, type PackIndex, readPack, restorePack, writePack } from '../utils/file-pack.js';
import type { ServerFileHashes } from '../ssg/render-cache.js';
import { hashFile, listRelativeFiles, sha1 } from '../utils/files.js';
import type { WriteOutput } from '../utils/output-file.js';

const MANIFEST = 'manifest.json';

interface Manifest {
  key: string;
  /** Absolute path → sha1 of its content when bundled. */
  files: Record<string, string>;
  entryJs: string[];
  entryCss: string[];
  pageFiles: Array<[string, string[]]>;
  /** The browser files in `web.pack`, the server's in `ssr.pack`. */
  web: PackIndex;
  ssr?: PackIndex;
}

/** Files whose content the cache must check: the ones a lockfile does not already vouch for. */
export function isTrackedInput(file: string): boolean {
  return path.isAbsolute(file) && !file.split(path.sep).includes('node_modules');
}

/** Hashes of the given files, for the manifest. */
export async function hashInputs(files: Iterable<string>): Promise<Record<string, string>> {
  const list = [...new Set(files)].filter(isTrackedInput).sort();
  const hashes = await Promise.all(list.map(hashFile));
  return Object.fromEntries(list.map((file, i) => [file, hashes[i]]));
}

async function filesUnchanged(files: Record<string, string>): Promise<boolean> {
  const entries = Object.entries(files);
  const current = await Promise.all(entries.map(([file]) => hashFile(file)));
  return entries.every(([, hash], i) => current[i] === hash);
}

/** The server bundle's files and hashes, from its pack once every file passed its checksum. */
async function readServerHashes(packFile: string, index: PackIndex): Promise<ServerFileHashes> {
  const files = await readPack(packFile, index);
  return files.map(([file, content]) => [file.split(path.sep).join('/'), sha1(content)] as const);
}

export class BundleCache {
  /** The files the bundle was made from outside `node_modules`, with the sha1 of each when bundled: once restored or saved. */
  inputs?: Readonly<Record<string, string>>;
  /** After a restore: where the server bundle goes, its index and hashes; written out only when asked. */
  private server: { ssrDir: string; index: PackIndex; hashes: ServerFileHashes; extracted?: Promise<void> } | undefined;

  constructor(private readonly dir: string) {}

  private get webPack(): string {
    return path.join(this.dir, 'web.pack');
  }

  private get ssrPack(): string {
    return path.join(this.dir, 'ssr.pack');
  }

  /** Whether a last bundle was saved (a build without one is going to bundle). */
  hasBundle(): boolean {
    return existsSync(path.join(this.dir, MANIFEST));
  }

  /**
   * Copies the cached bundle into place when `key` and every recorded file match; else undefined.
   * The browser files go through `writeWeb` when given (paths relative to `distDir`). The server
   * bundle is written into `ssrDir` only by `extractServer()`: a build whose pages all come from
   * the render cache never loads it, and its hundreds of files need not exist. `writtenWhenRead`:
   * inputs made only for a bundler that reads them, each written here before its hash is checked
   * when the last bundling read it.
   */
  async restore(
    key: string,
    distDir: string,
    ssrDir: string | undefined,
    writeWeb?: WriteOutput,
    writtenWhenRead: ReadonlyMap<string, () => void> = new Map(),
  ): Promise<BuildAssets | undefined> {
    let manifest: Manifest | undefined;
    const manifestFile = path.join(this.dir, MANIFEST);
    try {
      manifest = decodeCheckedJson(await fs.readFile(manifestFile), manifestFile) as Manifest | undefined;
    } catch {
      return undefined;
    }
    if (manifest?.key !== key || !manifest.web) return undefined;
    for (const [file, writeInput] of writtenWhenRead) if (Object.hasOwn(manifest.files, file)) writeInput();
    if (!(await filesUnchanged(manifest.files))) return undefined;
    this.inputs = manifest.files;
    if (ssrDir && !manifest.ssr) return undefined;
    try {
      // The server pack is checked before any browser file is written: all of the bundle or none.
      const hashes = ssrDir && manifest.ssr ? await readServerHashes(this.ssrPack, manifest.ssr) : undefined;
      await restorePack(this.webPack, manifest.web, distDir, writeWeb);
      if (ssrDir && manifest.ssr && hashes) this.server = { ssrDir, index: manifest.ssr, hashes };
    } catch (error) {
      if (error instanceof DamagedPack) warnDamaged(error.packFile);
      return undefined; // a cache folder cut short or damaged: bundle afresh
    }
    return { entryJs: manifest.entryJs, entryCss: manifest.entryCss, pageFiles: new Map(manifest.pageFiles) };
  }

  /** The restored server bundle's files and hashes, read from its pack. */
  async serverFileHashes(): Promise<ServerFileHashes> {
    if (!this.server) throw new Error('no server bundle was restored');
    return this.server.hashes;
  }

  /** Writes the restored server bundle into its folder (once, however often asked). */
  extractServer(): Promise<void> {
    const { server } = this;
    if (!server) return Promise.reject(new Error('no server bundle was restored'));
    server.extracted ??= restorePack(this.ssrPack, server.index, server.ssrDir);
    return server.extracted;
  }

  /**
   * Keeps this bundle for the next build; a failure only costs the next build its shortcut. The
   * files are the ones in the folders when called, so pages may be rendered into `distDir` while
   * this packs them; they must stay in place until it resolves.
   */
  save(key: string, inputs: Iterable<string>, assets: BuildAssets, distDir: string, ssrDir: string | undefined): Promise<void> {
    const webFiles = listRelativeFiles(distDir);
    const ssrFiles = ssrDir ? listRelativeFiles(ssrDir) : [];
    return this.write(key, inputs, assets, { dir: distDir, files: webFiles }, ssrDir ? { dir: ssrDir, files: ssrFiles } : undefined);
  }

  private async write(
    key: string,
    inputs: Iterable<string>,
    assets: BuildAssets,
    web: { dir: string; files: string[] },
    ssr: { dir: string; files: string[] } | undefined,
  ): Promise<void> {
    try {
      // The manifest goes last and first: a cache cut short by a crash has no manifest.
      await fs.rm(this.dir, { recursive: true, force: true });
      const webIndex = await writePack(this.webPack, web.dir, web.files);
      const ssrIndex = ssr ? await writePack(this.ssrPack, ssr.dir, ssr.files) : undefined;
      this.inputs = await hashInputs(inputs);
      const manifest: Manifest = {
        key,
        files: this.inputs,
        entryJs: assets.entryJs,
        entryCss: assets.entryCss,
        pageFiles: [...assets.pageFiles],
        web: webIndex,
        ssr: ssrIndex,
      };
      await fs.writeFile(path.join(this.dir, MANIFEST), encodeCheckedJson(manifest));
    } catch (error) {
      console.warn(`  ! could not write the bundle cache (${(error as Error).message}); the build goes on without it`);
    }
  }
}
