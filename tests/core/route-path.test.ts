import { describe, expect, test } from 'vitest';
import {
  addLangPrefix,
  fileToRoutePath,
  langOfPath,
  normalizeBase,
  normalizeRoutePath,
  removeLangPrefix,
  routeToHtmlFile,
  stripBase,
  withBase,
} from '#shared/route-path.ts';

const layout = { defaultLang: 'en' };

describe('fileToRoutePath', () => {
  test.each([
    ['en/index.mdx', '/', 'en'],
    ['en/index.md', '/', 'en'],
    ['en/guide/index.mdx', '/guide/', 'en'],
    ['en/guide/start/index.md', '/guide/start/', 'en'],
    ['en/guide/foo.mdx', '/guide/foo', 'en'],
    ['en/guide/foo.md', '/guide/foo', 'en'],
    ['en/guide/myindex.mdx', '/guide/myindex', 'en'],
    ['en/index-page.mdx', '/index-page', 'en'],
    ['zh/index.mdx', '/zh/', 'zh'],
    ['zh/guide/index.mdx', '/zh/guide/', 'zh'],
    ['zh/guide/foo.mdx', '/zh/guide/foo', 'zh'],
    ['zh\\guide\\foo.mdx', '/zh/guide/foo', 'zh'],
    ['en\\config\\index.mdx', '/config/', 'en'],
  ])('%s → %s', (file, routePath, lang) => {
    expect(fileToRoutePath(file, layout)).toEqual({ routePath, lang, version: '' });
  });

  test('the default language is what drops the prefix', () => {
    expect(fileToRoutePath('en/guide/foo.mdx', { defaultLang: 'zh' })).toEqual({ routePath: '/en/guide/foo', lang: 'en', version: '' });
    expect(fileToRoutePath('zh/guide/foo.mdx', { defaultLang: 'zh' })).toEqual({ routePath: '/guide/foo', lang: 'zh', version: '' });
  });
});

describe('normalizeRoutePath', () => {
  test.each([
    ['/', '/'],
    ['', '/'],
    ['//', '/'],
    ['/guide/', '/guide'],
    ['/guide', '/guide'],
    ['guide/foo', '/guide/foo'],
    ['/guide//foo', '/guide/foo'],
    ['/guide/foo.html', '/guide/foo'],
    ['/guide/index', '/guide'],
    ['/guide/index.html', '/guide'],
    ['/index.html', '/'],
    ['/index', '/'],
    ['/a/index.html/', '/a'],
    ['/a/index/index', '/a'],
    ['/guide/foo?x=1', '/guide/foo'],
    ['/guide/foo#bar', '/guide/foo'],
    ['/guide/foo/?x=1#bar', '/guide/foo'],
    ['/guide/foo.html#bar', '/guide/foo'],
    ['/zh/%E6%8C%87%E5%8D%97/', '/zh/指南'],
    ['/guide/hello%20world', '/guide/hello world'],
    ['/guide/%E6%8C%87%E5%8D%97.html', '/guide/指南'],
    ['/guide/%E0%A4%A', '/guide/%25E0%25A4%25A'],
    ['/guide/a%2520b', '/guide/a%2520b'],
    ['/guide/what%3Fx', '/guide/what%3Fx'],
    ['/guide/c%23', '/guide/c%23'],
    ['/guide/100%', '/guide/100%25'],
    ['/guide/a%2Fb', '/guide/a/b'],
    ['/zh/', '/zh'],
    ['/zh/index.html', '/zh'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeRoutePath(input)).toBe(expected);
  });

  test.each([
    '/',
    '/guide/',
    '/a/index.html/',
    '/a/index/index.html',
    '/guide/foo.html.html',
    '/zh/%E6%8C%87%E5%8D%97/index.html?x#y',
    '/guide/%E0%A4%A',
    '//double//slashes//',
    'relative/path/',
    '/guide/foo.mdx',
    '/a/b/index.htm',
    '/guide/a%2520b',
    '/guide/a%252520b',
    '/guide/what%3Fx',
    '/guide/what%253Fx',
    '/guide/c%23',
    '/guide/100%',
    '/guide/100%25',
    '/guide/%25E6%258C%2587',
    '/a%2Findex.html',
    '/a%2Ehtml',
  ])('idempotent for %j', (input) => {
    const once = normalizeRoutePath(input);
    expect(normalizeRoutePath(once)).toBe(once);
  });

  test.each([
    ['/guide/100%', '/guide/100%25'],
    ['/zh/指南', '/zh/%E6%8C%87%E5%8D%97/'],
    ['/guide/hello world', '/guide/hello%20world.html'],
  ])('a route and its encoded request share a key: %j ~ %j', (route, request) => {
    expect(normalizeRoutePath(request)).toBe(normalizeRoutePath(route));
  });

  test.each([
    ['/guide/what%3Fx', '/guide/what'],
    ['/guide/c%23', '/guide/c'],
    ['/guide/a%2520b', '/guide/a%20b'],
  ])('escaped %j does not collapse into %j', (a, b) => {
    expect(normalizeRoutePath(a)).not.toBe(normalizeRoutePath(b));
  });
});

