/**
 * Compiles every page with the real MDX pipeline, then checks that each internal link in
 * the compiled output points at an existing route and, with a `#hash`, at a heading id of
 * that page. Also checks that each Chinese page carries the same heading ids as its English
 * twin, so `/zh/x#id` and `/x#id` reach the same section.
 *
 * Links into /plugins/, /api/ and /community/ pages that are listed in the site structure
 * but not written yet are reported as pending instead of failing; external links are
 * listed, not fetched.
 */
import fs from 'node:fs';
import path from 'node:path';
import { normalizeRoutePath } from '#shared/index.ts';
import { beforeAll, describe, expect, test } from 'vitest';
import { compileMdx } from '#core/markdown/compile.ts';
import { scanRoutes } from '#core/routes/scan.ts';
import { docsRoot, IN_PROGRESS_FOLDERS, LANGS, readReference, repoRoot, routeToFileCandidates, type SiteStructure } from './helpers.ts';

const BATCH = 16;
const EXTERNAL = /^([a-z][a-z\d+.-]*:|\/\/)/i;

interface Page {
  /** Relative to the repository root: `docs/en/guide/basic/cli.mdx`. */
  file: string;
  /** Relative to the docs root: `en/guide/basic/cli.mdx`. */
  relativePath: string;
  lang: string;
  route: string;
  ids: Set<string>;
  tocIds: string[];
  hrefs: string[];
}

const structure = readReference<SiteStructure>('site-structure.json');
const pagesInProgress = new Set(structure.pages_en);

let pages: Page[] = [];
/** Normalized route → page. */
const byRoute = new Map<string, Page>();
const compileErrors: string[] = [];

