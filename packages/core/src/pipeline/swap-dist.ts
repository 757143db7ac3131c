/**
 * Replaces the output folder with the finished staging folder in two renames, and repairs what a
 * build stopped during the swap left behind. The states a kill can leave, in order:
 *   1. before the first rename: the old output at `dist`, untouched;
 *   2. between the renames: no `dist`, the old output complete at `dist.old-<pid>`;
 *   3. after the second rename: the new output at `dist`, the old one at `dist.old-<pid>`;
 *   4. while the old output is being removed: the new output at `dist`, part of the old one.
 * `repairSwap` puts the old output back in state 2 and removes the rest in states 3 and 4.
 */
import { existsSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { leftoversIn, removeLeftover } from '../utils/leftovers.js';

/** Where a build keeps the output it replaces until it has removed it. */
export function replacedOutDir(outDir: string, pid = process.pid): string {
  return `${outDir}.old-${pid}`;
}

/**
 * Puts `stageDir` in place of `outDir` and removes the output it replaced. Synchronous from
 * start to end, so a signal handler (`stop-on-signal.ts`) runs before the swap or after it,
 * never between its steps.
 */
export function swapDist(stageDir: string, outDir: string): void {
  const old = replacedOutDir(outDir);
  const hadOut = existsSync(outDir);
  if (hadOut) renameSync(outDir, old);
  try {
    renameSync(stageDir, outDir);
  } catch (error) {
    if (hadOut) renameSync(old, outDir);
    throw error;
  }
  if (hadOut) rmSync(old, { recursive: true, force: true, maxRetries: 3 });
}

/**
 * Repairs the swaps of builds that are no longer running (call before this process swaps);
 * returns the replaced output put back at `dist`, if a build was stopped between its renames.
 * Of several replaced outputs with no `dist` (each build stopped between its renames, with no
 * repair in between), the one renamed last is the newest complete output.
 */
export async function repairSwap(outDir: string): Promise<string | undefined> {
  const pattern = new RegExp(`^${escapeRegExp(path.basename(outDir))}\\.old-(\\d+)$`);
  const replaced = leftoversIn(path.dirname(outDir), pattern);
  let restored: string | undefined;
  if (replaced.length && !existsSync(outDir)) {
    restored = replaced.reduce((a, b) => (statSync(b).ctimeMs > statSync(a).ctimeMs ? b : a));
    renameSync(restored, outDir);
  }
  await Promise.all(replaced.filter((dir) => dir !== restored).map(removeLeftover));
  return restored;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
