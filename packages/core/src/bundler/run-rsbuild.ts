/** One production Rsbuild run (browser + server environments), with the build's own plugins. */
import { createRsbuild, type RsbuildPlugin } from '@rsbuild/core';
import type { Project } from '../project/project.js';
import { QuireError } from '../utils/errors.js';
import { assetsPlugin, type BuildAssets } from './assets-plugin.js';
import { inputsPlugin } from './inputs-plugin.js';
import { pageModuleIdsPlugin } from './page-module-ids.js';
import { progressPlugin } from './progress-plugin.js';
import { type BundlerOptions, createBundlerConfig } from './rsbuild-config.js';

export interface BundleResult {
  /** From the browser build: none when this run built only the server. */
  assets?: BuildAssets;
  /** Every file the bundling read or looked for (for the bundle cache). */
  inputs: string[];
  /** A part of a large site's browser build: the ids of its pages' own modules. */
  pageModuleIds?: string[];
}

/**
 * Builds the environments one after the other (Rspack's `MultiCompiler` reads `parallelism`
 * from the array of configurations Rsbuild hands it), because the process then peaks lower than
 * with both compilations at once, for a little more time.
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

/** What a run tells as it goes: Rsbuild's own log lines from `logLevel` up, and Rspack's progress. */
export interface RunFeedback {
  logLevel?: 'info' | 'warn';
  onProgress?: (text: string) => void;
  /** Where to write the browser build's module stats. */
  statsFile?: string;
}

/** `environments`: the ones to build (Rsbuild's `environment` option), all when undefined. */
export async function runRsbuild(
  project: Project,
  options: BundlerOptions,
  environments?: string[],
  feedback: RunFeedback = {},
): Promise<BundleResult> {
  let assets: BuildAssets | undefined;
  const inputs: string[] = [];
  let pageModuleIds: string[] | undefined;
  const rsbuildConfig = { ...createBundlerConfig(project, options), logLevel: feedback.logLevel };
  const rsbuild = await createRsbuild({ cwd: project.projectRoot, rsbuildConfig, environment: environments });
  rsbuild.addPlugins([
    sequentialEnvironments(),
    assetsPlugin((a) => (assets = a), feedback.statsFile),
    inputsPlugin((files) => inputs.push(...files)),
  ]);
  if (feedback.onProgress) rsbuild.addPlugins([progressPlugin(feedback.onProgress)]);
  if (options.sharedIds) rsbuild.addPlugins([pageModuleIdsPlugin((ids) => (pageModuleIds = ids))]);
  // Rsbuild closes the compiler (and writes Rspack's persistent cache) before this resolves.
  const result = await rsbuild.build();
  await result.close?.();
  const builtWeb = !environments || environments.includes('web');
  if (builtWeb && !assets) throw new QuireError('the browser bundle produced no stats');
  return { assets, inputs, pageModuleIds };
}
