/**
 * Collects every file the bundler read, and every file it looked for and did not find (a file
 * created there later would change what an import resolves to), in all environments, for the
 * bundle cache to check next time.
 */
import type { RsbuildPlugin } from '@rsbuild/core';

export function inputsPlugin(onInputs: (files: string[]) => void): RsbuildPlugin {
  return {
    name: 'quire:inputs',
    setup(api) {
      api.onAfterEnvironmentCompile(({ stats }) => {
        if (stats) onInputs([...stats.compilation.fileDependencies, ...stats.compilation.missingDependencies]);
      });
    },
  };
}
