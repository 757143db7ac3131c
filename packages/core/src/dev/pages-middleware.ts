/**
 * Dev: the route list as data, each page's entry on demand (`dev/page-entries.ts`) and each section's sidebar, so
 * neither the bundle nor the site data holds them. A page's HTML request starts its compile already, and the HTML,
 * answered once the compile holding it is done, names the page's files and sidebar (`dev/first-page-hints.ts`).
 */
import {
  contentSpaces,
  DEV_PAGE_ENTRY_PATH,
  DEV_PAGE_SHOWN_PATH,
  DEV_ROUTES_PATH,
  DEV_SIDEBAR_PATH,
  type DevPageEntryAnswer,
  type DevRouteList,
  type DevRoutesAnswer,
  normalizeRoutePath,
  stripBase,
} from '@quire/shared';
import type { RequestHandler } from '@rsbuild/core';
import { devSidebarPartFile, type SectionSidebarFiles } from '../pages/sidebar-file.js';
import { devSidebarNamesOf } from '../project/page-module.js';
import type { Project } from '../project/project.js';
import { routeAt } from '../routes/route-at.js';
import type { RouteRecord } from '../routes/scan.js';
import type { DevPageEntries } from './page-entries.js';
import { withFirstPageHints } from './first-page-hints.js';

/** Rsbuild's dev environment that holds the app's HTML as last compiled. */
export interface DevAppHtml {
  getTransformedHtml(entryName: string): Promise<string>;
}

export function devRouteList(routes: readonly RouteRecord[]): DevRouteList {
  return routes.map((route) => [route.routePath, route.relativePath, route.lang, route.version]);
}

/** The route list with the folders' redirects, from the current routes. */
export function devRoutesAnswer(project: Project): DevRoutesAnswer {
  return { routes: devRouteList(project.routes), folderRedirects: project.folderRedirects() };
}

function sendJson(res: Parameters<RequestHandler>[1], value: unknown): void {
  sendJsonText(res, JSON.stringify(value));
}

function sendJsonText(res: Parameters<RequestHandler>[1], json: string): void {
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(json);
}

/** Each group file of a section's split by its name, made once per split. */
const partsByName = new WeakMap<SectionSidebarFiles, Map<string, string>>();

/** The JSON of the groups holding the page at `barePath`, each by its name in the section's file (`SidebarPartsAnswer`). */
function partsAnswer(files: SectionSidebarFiles, barePath: string): string {
  let byName = partsByName.get(files);
  if (!byName) partsByName.set(files, (byName = new Map(files.parts.map((part) => [part.file, part.json]))));
  const held = files.partsOf.get(normalizeRoutePath(barePath)) ?? [];
  return `{"parts":{${held.map((name) => `${JSON.stringify(name)}:${byName.get(name)}`).join(',')}}}`;
}

/**
 * The JSON the dev server answers for a sidebar a dev page names (`pages/sidebar-file.ts`), from the current routes: the
 * section's file (a long section's groups as titles), one of its group files (`part`), or the groups holding a page
 * (`page`); undefined when there is none.
 */
export function devSidebar(project: Project, query: URLSearchParams): string | undefined {
  const [version, lang, key, part, page] = ['version', 'lang', 'key', 'part', 'page'].map((name) => query.get(name));
  // Only the site's own spaces: the version and language name folders the sidebars are read from.
  const space = contentSpaces(project.layout).find((s) => s.version === version && s.lang === lang);
  if (!space || key === null) return undefined;
  const files = project.structure.devSidebarFilesIn(space, key);
  if (!files) return undefined;
  if (page !== null) return partsAnswer(files, page);
  if (part === null) return files.json;
  // The name a group file has in the section's current file; an older one is not answered.
  const name = devSidebarPartFile(space, key, part);
  return files.parts.find((p) => p.file === name)?.json;
}

/**
 * Makes the split of the page's section sidebar now, while the page compiles in its thread: made when the browser asks
 * for it, it held the app's scripts, asked for beside it, behind it on the server's one thread.
 */
export function splitSidebarOf(project: Project, route: RouteRecord): void {
  const sidebar = project.structure.sidebarOf(route);
  if (sidebar) project.structure.devSidebarFilesIn(route, sidebar.key);
}

/** Answers a page's HTML with its hints once its entry is built; hands the request on when a compile fails first. */
function answerPageHtml(project: Project, entries: DevPageEntries, appHtml: DevAppHtml, route: RouteRecord, path: string): RequestHandler {
  return (_req, res, next) => {
    const built = entries.requestUnlessFailed(route.relativePath);
    if (!built) return next();
    splitSidebarOf(project, route);
    built
      .then(async (files) => {
        if (!files) return next();
        const html = await appHtml.getTransformedHtml('index');
        const { sidebarFile, sidebarParts = [] } = devSidebarNamesOf(project.structure, route);
        const hints = {
          entry: { path, answer: { file: route.relativePath, files } },
          sidebarFiles: sidebarFile ? [sidebarFile, ...sidebarParts] : [],
        };
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(withFirstPageHints(html, project.config.base, hints));
      })
      .catch(next);
  };
}

export function devPagesMiddleware(project: Project, entries: DevPageEntries, appHtml?: DevAppHtml): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'POST' && req.url && stripBase(req.url, project.config.base) === DEV_PAGE_SHOWN_PATH) {
      entries.shown();
      res.statusCode = 204;
      return res.end();
    }
    if (req.method !== 'GET' || !req.url) return next();
    const [pathname, query = ''] = req.url.split('?');
    const path = stripBase(pathname, project.config.base);
    if (path === DEV_ROUTES_PATH) return sendJson(res, devRoutesAnswer(project));
    if (path === DEV_SIDEBAR_PATH) {
      const sidebar = devSidebar(project, new URLSearchParams(query));
      if (sidebar !== undefined) return sendJsonText(res, sidebar);
      res.statusCode = 404;
      return res.end(`no sidebar ${query}`);
    }
    if (path === DEV_PAGE_ENTRY_PATH) {
      const asked = new URLSearchParams(query);
      const routePath = asked.get('path');
      const file = routePath === null ? asked.get('file') : routeAt(project.routes, routePath)?.relativePath;
      const built = file ? entries.request(file) : undefined;
      if (!file || !built) {
        res.statusCode = 404;
        return res.end(`no page ${routePath ?? file}`);
      }
      built.then((files) => sendJson(res, { file, files } satisfies DevPageEntryAnswer), next);
      return;
    }
    if (req.headers.accept?.includes('text/html')) {
      const route = routeAt(project.routes, path);
      if (route && appHtml) return answerPageHtml(project, entries, appHtml, route, path)(req, res, next);
      if (route) void entries.request(route.relativePath);
    }
    next();
  };
}