function hrefsIn(code: string): string[] {
  const hrefs: string[] = [];
  for (const m of code.matchAll(/\bhref: ("(?:[^"\\]|\\.)*")/g)) hrefs.push(JSON.parse(m[1]) as string);
  return hrefs;
}

function h1Id(code: string): string | undefined {
  const m = /_components\.h1, \{\s*id: ("(?:[^"\\]|\\.)*")/.exec(code);
  return m ? (JSON.parse(m[1]) as string) : undefined;
}

beforeAll(async () => {
  const routes = await scanRoutes({ docsRoot, langs: LANGS, defaultLang: 'en', versions: [], defaultVersion: '' });
  const records = routes.map((r) => ({ ...r, file: path.relative(repoRoot, r.absolutePath).split(path.sep).join('/') }));
  for (let i = 0; i < records.length; i += BATCH) {
    const compiled = await Promise.all(
      records.slice(i, i + BATCH).map(async (record) => {
        try {
          const page = await compileMdx(fs.readFileSync(record.absolutePath, 'utf8'), {
            filePath: record.absolutePath,
            relativePath: record.relativePath,
            projectRoot: repoRoot,
            lang: record.lang,
            langs: LANGS,
            defaultLang: 'en',
          });
          const tocIds = page.toc.map((t) => t.id);
          const h1 = h1Id(page.code);
          return {
            file: record.file,
            relativePath: record.relativePath,
            lang: record.lang,
            route: record.routePath,
            ids: new Set([...tocIds, ...(h1 ? [h1] : [])]),
            tocIds,
            hrefs: hrefsIn(page.code),
          } satisfies Page;
        } catch (error) {
          compileErrors.push(`${record.file}: ${(error as Error).message}`);
          return undefined;
        }
      }),
    );
    pages.push(...compiled.filter((p): p is Page => Boolean(p)));
  }
  pages = pages.sort((a, b) => a.file.localeCompare(b.file));
  for (const page of pages) byRoute.set(normalizeRoutePath(page.route), page);
}, 600_000);

/** `/zh/plugins/list/` → `plugins/list/`: the route inside its language. */
function routeWithinLang(route: string): { lang: string; rest: string } {
  const m = /^\/(zh)(\/.*)?$/.exec(route);
  return m ? { lang: m[1], rest: m[2] ?? '/' } : { lang: 'en', rest: route };
}

/** Paths the site redirects (site-facts.json), in any language: a link there is not dead. */
const redirectSources = new Set(
  readReference<{ redirects: Array<{ from: string }> }>('site-facts.json').redirects.map((r) => normalizeRoutePath(r.from)),
);

function isRedirected(route: string): boolean {
  return redirectSources.has(normalizeRoutePath(routeWithinLang(route).rest));
}

function isPending(route: string): boolean {
  const { rest } = routeWithinLang(route);
  const folder = rest.split('/')[1] ?? '';
  if (!IN_PROGRESS_FOLDERS.includes(folder)) return false;
  return routeToFileCandidates(rest).some((f) => pagesInProgress.has(f));
}

describe('content links', () => {
  test('every page compiles', () => {
    expect(pages.length).toBeGreaterThan(0);
    expect(compileErrors, compileErrors.join('\n')).toEqual([]);
  });

  test('internal links reach an existing route and heading', () => {
    const dead: string[] = [];
    const pending: string[] = [];
    const external = new Set<string>();
    let checked = 0;
    for (const page of pages) {
      for (const href of page.hrefs) {
        if (EXTERNAL.test(href)) {
          external.add(href);
          continue;
        }
        checked++;
        const hashAt = href.indexOf('#');
        const pathPart = (hashAt === -1 ? href : href.slice(0, hashAt)).split('?')[0];
        const hash = hashAt === -1 ? '' : href.slice(hashAt + 1);
        if (pathPart && !pathPart.startsWith('/')) {
          dead.push(`${page.file} → ${href} (relative link to a non-page; link by route)`);
          continue;
        }
        if (pathPart && /\.\w+$/.test(pathPart) && !/\.html$/.test(pathPart)) {
          // A static asset: served from docs/public or the language's public folder.
          const asset = [path.join(docsRoot, 'public', pathPart), path.join(docsRoot, page.lang, 'public', pathPart)];
          if (!asset.some((p) => fs.existsSync(p))) dead.push(`${page.file} → ${href} (asset not found)`);
          continue;
        }
        const targetRoute = pathPart ? normalizeRoutePath(pathPart) : normalizeRoutePath(page.route);
        const target = byRoute.get(targetRoute);
        if (!target) {
          if (isRedirected(targetRoute)) continue;
          if (isPending(targetRoute)) pending.push(`${page.file} → ${href}`);
          else dead.push(`${page.file} → ${href} (no page at ${targetRoute})`);
          continue;
        }
        if (!hash) continue;
        let id = hash;
        try {
          id = decodeURIComponent(hash);
        } catch {
          // keep as written
        }
        if (!target.ids.has(id)) {
          // An anchor into a page that is still being written may appear later.
          if (isPending(targetRoute)) pending.push(`${page.file} → ${href} (anchor not there yet)`);
          else dead.push(`${page.file} → ${href} (no heading #${id} in ${target.file})`);
        }
      }
    }
    console.log(
      `links: ${checked} internal links checked in ${pages.length} pages, ${dead.length} dead, ` +
        `${pending.length} pending, ${external.size} distinct external links not fetched`,
    );
    if (pending.length) console.log(`pending (pages being written):\n  ${pending.join('\n  ')}`);
    expect(checked).toBeGreaterThan(0);
    expect(dead, `${dead.length} dead links:\n${dead.join('\n')}`).toEqual([]);
  });

  test('Chinese pages carry the heading ids of their English twin', () => {
    const problems: string[] = [];
    let compared = 0;
    for (const zh of pages.filter((p) => p.lang === 'zh')) {
      const en = pages.find((p) => p.lang === 'en' && p.relativePath === `en/${zh.relativePath.slice('zh/'.length)}`);
      if (!en) continue;
      compared++;
      const zhIds = new Set(zh.tocIds);
      const enIds = new Set(en.tocIds);
      const missing = [...enIds].filter((id) => !zhIds.has(id));
      const extra = [...zhIds].filter((id) => !enIds.has(id));
      if (missing.length || extra.length) {
        problems.push(
          `${zh.file} vs ${en.file}:` +
            (missing.length ? ` missing in zh: ${missing.map((i) => `#${i}`).join(', ')};` : '') +
            (extra.length ? ` only in zh: ${extra.map((i) => `#${i}`).join(', ')}` : ''),
        );
      }
    }
    expect(compared).toBeGreaterThan(0);
    expect(problems, `${problems.length} pages differ:\n${problems.join('\n')}`).toEqual([]);
  });
});
