/** Which theme a project's bundle uses. */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Project } from '../project/project.js';

const require = createRequire(import.meta.url);
export const defaultThemeEntry = require.resolve('@quire/theme-default');

/** The files a site's theme may start from, first found first: `theme/index.tsx`… */
export function themeEntryCandidates(project: Pick<Project, 'projectRoot' | 'config'>): string[] {
  const dir = path.resolve(project.projectRoot, project.config.themeDir);
  return ['index.tsx', 'index.ts', 'index.jsx', 'index.js'].map((name) => path.join(dir, name));
}

/** The site's own theme (`theme/index.tsx`) when there is one, else the default theme. */
export function resolveThemeEntry(project: Pick<Project, 'projectRoot' | 'config'>): string {
  return themeEntryCandidates(project).find((file) => fs.existsSync(file)) ?? defaultThemeEntry;
}
