/** Checks over a project's compiled pages that need its config and folders: the build's and the dev server's. */
import { statSync } from 'node:fs';
import path from 'node:path';
import { compileRedirects, findRedirect, folderRedirect } from '@quire/shared';
import { type DeadLink, findDeadLinks, type LinkTargets } from '../pages/check-links.js';
import { deadLinksWithMemo } from '../pages/link-check-memo.js';
import { findOrphanPages, type OrphanPage } from '../pages/orphan-pages.js';
import { existsInside } from '../utils/project-boundary.js';
import { siteOutputPaths } from '../outputs/output-paths.js';
import { spaceLayout } from '../config/space-layout.js';
import type { Project } from './project.js';

/**
 * Dead links and anchors; a redirect, a folder that leads to its first page or a file in the public folder counts as a page.
 * `memoFile`: the last build's findings, so only the pages an edit can change are checked again (`link-check-memo.ts`).
 */
export function deadLinksOf(project: Project, memoFile?: string): DeadLink[] {
  const { config } = project;
  const outputs = siteOutputPaths(config);
  const redirects = compileRedirects(
    config.redirects.map((r) => ({ from: Array.isArray(r.from) ? r.from : [r.from], to: r.to })),
    () => undefined,
  );
  const folderRedirects = project.folderRedirects();
  const targets: LinkTargets = {
    isRedirect: (p) => findRedirect(p, redirects, config.langs, config.lang) !== undefined || folderRedirect(folderRedirects, p) !== undefined,
    isPublicFile: (p) => existsInside(path.join(project.docsRoot, 'public'), p),
    // A folder is no image: the compiler publishes files only.
    isProjectFile: (p) => existsInside(project.projectRoot, p) && statSync(path.join(project.projectRoot, p)).isFile(),
    isSiteOutput: (p) => outputs.has(p),
  };
  if (!memoFile) return findDeadLinks(project.linkSources(), targets);
  // What the answers of isRedirect and isSiteOutput rest on; the public folder and project files are read each time.
  const context = JSON.stringify([config.redirects, config.langs, config.lang, folderRedirects, [...outputs]]);
  return deadLinksWithMemo(project.linkSources(), targets, context, memoFile);
}

/** Pages no sidebar links to, generated sidebars (folders the config leaves out) included. */
export function orphanPagesOf(project: Project): OrphanPage[] {
  return findOrphanPages(project.linkSources(), { sidebarsOf: (space) => project.sidebarsFor(space), layout: spaceLayout(project.config) });
}
