/**
 * Captures, from the browser build's stats, which files each page needs: the entry's
 * initial JS and CSS, and each page chunk's files (by chunk name), so the pre-rendered HTML
 * can reference exactly those.
 */
import type { RsbuildPlugin } from '@rsbuild/core';

export interface BuildAssets {
  entryJs: string[];
  entryCss: string[];
  /** Chunk name → files of that chunk group (JS and CSS). */
  chunkGroups: Map<string, string[]>;
}

export function assetsPlugin(onAssets: (assets: BuildAssets) => void): RsbuildPlugin {
  return {
    name: 'quire:assets',
    setup(api) {
      api.onAfterEnvironmentCompile(({ stats, environment }) => {
        if (environment.name !== 'web' || !stats) return;
        const json = stats.toJson({ all: false, entrypoints: true, chunkGroups: true });
        const names = (list?: Array<{ name: string }>) => (list ?? []).map((a) => a.name);
        const entry = names(json.entrypoints?.index?.assets);
        const chunkGroups = new Map<string, string[]>();
        for (const [name, group] of Object.entries(json.namedChunkGroups ?? {})) {
          chunkGroups.set(name, names(group.assets));
        }
        onAssets({
          entryJs: entry.filter((f) => f.endsWith('.js')),
          entryCss: entry.filter((f) => f.endsWith('.css')),
          chunkGroups,
        });
      });
    },
  };
}
