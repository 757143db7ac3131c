/**
 * What a build writes besides its output, under `.quire/`, named after its process id: a build
 * killed mid-way (SIGKILL, a crash, the machine going down) leaves them behind, and the next
 * build or preview removes those whose process is gone, and repairs an unfinished swap.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { leftoversIn, removeLeftover } from '../utils/leftovers.js';
import { finishStoppedApplies } from './apply-output.js';
import { repairSwap } from './swap-dist.js';

export interface BuildFolders {
  /** The output being built, swapped into place at the end. */
  stage: string;
  /** The server bundle pages are rendered with. */
  ssr: string;
  /** Where the browser parts of a large site share module ids (`bundle-plan.ts`). */
  moduleIds: string;
  /** The search indexes' files, written as each is cut and moved into the stage by the app files step (beside the stage: same file system). */
  search: string;
  /** The marks of the output listing's watch (`utils/folder-changes.ts`). */
  watch: string;
}

export function buildFolders(tempDir: string, pid = process.pid): BuildFolders {
  return {
    stage: path.join(tempDir, `stage-${pid}`),
    ssr: path.join(tempDir, `ssr-${pid}`),
    moduleIds: path.join(tempDir, `module-ids-${pid}.json`),
    search: path.join(tempDir, `search-${pid}`),
    watch: path.join(tempDir, `watch-${pid}`),
  };
}

/** Removes a build's own folders, whatever became of it (the stage is gone once swapped in). */
export async function removeBuildFolders(folders: BuildFolders): Promise<void> {
  await fs.rm(folders.ssr, { recursive: true, force: true });
  await fs.rm(folders.moduleIds, { force: true });
  await fs.rm(folders.search, { recursive: true, force: true });
  await fs.rm(folders.stage, { recursive: true, force: true });
  await fs.rm(folders.watch, { recursive: true, force: true });
}

const LEFTOVER = /^(?:stage-(\d+)|ssr-(\d+)|module-ids-(\d+)\.json|search-(\d+)|watch-(\d+)|apply-(\d+)\.json\.tmp)$/;

/**
 * Repairs the output and removes the folders of builds that were stopped; call before this
 * process writes any of its own. Returns what the writer should be told, if anything.
 */
export async function recoverStoppedBuilds(tempDir: string, outDir: string): Promise<string | undefined> {
  const restored = await repairSwap(outDir);
  // Before the stages go: a stopped update's journal moves files out of its stage.
  const finished = finishStoppedApplies(tempDir, outDir);
  await Promise.all(leftoversIn(tempDir, LEFTOVER).map(removeLeftover));
  if (!restored) return finished;
  return `${path.basename(outDir)}/ was missing: a build was stopped while replacing it; the output before it was put back (from ${path.basename(restored)})`;
}
