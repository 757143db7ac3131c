/** The dead-link check of a project's compiled pages, with its redirects and public folder: the build's and the dev server's. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { compileRedirects, findRedirect } from '@quire/runtime/shared';
import { type DeadLink, findDeadLinks } from '../pages/check-links.js';
import type { Project } from './project.js';

export function deadLinksOf(project: Project): DeadLink[] {
  const { config } = project;
  const redirects = compileRedirects(config.redirects.map((r) => ({ from: Array.isArray(r.from) ? r.from : [r.from], to: r.to })), () => undefined);
  return findDeadLinks(project.linkSources(), {
    isRedirect: (p) => findRedirect(p, redirects, config.langs, config.lang) !== undefined,
    isPublicFile: (p) => existsSync(path.join(project.docsRoot, 'public', p)),
  });
}
