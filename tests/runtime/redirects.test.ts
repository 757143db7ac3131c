import { describe, expect, it, vi } from 'vitest';
import { compileRedirects, findRedirect, literalPath } from '#shared/redirects.ts';
import { folderRedirect, folderRedirects } from '#shared/folder-redirects.ts';
import type { SidebarData } from '#shared/navigation.ts';

const langs = ['en', 'zh'];
const rules = compileRedirects([
  { from: ['/config/source/alias'], to: '/config/resolve/alias' },
  { from: ['/config/source/alias-strategy'], to: '/config/resolve/alias-strategy' },
  { from: ['/old/(.*)', '/legacy'], to: '/guide/start/' },
  { from: ['/plugins/list/plugin-assets-retry'], to: 'https://github.com/rspack-contrib/rsbuild-plugin-assets-retry' },
]);

describe('findRedirect', () => {
  it.each([
    ['/config/source/alias', '/config/resolve/alias'],
    ['/config/source/alias/', '/config/resolve/alias'],
    ['/config/source/alias.html', '/config/resolve/alias'],
    ['/config/source/alias-strategy', '/config/resolve/alias-strategy'],
    ['/zh/config/source/alias', '/zh/config/resolve/alias'],
    ['/old/anything/here', '/guide/start/'],
    ['/zh/legacy', '/zh/guide/start/'],
    ['/plugins/list/plugin-assets-retry', 'https://github.com/rspack-contrib/rsbuild-plugin-assets-retry'],
    ['/zh/plugins/list/plugin-assets-retry', 'https://github.com/rspack-contrib/rsbuild-plugin-assets-retry'],
    ['/config/source/aliasx', undefined],
    ['/guide/start/', undefined],
  ])('%s → %s', (path, expected) => {
    expect(findRedirect(path, rules, langs, 'en')).toBe(expected);
  });
});

describe('compileRedirects', () => {
  it('skips a pattern that is not a regular expression with a warning, and keeps the rest', () => {
    const warn = vi.fn();
    const compiled = compileRedirects(
      [
        { from: ['/bad/(unclosed'], to: '/x' },
        { from: ['/good'], to: '/y' },
      ],
      warn,
    );
    expect(warn).toHaveBeenCalledWith('/bad/(unclosed', expect.any(Error));
    expect(compiled).toHaveLength(1);
    expect(findRedirect('/good', compiled, langs, 'en')).toBe('/y');
  });

  it('warns on the console by default', () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    compileRedirects([{ from: ['['], to: '/x' }]);
    expect(spy.mock.calls[0][0]).toMatch(/redirect rule skipped: "\[" is not a valid regular expression/);
    spy.mockRestore();
  });
});

describe('literalPath', () => {
  it.each([
    ['/config/source/alias', '/config/source/alias'],
    ['/a\\.b', '/a.b'],
    ['/old/(.*)', undefined],
    ['^/x$', undefined],
  ])('%s → %s', (pattern, expected) => {
    expect(literalPath(pattern)).toBe(expected);
  });
});

