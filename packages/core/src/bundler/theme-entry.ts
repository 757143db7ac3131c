/** Which theme a project's bundle uses. */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Project } from '../project/project.js';

const require = createRequire(import.meta.url);
export const defaultThemeEntry = require.resolve('@quire/theme-default');

/** The site's own theme (`theme/index.tsx`) when there is one, else the default theme. */
export function resolveThemeEntry(project: Project): string {
  const dir = path.resolve(project.projectRoot, project.config.themeDir);
  for (const name of ['index.tsx', 'index.ts', 'index.jsx', 'index.js']) {
    const file = path.join(dir, name);
    if (fs.existsSync(file)) return file;
  }
  return defaultThemeEntry;
}
