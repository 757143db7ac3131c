/** Checks over a project's compiled pages that need its config and folders: the build's and the dev server's. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { compileRedirects, findRedirect } from '@quire/runtime/shared';
import { type DeadLink, findDeadLinks } from '../pages/check-links.js';
import { findOrphanPages, type OrphanPage } from '../pages/orphan-pages.js';
import type { Project } from './project.js';

/** Dead links and anchors, a redirect or a file in the public folder counting as a page. */
export function deadLinksOf(project: Project): DeadLink[] {
  const { config } = project;
  const redirects = compileRedirects(config.redirects.map((r) => ({ from: Array.isArray(r.from) ? r.from : [r.from], to: r.to })), () => undefined);
  return findDeadLinks(project.linkSources(), {
    isRedirect: (p) => findRedirect(p, redirects, config.langs, config.lang) !== undefined,
    isPublicFile: (p) => existsSync(path.join(project.docsRoot, 'public', p)),
  });
}

/** Pages no sidebar links to, generated sidebars (folders the config leaves out) included. */
export function orphanPagesOf(project: Project): OrphanPage[] {
  return findOrphanPages(project.linkSources(), { sidebarsOf: (lang) => project.sidebarsFor(lang), defaultLang: project.config.lang });
}
