/**
 * The dev server answers redirect rules, and folders without an index page, with a 302, as the
 * built site's redirect pages do.
 */
import { compileRedirects, findRedirect, folderRedirect, isExternalUrl, stripBase, withBase } from '@quire/shared';
import type { RequestHandler } from '@rsbuild/core';
import type { Project } from '../project/project.js';
import { routeAt } from '../routes/route-at.js';

export function redirectMiddleware(project: Project): RequestHandler {
  const { config } = project;
  const rules = compileRedirects(config.redirects.map((r) => ({ from: Array.isArray(r.from) ? r.from : [r.from], to: r.to })));
  return (req, res, next) => {
    if (req.method !== 'GET' || !req.url) return next();
    const path = stripBase(req.url.split('?')[0], config.base);
    // Only page requests: assets and HMR traffic pass straight through.
    if (/\.(?!html$)\w+$/.test(path)) return next();
    // Folders are looked up afresh: pages come and go while the server runs. A page is no folder without a page, so
    // the folders, which read every language's sidebars, are not made for the first page's request.
    const target =
      (rules.length ? findRedirect(path, rules, config.langs, config.lang) : undefined) ??
      (routeAt(project.routes, path) ? undefined : folderRedirect(project.folderRedirects(), path));
    if (!target) return next();
    res.statusCode = 302;
    res.setHeader('Location', isExternalUrl(target) ? target : withBase(target, config.base));
    res.end();
  };
}
