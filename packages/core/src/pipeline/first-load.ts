/**
 * What a reader downloads before a page is interactive: the app entry's JavaScript and CSS
 * (the same on every page) plus the page's own entry. Measured on every build, printed, and
 * held to the site's budget so that no change silently makes every page heavier.
 */
import fs from 'node:fs/promises';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { BuildAssets } from '../bundler/assets-plugin.js';
import type { ResolvedConfig } from '../config/validate.js';
import { QuireError } from '../utils/errors.js';
import { readJsonMap, writeJsonMap } from '../utils/json-map-file.js';
import { mapInParallel } from '../utils/in-parallel.js';

export type FirstLoadBudget = ResolvedConfig['budget'];

export interface FirstLoad {
  js: number;
  css: number;
  /** The page whose own entry is heaviest, with its total first-load JavaScript. */
  heaviest?: { entry: string; js: number };
}

/** A name with a content hash (`index.3e5c312482.js`): its bytes, and so its gzip size, never change. */
const HASHED_NAME = /\.[0-9a-f]{8,}\.(?:js|css)$/;

/**
 * gzip sizes of content-hashed files, kept between builds in one small JSON file: finding the
 * heaviest page gzips every page's file, and a build where little changed has almost all of
 * them already.
 */
export class GzipSizes {
  private readonly used = new Map<string, number>();
  private added = false;

  private constructor(
    private readonly file: string | undefined,
    private readonly known: ReadonlyMap<string, number>,
  ) {}

  /** The sizes kept in `file` (none when it is missing or unreadable; no file: keep nothing). */
  static open(file: string | undefined): GzipSizes {
    return new GzipSizes(file, file ? readJsonMap<number>(file) : new Map());
  }

  /** The gzip size of the output's file `name`, found at `file`, measured unless it is known. */
  get(name: string, file: string): Promise<number> {
    return this.sizeOf(name, () => fs.readFile(file));
  }

  /**
   * The gzip size of the output's file `name`, measured from its `bytes` unless it is known: for a file
   * just written, so it is not read back, and measured while the build goes on writing others.
   */
  measure(name: string, bytes: Uint8Array): Promise<number> {
    return this.sizeOf(name, () => Promise.resolve(bytes));
  }

  /** The gzip size of the output's file `name` when it is known already, without a promise; undefined when it must be measured. */
  sizeNow(name: string): number | undefined {
    const size = this.used.get(name) ?? (HASHED_NAME.test(name) ? this.known.get(name) : undefined);
    if (size !== undefined) this.used.set(name, size);
    return size;
  }

  private async sizeOf(name: string, bytes: () => Promise<Uint8Array>): Promise<number> {
    let size = this.sizeNow(name);
    if (size === undefined) {
      size = (await gzipAsync(await bytes(), { level: 9 })).length;
      if (HASHED_NAME.test(name)) this.added = true;
    }
    this.used.set(name, size);
    return size;
  }

  /** Keeps the sizes of the hashed files this build measured or used, when any is new. */
  save(): void {
    const kept = [...this.used].filter(([name]) => HASHED_NAME.test(name));
    if (this.file && (this.added || kept.length !== this.known.size)) writeJsonMap(this.file, kept, this.known);
  }
}

const gzipAsync = promisify(gzip);

/**
 * Files read and gzipped at once: both run on libuv's threads while the build's thread writes the
 * other app files; a few at a time leave it a core.
 */
const GZIPS_IN_FLIGHT = 2;

/** `pathOf`: where a file of the output is while the build runs (in the stage, or kept in the last output). */
export async function measureFirstLoad(
  assets: BuildAssets,
  pathOf: (file: string) => string,
  sizes: GzipSizes = GzipSizes.open(undefined),
): Promise<FirstLoad> {
  const pageJs = [...assets.pageFiles].map(([entry, files]) => ({ entry, files: files.filter((f) => f.endsWith('.js')) }));
  const files = [...new Set([...assets.entryJs, ...assets.entryCss, ...pageJs.flatMap((page) => page.files)])];
  // Nearly every file's size is known after an edit: those are taken in one pass, the others measured.
  const gz = new Map<string, number>();
  const unknown = files.filter((file) => {
    const size = sizes.sizeNow(file);
    if (size !== undefined) gz.set(file, size);
    return size === undefined;
  });
  const measured = await mapInParallel(unknown, GZIPS_IN_FLIGHT, (file) => sizes.get(file, pathOf(file)));
  unknown.forEach((file, i) => gz.set(file, measured[i]));
  const sum = (list: readonly string[]) => list.reduce((total, f) => total + (gz.get(f) ?? 0), 0);
  const js = sum(assets.entryJs);
  const css = sum(assets.entryCss);
  let heaviest: FirstLoad['heaviest'];
  for (const { entry, files: own } of pageJs) {
    const total = js + sum(own);
    if (!heaviest || total > heaviest.js) heaviest = { entry, js: total };
  }
  return { js, css, heaviest };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function formatFirstLoad(load: FirstLoad): string {
  const page = load.heaviest ? `, heaviest page ${kb(load.heaviest.js)}` : '';
  return `first load (gzip): JS ${kb(load.js)} on every page${page}; CSS ${kb(load.css)}`;
}

/** Throws when a figure is over its budget, naming each one and by how much. */
export function checkBudget(load: FirstLoad, budget: FirstLoadBudget): void {
  const over: string[] = [];
  const check = (name: string, value: number | undefined, limit: number | undefined) => {
    if (value !== undefined && limit !== undefined && value > limit) {
      over.push(`${name} is ${kb(value)}, over its budget of ${kb(limit)} by ${kb(value - limit)}`);
    }
  };
  check('first-load JS (budget.js)', load.js, budget.js);
  check('first-load CSS (budget.css)', load.css, budget.css);
  check(`the heaviest page's JS (budget.pageJs, entry ${load.heaviest?.entry})`, load.heaviest?.js, budget.pageJs);
  if (over.length) {
    throw new QuireError(
      `size budget exceeded:\n${over.map((o) => `  - ${o}`).join('\n')}\n(raise the budget in the site config only if the growth is intended)`,
    );
  }
}