describe('base', () => {
  test.each([
    ['/', '/'],
    ['', '/'],
    ['  ', '/'],
    ['docs', '/docs/'],
    ['/docs', '/docs/'],
    ['docs/', '/docs/'],
    ['/docs/', '/docs/'],
    ['/a/b', '/a/b/'],
  ])('normalizeBase(%j) → %j', (base, expected) => {
    expect(normalizeBase(base)).toBe(expected);
  });

  test.each([
    ['/guide/foo', '/', '/guide/foo'],
    ['/guide/foo', '/docs/', '/docs/guide/foo'],
    ['/guide/foo', 'docs', '/docs/guide/foo'],
    ['/', '/docs/', '/docs/'],
    ['/zh/', '/docs', '/docs/zh/'],
    ['relative/x', '/docs/', 'relative/x'],
    ['https://example.com/x', '/docs/', 'https://example.com/x'],
  ])('withBase(%j, %j) → %j', (path, base, expected) => {
    expect(withBase(path, base)).toBe(expected);
  });

  test.each([
    ['/docs/guide/foo', '/docs/', '/guide/foo'],
    ['/docs/guide/foo', 'docs', '/guide/foo'],
    ['/docs/', '/docs/', '/'],
    ['/docs', '/docs/', '/'],
    ['/other/x', '/docs/', '/other/x'],
    ['/docsx/y', '/docs/', '/docsx/y'],
    ['/guide/foo', '/', '/guide/foo'],
  ])('stripBase(%j, %j) → %j', (path, base, expected) => {
    expect(stripBase(path, base)).toBe(expected);
  });

  test.each(['/', '/guide/foo', '/zh/', '/zh/guide/'])('stripBase undoes withBase for %j', (path) => {
    expect(stripBase(withBase(path, '/docs/'), '/docs/')).toBe(path);
  });
});

describe('language prefixes', () => {
  test.each([
    ['/guide/x', 'zh', '/zh/guide/x'],
    ['/', 'zh', '/zh/'],
    ['/zh/guide/x', 'zh', '/zh/guide/x'],
    ['/zh', 'zh', '/zh'],
    ['/zhx/guide', 'zh', '/zh/zhx/guide'],
    ['/guide/x', 'en', '/guide/x'],
    ['/', 'en', '/'],
  ])('addLangPrefix(%j, %j) → %j', (path, lang, expected) => {
    expect(addLangPrefix(path, lang, 'en')).toBe(expected);
  });

  test.each([
    ['/zh/guide/x', 'zh', '/guide/x'],
    ['/zh/', 'zh', '/'],
    ['/zh', 'zh', '/'],
    ['/zhx/guide', 'zh', '/zhx/guide'],
    ['/guide/x', 'zh', '/guide/x'],
    ['/guide/x', 'en', '/guide/x'],
    ['/zh/guide/x', 'en', '/zh/guide/x'],
  ])('removeLangPrefix(%j, %j) → %j', (path, lang, expected) => {
    expect(removeLangPrefix(path, lang, 'en')).toBe(expected);
  });

  test.each(['/', '/guide/x', '/guide/'])('removeLangPrefix undoes addLangPrefix for %j', (path) => {
    expect(removeLangPrefix(addLangPrefix(path, 'zh', 'en'), 'zh', 'en')).toBe(path);
  });

  test.each([
    ['/zh/guide/x', 'zh'],
    ['/zh', 'zh'],
    ['/zh/', 'zh'],
    ['/guide/x', 'en'],
    ['/', 'en'],
    ['/en/guide', 'en'],
    ['/fr/guide', 'en'],
    ['/zhx/guide', 'en'],
  ])('langOfPath(%j) → %j', (path, lang) => {
    expect(langOfPath(path, ['en', 'zh'], 'en')).toBe(lang);
  });
});

describe('routeToHtmlFile', () => {
  test.each([
    ['/', 'index.html'],
    ['/guide/', 'guide/index.html'],
    ['/guide/foo', 'guide/foo.html'],
    ['/zh/', 'zh/index.html'],
    ['/zh/guide/foo', 'zh/guide/foo.html'],
  ])('%j → %j', (route, file) => {
    expect(routeToHtmlFile(route)).toBe(file);
  });

  test.each(['en/index.mdx', 'en/guide/index.mdx', 'en/guide/foo.mdx', 'zh/index.mdx', 'zh/guide/foo.md'])(
    'a file route and its html file normalize to the same key (%s)',
    (file) => {
      const { routePath } = fileToRoutePath(file, layout);
      expect(normalizeRoutePath(`/${routeToHtmlFile(routePath)}`)).toBe(normalizeRoutePath(routePath));
    },
  );
});
