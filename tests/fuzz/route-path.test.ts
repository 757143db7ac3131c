/**
 * Path normalisation under random input: request paths, content file paths, bases and links.
 * Normalising is idempotent, never throws, and what the compiler derives from a file path is
 * already in normal form.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rewriteLink } from '#core/markdown/remark-links.ts';
import { assertUniqueRoutes, type RouteRecord } from '#core/routes/scan.ts';
import { QuireError } from '#core/utils/errors.ts';
import { fileToRoutePath, normalizeBase, normalizeRoutePath, normalizeRoutePathInFull, stripBase, withBase } from '#shared/route-path.ts';
import { fuzzParameters } from './fuzz-config.ts';

/** Path-like text: slashes, dots, escapes, query and hash marks, `index` and `.html` pieces. */
const pathPiece = fc.oneof(
  fc.constantFrom(
    '/',
    '//',
    '.',
    '..',
    'index',
    '.html',
    '.md',
    '.mdx',
    '?',
    '#',
    '%',
    '%2F',
    '%25',
    '%3F',
    '%23',
    '%E4%B8%AD',
    '%zz',
    ' ',
    'zh',
    'en',
    '中文',
    'a',
    'B',
  ),
  fc.string({ maxLength: 4 }),
  fc.string({ unit: 'grapheme', maxLength: 3 }),
);
const pathLike = fc.array(pathPiece, { maxLength: 12 }).map((p) => p.join(''));
const segment = fc.stringMatching(/^[a-zA-Z0-9_.\-\u4e00-\u4e10]{1,8}$/);
const contentFile = fc
  .tuple(fc.constantFrom('en', 'zh'), fc.array(segment, { maxLength: 4 }), fc.oneof(segment, fc.constant('index')), fc.constantFrom('.md', '.mdx'))
  .map(([lang, dirs, name, ext]) => [lang, ...dirs, `${name}${ext}`].join('/'));

describe('normalizeRoutePath', () => {
  it('is idempotent and always yields an absolute path without a trailing slash, `.html` or `/index`', () => {
    fc.assert(
      fc.property(fc.oneof(pathLike, fc.string()), (input) => {
        const once = normalizeRoutePath(input);
        expect(normalizeRoutePath(once)).toBe(once);
        expect(once.startsWith('/')).toBe(true);
        expect(once).not.toMatch(/\/\//);
        if (once !== '/') expect(once).not.toMatch(/\/$|\.html$|\/index$/);
      }),
      fuzzParameters(3000),
    );
  });

  it('gives what the full normalisation gives, for paths in normal form, a slash from it, or anything else', () => {
    const nearlyNormal = fc
      .tuple(fc.array(fc.oneof(segment, fc.constantFrom('index', 'a.html', '.html', 'index.html')), { minLength: 1, maxLength: 4 }), fc.boolean())
      .map(([parts, slash]) => `/${parts.join('/')}${slash ? '/' : ''}`);
    fc.assert(
      fc.property(fc.oneof(nearlyNormal, pathLike, fc.string()), (input) => {
        expect(normalizeRoutePath(input)).toBe(normalizeRoutePathInFull(input));
      }),
      fuzzParameters(3000),
    );
  });
});

describe('routes derived from content files', () => {
  it('fileToRoutePath gives absolute routes that normalise like the requests for them', () => {
    fc.assert(
      fc.property(contentFile, (file) => {
        const { routePath, lang } = fileToRoutePath(file, { defaultLang: 'en' });
        expect(routePath.startsWith('/')).toBe(true);
        expect(routePath).not.toMatch(/\/\//);
        expect(lang).toBe(file.split('/')[0]);
        if (lang === 'zh') expect(routePath.startsWith('/zh/')).toBe(true);
        // The `.html` file a static host serves for the route normalises back to it.
        const normal = normalizeRoutePath(routePath);
        expect(normalizeRoutePath(`${normal}.html`)).toBe(normal);
        expect(normalizeRoutePath(encodeURI(routePath))).toBe(normal);
      }),
      fuzzParameters(2000),
    );
  });

  it('the duplicate check only ever throws its own error, naming both files', () => {
    fc.assert(
      fc.property(fc.uniqueArray(contentFile, { maxLength: 8 }), (files) => {
        const records: RouteRecord[] = files.map((relativePath) => ({
          ...fileToRoutePath(relativePath, { defaultLang: 'en' }),
          version: '',
          relativePath,
          absolutePath: `/docs/${relativePath}`,
        }));
        try {
          assertUniqueRoutes(records);
        } catch (error) {
          expect(error).toBeInstanceOf(QuireError);
          expect((error as QuireError).file).toMatch(/^\/docs\//);
          expect((error as Error).message).toMatch(/two files map to the route ".*": \S+ and \S+/);
        }
      }),
      fuzzParameters(1000),
    );
  });
});

describe('bases and links', () => {
  it('normalizeBase is idempotent; withBase and stripBase undo each other', () => {
    fc.assert(
      fc.property(fc.oneof(pathLike, fc.constant('')), fc.array(segment, { maxLength: 4 }), (base, parts) => {
        const b = normalizeBase(base);
        expect(normalizeBase(b)).toBe(b);
        expect(b.startsWith('/') && b.endsWith('/')).toBe(true);
        const route = `/${parts.join('/')}`;
        expect(stripBase(withBase(route, b), b)).toBe(route);
      }),
      fuzzParameters(2000),
    );
  });

  it('rewriteLink never throws, keeps external and anchor links, and gives routes in the page language', () => {
    const options = { relativePath: 'zh/guide/page.mdx', lang: 'zh', langs: ['en', 'zh'], defaultLang: 'en' };
    fc.assert(
      fc.property(fc.oneof(pathLike, fc.webUrl(), fc.string()), (url) => {
        const out = rewriteLink(url, options);
        if (/^([a-z][a-z\d+.-]*:|\/\/)/i.test(url) || url.startsWith('#') || !url) expect(out).toBe(url);
        // A link that names the default language (`/en/…`, Rspress's file path) goes to that language's page, without a prefix.
        else if (/^\/en([/?#]|$)/.test(url)) expect(out.startsWith('/zh/') || out === '/zh').toBe(false);
        else if (url.startsWith('/') && out !== url) expect(out.startsWith('/zh/') || out === '/zh').toBe(true);
      }),
      fuzzParameters(2000),
    );
  });
});
