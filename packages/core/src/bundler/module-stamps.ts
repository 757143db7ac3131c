/**
 * One small file per page holding the hash of the module the MDX loader gives the bundler for
 * it. The loader declares the stamp as a dependency of the page, so Rspack's persistent cache
 * rebuilds a page whose module changed without its file changing (its page data: translations,
 * sidebar, overview groups, last-updated time).
 */
import path from 'node:path';
import { writeIfChanged } from '../project/generate.js';
import { sha1 } from '../utils/files.js';

export function stampFile(stampDir: string, absolutePath: string): string {
  return path.join(stampDir, `${sha1(absolutePath).slice(0, 16)}.txt`);
}

/** Rewrites the stamps whose hash changed (an unchanged file keeps its time). */
export function writeModuleStamps(stampDir: string, moduleHashes: ReadonlyMap<string, string>): void {
  for (const [file, hash] of moduleHashes) writeIfChanged(stampFile(stampDir, file), hash);
}
