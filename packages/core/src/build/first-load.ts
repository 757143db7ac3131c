/**
 * What a reader downloads before a page is interactive: the app entry's JavaScript and CSS
 * (the same on every page) plus the page's own entry. Measured on every build, printed, and
 * held to the site's budget so that no change silently makes every page heavier.
 */
import { gzipSync } from 'node:zlib';
import fs from 'node:fs';
import path from 'node:path';
import type { BuildAssets } from '../bundler/assets-plugin.js';
import type { ResolvedConfig } from '../config/validate.js';
import { QuireError } from '../utils/errors.js';

export type FirstLoadBudget = ResolvedConfig['budget'];

export interface FirstLoad {
  js: number;
  css: number;
  /** The page whose own entry is heaviest, with its total first-load JavaScript. */
  heaviest?: { entry: string; js: number };
}

export function measureFirstLoad(assets: BuildAssets, outDir: string): FirstLoad {
  const sizes = new Map<string, number>();
  const gz = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(fs.readFileSync(path.join(outDir, file)), { level: 9 }).length;
      sizes.set(file, size);
    }
    return size;
  };
  const sum = (files: readonly string[]) => files.reduce((total, f) => total + gz(f), 0);
  const js = sum(assets.entryJs);
  const css = sum(assets.entryCss);
  let heaviest: FirstLoad['heaviest'];
  for (const [entry, files] of assets.pageFiles) {
    const total = js + sum(files.filter((f) => f.endsWith('.js')));
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
    throw new QuireError(`size budget exceeded:\n${over.map((o) => `  - ${o}`).join('\n')}\n(raise the budget in the site config only if the growth is intended)`);
  }
}