describe('folderRedirects', () => {
  const routes = [
    { routePath: '/', lang: 'en', version: '' },
    { routePath: '/guide/start/', lang: 'en', version: '' },
    { routePath: '/guide/start/quick-start', lang: 'en', version: '' },
    { routePath: '/guide/basic/cli', lang: 'en', version: '' },
    { routePath: '/guide/basic/server', lang: 'en', version: '' },
    { routePath: '/config/', lang: 'en', version: '' },
    { routePath: '/config/mode', lang: 'en', version: '' },
    { routePath: '/notes/a', lang: 'en', version: '' },
    { routePath: '/zh/', lang: 'zh', version: '' },
    { routePath: '/zh/guide/basic/server', lang: 'zh', version: '' },
  ];
  const sidebar: SidebarData = {
    '/guide/': [
      {
        text: 'Start',
        items: [
          { text: 'Introduction', link: '/guide/start/' },
          { text: 'Quick start', link: '/guide/start/quick-start' },
        ],
      },
      { dividerType: 'solid' },
      // A link elsewhere and one to a missing page are passed over.
      {
        text: 'Basic',
        items: [
          { text: 'Elsewhere', link: '/config/mode' },
          { text: 'Gone', link: '/guide/basic/gone' },
          { text: 'Server', link: '/guide/basic/server#setup' },
          { text: 'CLI', link: '/guide/basic/cli' },
        ],
      },
    ],
    '/config/': [{ text: 'mode', link: '/config/mode' }],
  };
  const layout = { langs: ['en', 'zh'], defaultLang: 'en', versions: [], defaultVersion: '' };
  const redirects = folderRedirects({ routes, sidebarsFor: () => sidebar, layout });

  it('leads each folder without an index page to its first page in the sidebar, per language', () => {
    expect(redirects).toEqual({
      '/guide/': '/guide/start/',
      '/guide/basic/': '/guide/basic/server',
      // Chinese has only one guide page: the first of the sidebar that exists in Chinese.
      '/zh/guide/': '/zh/guide/basic/server',
      '/zh/guide/basic/': '/zh/guide/basic/server',
    });
  });

  it('leads the root of a language without a home page to the first page of its sidebars', () => {
    const homeless = routes.filter((r) => r.routePath !== '/' && r.routePath !== '/zh/');
    expect(folderRedirects({ routes: homeless, sidebarsFor: () => sidebar, layout })).toMatchObject({
      '/': '/guide/start/',
      '/zh/': '/zh/guide/basic/server',
    });
    const rooted: SidebarData = { ...sidebar, '/': [{ text: 'Mode', link: '/config/mode' }] };
    expect(folderRedirects({ routes: homeless, sidebarsFor: () => rooted, layout })['/']).toBe('/config/mode');
    const homes = folderRedirects({ routes: homeless, sidebarsFor: () => sidebar, layout });
    for (const path of ['/', '/index.html', '']) expect(folderRedirect(homes, path)).toBe('/guide/start/');
    for (const path of ['/zh', '/zh/', '/zh/index.html']) expect(folderRedirect(homes, path)).toBe('/zh/guide/basic/server');
  });

  it('leaves folders with an index page, and folders no sidebar lists a page of, alone', () => {
    expect(redirects['/config/']).toBeUndefined();
    expect(redirects['/guide/start/']).toBeUndefined();
    expect(redirects['/notes/']).toBeUndefined();
  });

  it('reads a section’s links once, however many folders without an index page it holds', () => {
    let reads = 0;
    const counted = (link: string) => ({
      text: link,
      get link() {
        reads++;
        return link;
      },
    });
    const folders = Array.from({ length: 10 }, (_, i) => `f${i}`);
    const manyRoutes = folders.map((f) => ({ routePath: `/guide/${f}/page`, lang: 'en', version: '' }));
    const manySidebar: SidebarData = { '/guide/': folders.map((f) => counted(`/guide/${f}/page`)).reverse() };
    const found = folderRedirects({ routes: manyRoutes, sidebarsFor: () => manySidebar, layout: { ...layout, langs: ['en'] } });
    expect(found).toMatchObject({ '/': '/guide/f9/page', '/guide/': '/guide/f9/page', '/guide/f0/': '/guide/f0/page' });
    // The section's links once, and once more as the home's (every sidebar): not once per folder.
    expect(reads).toBe(2 * folders.length);
  });

  it('answers a request for the folder however it is written', () => {
    for (const path of ['/guide', '/guide/', '/guide/index.html', '/guide/index']) expect(folderRedirect(redirects, path)).toBe('/guide/start/');
    expect(folderRedirect(redirects, '/guide/start/')).toBeUndefined();
    expect(folderRedirect(redirects, '/')).toBeUndefined();
    expect(folderRedirect(redirects, '/constructor')).toBeUndefined();
  });
});
