/**
 * Copies the framework guide (`docs/*.md` that an adopter reads) into `packages/core/guide/`, so
 * that it travels in `@quire/core`'s tarball while `docs/` stays its one source. Run by the core
 * package's `build` and `prepack`.
 *   node scripts/copy-guide.mjs
 */
import fs from 'node:fs';
import path from 'node:path';

/** The guide's pages, linked from the core package's README; they link only to each other. */
export const GUIDE_FILES = ['FRAMEWORK.md', 'CONFIG.md', 'WRITING.md', 'THEME.md', 'DEPLOY.md'];

const root = path.resolve(import.meta.dirname, '..');
export const GUIDE_DIR = path.join(root, 'packages/core/guide');

export function copyGuide() {
  fs.rmSync(GUIDE_DIR, { recursive: true, force: true });
  fs.mkdirSync(GUIDE_DIR, { recursive: true });
  for (const file of GUIDE_FILES) fs.copyFileSync(path.join(root, 'docs', file), path.join(GUIDE_DIR, file));
}

if (process.argv[1] === import.meta.filename) copyGuide();
