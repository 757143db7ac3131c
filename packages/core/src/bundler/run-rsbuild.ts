/** One production Rsbuild run (browser + server environments), with the build's own plugins. */
import { createRsbuild, type RsbuildPlugin } from '@rsbuild/core';
import type { Project } from '../project/project.js';
import { QuireError } from '../utils/errors.js';
import { assetsPlugin, type BuildAssets } from './assets-plugin.js';
import { inputsPlugin } from './inputs-plugin.js';
import { type BundlerOptions, createBundlerConfig } from './rsbuild-config.js';

export interface BundleResult {
  assets: BuildAssets;
  /** Every file the bundling read or looked for (for the bundle cache). */
  inputs: string[];
}

/**
 * Builds the environments one after the other (Rspack's `MultiCompiler` reads `parallelism`
 * from the array of configurations Rsbuild hands it): on 400 pages the process peaks about
 * 100 MB lower than with both compilations at once, for about half a second more.
 */
export function sequentialEnvironments(): RsbuildPlugin {
  return {
    name: 'quire:sequential-environments',
    setup(api) {
      api.onBeforeCreateCompiler(({ bundlerConfigs }) => {
        Object.assign(bundlerConfigs, { parallelism: 1 });
      });
    },
  };
}

export async function runRsbuild(project: Project, options: BundlerOptions): Promise<BundleResult> {
  let assets: BuildAssets | undefined;
  const inputs: string[] = [];
  const rsbuild = await createRsbuild({ cwd: project.projectRoot, rsbuildConfig: createBundlerConfig(project, options) });
  rsbuild.addPlugins([sequentialEnvironments(), assetsPlugin((a) => (assets = a)), inputsPlugin((files) => inputs.push(...files))]);
  // Rsbuild closes the compiler (and writes Rspack's persistent cache) before this resolves.
  const result = await rsbuild.build();
  await result.close?.();
  if (!assets) throw new QuireError('the browser bundle produced no stats');
  return { assets, inputs };
}
