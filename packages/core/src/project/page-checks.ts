/** Checks over a project's compiled pages that need its config and folders: the build's and the dev server's. */
import { statSync } from 'node:fs';
import path from 'node:path';
import { compileRedirects, findRedirect, folderRedirect } from '@quire/shared';
import { type DeadLink, findDeadLinks } from '../pages/check-links.js';
import { findOrphanPages, type OrphanPage } from '../pages/orphan-pages.js';
import { existsInside } from '../utils/project-boundary.js';
import { siteOutputPaths } from '../outputs/output-paths.js';
import { spaceLayout } from '../config/space-layout.js';
import type { Project } from './project.js';

/** Dead links and anchors; a redirect, a folder that leads to its first page or a file in the public folder counts as a page. */
export function deadLinksOf(project: Project): DeadLink[] {
  const { config } = project;
  const outputs = siteOutputPaths(config);
  const redirects = compileRedirects(
    config.redirects.map((r) => ({ from: Array.isArray(r.from) ? r.from : [r.from], to: r.to })),
    () => undefined,
  );
  return findDeadLinks(project.linkSources(), {
    isRedirect: (p) =>
      findRedirect(p, redirects, config.langs, config.lang) !== undefined || folderRedirect(project.folderRedirects(), p) !== undefined,
    isPublicFile: (p) => existsInside(path.join(project.docsRoot, 'public'), p),
    // A folder is no image: the compiler publishes files only.
    isProjectFile: (p) => existsInside(project.projectRoot, p) && statSync(path.join(project.projectRoot, p)).isFile(),
    isSiteOutput: (p) => outputs.has(p),
  });
}

/** Pages no sidebar links to, generated sidebars (folders the config leaves out) included. */
export function orphanPagesOf(project: Project): OrphanPage[] {
  return findOrphanPages(project.linkSources(), { sidebarsOf: (space) => project.sidebarsFor(space), layout: spaceLayout(project.config) });
}
