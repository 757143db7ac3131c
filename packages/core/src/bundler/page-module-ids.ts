/**
 * The ids of the modules that only page entries hold (not the app entry), from a browser build:
 * the parts of a large site's browser build (`bundle-plan.ts`) must not give one id to two
 * different modules, and `mergeParts` checks these lists against each other.
 */
import type { RsbuildPlugin } from '@rsbuild/core';

export function pageModuleIdsPlugin(onIds: (ids: string[]) => void): RsbuildPlugin {
  return {
    name: 'quire:page-module-ids',
    setup(api) {
      api.onAfterEnvironmentCompile(({ stats, environment }) => {
        if (environment.name !== 'web' || !stats) return;
        const { compilation } = stats;
        const { chunkGraph } = compilation;
        const appChunks = new Set(compilation.entrypoints.get('index')?.chunks ?? []);
        const ids = new Set<string>();
        for (const [name, entrypoint] of compilation.entrypoints) {
          if (name === 'index') continue;
          for (const chunk of entrypoint.chunks) {
            if (appChunks.has(chunk)) continue;
            for (const module of chunkGraph.getChunkModules(chunk)) {
              const id = chunkGraph.getModuleId(module);
              if (id !== null) ids.add(String(id));
            }
          }
        }
        onIds([...ids]);
      });
    },
  };
}
