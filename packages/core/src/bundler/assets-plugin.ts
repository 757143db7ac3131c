/**
 * Captures, from the browser build's stats, which files each page needs: the app entry's
 * initial JS and CSS, and each page entry's own files (by entry name), so the pre-rendered
 * HTML and the route table can reference exactly those.
 */
import fs from 'node:fs';
import type { RsbuildPlugin } from '@rsbuild/core';

export interface BuildAssets {
  entryJs: string[];
  entryCss: string[];
  /** Page entry name → the files it needs beyond the app entry's (JS and CSS). */
  pageFiles: Map<string, string[]>;
}

/** `statsFile`: where to keep the browser build's module sizes, for a bundle analysis (which modules make up the first load) without a plugin. */
export function assetsPlugin(onAssets: (assets: BuildAssets) => void, statsFile?: string): RsbuildPlugin {
  return {
    name: 'quire:assets',
    setup(api) {
      api.onAfterEnvironmentCompile(({ stats, environment }) => {
        if (environment.name !== 'web' || !stats) return;
        const json = stats.toJson({ all: false, entrypoints: true });
        if (statsFile)
          fs.writeFileSync(
            statsFile,
            JSON.stringify(
              stats.toJson({
                all: false,
                chunks: true,
                chunkModules: true,
                modules: true,
                nestedModules: true,
                modulesSpace: Infinity,
                nestedModulesSpace: Infinity,
                dependentModules: true,
                orphanModules: true,
                entrypoints: true,
                ids: true,
              }),
            ),
          );
        const names = (list?: Array<{ name: string }>) => (list ?? []).map((a) => a.name);
        const entry = names(json.entrypoints?.index?.assets);
        const inEntry = new Set(entry);
        const pageFiles = new Map<string, string[]>();
        for (const [name, group] of Object.entries(json.entrypoints ?? {})) {
          if (name === 'index') continue;
          pageFiles.set(
            name,
            names(group.assets).filter((f) => !inEntry.has(f) && !f.endsWith('.map') && !f.endsWith('.LICENSE.txt')),
          );
        }
        onAssets({
          entryJs: entry.filter((f) => f.endsWith('.js')),
          entryCss: entry.filter((f) => f.endsWith('.css')),
          pageFiles,
        });
      });
    },
  };
}
