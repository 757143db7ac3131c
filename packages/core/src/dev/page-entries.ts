/**
 * Dev: each page is an entry of the browser bundle (its file with the entry query, as in a production build), added
 * to the compilation only when the browser first asks for it. The bundle then starts with the app alone, whatever
 * the number of pages, where a route table of one lazy `import()` per page made Rspack build a proxy module for
 * every page before the first one could be served.
 */
import type { Rspack } from '@rsbuild/core';
import { pageChunkName, pageEntryRequest } from '../project/generate.js';
import type { RouteRecord } from '../routes/scan.js';

type EntryObject = Exclude<Rspack.Configuration['entry'], ((...args: never[]) => unknown) | string | string[] | undefined>;

interface Waiter {
  name: string;
  resolve: (files: string[]) => void;
  /** Called instead when a compile fails before one has built the entry; unset: the waiter waits on. */
  failed?: () => void;
}

export class DevPageEntries {
  /** Pages asked for, by path under the docs folder: each stays an entry while it is a route. */
  private readonly asked = new Set<string>();
  /** The files of each page entry in the last finished compile. */
  private files = new Map<string, string[]>();
  private readonly waiters: Waiter[] = [];
  private compiler?: Rspack.Compiler;

  constructor(
    private readonly routes: () => readonly RouteRecord[],
    private readonly onAdded: (relativePath: string) => void,
    /** The browser has drawn a page (`DEV_PAGE_SHOWN_PATH`). */
    readonly shown: () => void,
    /** Starts a page's compile ahead of the bundler's loader, which then takes it. */
    private readonly compile: (route: RouteRecord) => void,
  ) {}

  /** The bundler's entry: on each compile, the app's, then each page asked for that is still a route. */
  dynamicEntry(app: Rspack.Configuration['entry']): Rspack.Configuration['entry'] {
    if (typeof app !== 'object' || Array.isArray(app)) throw new Error('[quire] the dev bundle needs its entries by name');
    return async () => this.entries(app);
  }

  private entries(app: EntryObject): EntryObject {
    const pages: Record<string, { import: string; dependOn: string; html: false }> = {};
    for (const route of this.routes())
      if (this.asked.has(route.relativePath))
        pages[pageChunkName(route.relativePath)] = { import: pageEntryRequest(route.absolutePath), dependOn: 'index', html: false };
    return { ...app, ...pages };
  }

  /**
   * A file under the docs folder changed: a page the bundle holds compiles from now, while the bundler starts the
   * rebuild whose loader takes that compile. The file's route, undefined when it is no page.
   */
  edited(absolutePath: string): RouteRecord | undefined {
    const route = this.routes().find((r) => r.absolutePath === absolutePath);
    if (route && this.asked.has(route.relativePath)) this.compile(route);
    return route;
  }

  /**
   * Starts the page's compile if it is not part of the bundle yet; resolves with the files of its entry chunk once
   * a compile has built it. Undefined when the file is not a route.
   */
  request(relativePath: string): Promise<string[]> | undefined {
    const route = this.routes().find((r) => r.relativePath === relativePath);
    if (!route) return undefined;
    const name = pageChunkName(relativePath);
    if (!this.asked.has(relativePath)) {
      this.asked.add(relativePath);
      this.onAdded(relativePath);
      // Compiled from now, while the bundler builds the app.
      this.compile(route);
      this.compiler?.watching?.invalidate();
    }
    const built = this.files.get(name);
    if (built) return Promise.resolve(built);
    return new Promise((resolve) => this.waiters.push({ name, resolve }));
  }

  /**
   * The files of a page's entry once a compile has built it, as `request` gives them, or undefined when a compile fails
   * first (Rspack's `failed`: no compilation at all), so that what waits can answer without them.
   */
  requestUnlessFailed(relativePath: string): Promise<string[] | undefined> | undefined {
    const requested = this.request(relativePath);
    if (!requested) return undefined;
    const name = pageChunkName(relativePath);
    const built = this.files.get(name);
    if (built) return Promise.resolve(built);
    return new Promise((resolve) => this.waiters.push({ name, resolve, failed: () => resolve(undefined) }));
  }

  /** The Rspack plugin that starts a compile for a page asked for and reads each compile's page entries. */
  plugin(): Rspack.RspackPluginInstance {
    return {
      apply: (compiler) => {
        this.compiler = compiler;
        compiler.hooks.done.tap('QuireDevPageEntries', (stats) => this.compileDone(stats.compilation));
        compiler.hooks.failed.tap('QuireDevPageEntries', () => this.compileFailed());
      },
    };
  }

  private compileFailed(): void {
    for (let i = this.waiters.length - 1; i >= 0; i--) {
      const { failed } = this.waiters[i];
      if (!failed) continue;
      this.waiters.splice(i, 1);
      failed();
    }
  }

  private compileDone(compilation: Rspack.Compilation): void {
    const files = new Map<string, string[]>();
    for (const [name, entrypoint] of compilation.entrypoints)
      if (name !== 'index')
        files.set(
          name,
          entrypoint.getFiles().filter((file) => !file.includes('.hot-update.')),
        );
    this.files = files;
    for (let i = this.waiters.length - 1; i >= 0; i--) {
      const { name, resolve } = this.waiters[i];
      const built = files.get(name);
      if (!built) continue;
      this.waiters.splice(i, 1);
      resolve(built);
    }
  }
}
