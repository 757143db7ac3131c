import { describe, expect, test } from 'vitest';
import type { UserConfig } from '../../packages/core/src/config/types.ts';
import { ConfigError, resolveConfig } from '../../packages/core/src/config/validate.ts';
import { QuireError } from '../../packages/core/src/utils/errors.ts';

const two = [
  { lang: 'en', label: 'English' },
  { lang: 'zh', label: '简体中文' },
];

function configError(user: unknown, file?: string): ConfigError {
  try {
    resolveConfig(user as UserConfig, file);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    expect(error).toBeInstanceOf(QuireError);
    return error as ConfigError;
  }
  throw new Error('expected resolveConfig to throw');
}

describe('resolveConfig defaults', () => {
  test('an empty config', () => {
    const c = resolveConfig({});
    expect(c).toMatchObject({
      title: 'Docs',
      description: '',
      lang: 'en',
      langs: ['en'],
      locales: [{ lang: 'en', label: 'en' }],
      base: '/',
      root: 'docs',
      outDir: 'dist',
      ssg: true,
      route: { cleanUrls: true, exclude: [] },
      multiVersion: { default: '', versions: [] },
      themeConfig: {},
      markdown: { showLineNumbers: false, defaultWrapCode: false },
      redirects: [],
      search: { mode: 'local' },
      head: [],
      themeDir: 'theme',
    });
  });

  test.each([
    [{ base: 'docs' }, 'base', '/docs/'],
    [{ base: '/docs' }, 'base', '/docs/'],
    [{ ssg: false }, 'ssg', false],
    [{ route: { cleanUrls: false } }, 'route', { cleanUrls: false, exclude: [] }],
    [{ route: { exclude: ['drafts/**'] } }, 'route', { cleanUrls: true, exclude: ['drafts/**'] }],
    [{ search: false }, 'search', { mode: 'off', apiUrl: undefined, searchIndexes: undefined }],
    [{ search: { mode: 'remote', apiUrl: 'https://s' } }, 'search', { mode: 'remote', apiUrl: 'https://s', searchIndexes: undefined }],
    [
      { search: { mode: 'remote', apiUrl: '/api/search', searchIndexes: ['guide', { value: 'api', label: 'API' }] } },
      'search',
      { mode: 'remote', apiUrl: '/api/search', searchIndexes: [{ value: 'guide', label: 'guide' }, { value: 'api', label: 'API' }] },
    ],
    [{ multiVersion: { default: 'v2', versions: ['v1', 'v2'] } }, 'multiVersion', { default: 'v2', versions: ['v1', 'v2'] }],
    [{ lang: 'zh', locales: two }, 'langs', ['en', 'zh']],
    [{ lang: 'zh', locales: two }, 'lang', 'zh'],
    [{ lang: 'zh' }, 'locales', [{ lang: 'zh', label: 'zh' }]],
    [{ redirects: [{ from: '^/old', to: '/new' }] }, 'redirects', [{ from: '^/old', to: '/new' }]],
    [{}, 'renderTimeout', 60_000],
    [{ renderTimeout: 1500 }, 'renderTimeout', 1500],
  ] as Array<[UserConfig, string, unknown]>)('%j gives %s', (user, key, value) => {
    expect((resolveConfig(user) as unknown as Record<string, unknown>)[key]).toEqual(value);
  });
});

describe('resolveConfig errors name the field and the reason', () => {
  test.each<[string, unknown, string, RegExp]>([
    ['config not an object', 42, 'config', /must be an object \(got number\)/],
    ['title', { title: 1 }, 'title', /must be a string \(got number\)/],
    ['base type', { base: 3 }, 'base', /must be a string \(got number\)/],
    ['base with query', { base: '/docs/?x' }, 'base', /must be a plain path such as "\/docs\/" \(got "\/docs\/\?x"\)/],
    ['base with hash', { base: '/docs#a' }, 'base', /must be a plain path/],
    ['base with space', { base: '/my docs/' }, 'base', /must be a plain path/],
    ['lang not among locales', { lang: 'fr', locales: two }, 'lang', /must be one of the locales \(en, zh\), got "fr"/],
    ['locales not an array', { locales: {} }, 'locales', /must be an array \(got object\)/],
    ['locale label missing', { locales: [two[0], { lang: 'zh' }] }, 'locales[1].label', /must be a non-empty string \(got undefined\)/],
    ['locale label empty', { locales: [two[0], { lang: 'zh', label: '' }] }, 'locales[1].label', /must be a non-empty string \(got string\)/],
    ['locale lang not a code', { locales: [{ lang: 'english!', label: 'E' }] }, 'locales[0].lang', /must be a language code .* \(got "english!"\)/],
    ['locale entry null', { locales: [null] }, 'locales[0]', /must be an object \(got null\)/],
    ['ssg', { ssg: 'yes' }, 'ssg', /must be true or false \(got string\)/],
    ['route.cleanUrls', { route: { cleanUrls: 1 } }, 'route.cleanUrls', /must be true or false \(got number\)/],
    ['route.exclude item', { route: { exclude: ['ok', 5] } }, 'route.exclude[1]', /must be a non-empty string \(got number\)/],
    ['search.mode', { search: { mode: 'cloud' } }, 'search.mode', /must be one of 'local', 'remote', 'off' \(got "cloud"\)/],
    ['search remote without apiUrl', { search: { mode: 'remote' } }, 'search.apiUrl', /must be a non-empty string/],
    ['search remote apiUrl not an address', { search: { mode: 'remote', apiUrl: 'search.example.com' } }, 'search.apiUrl', /must be an http\(s\) address or a path starting with "\/" \(got "search.example.com"\)/],
    ['searchIndexes not a list', { search: { mode: 'remote', apiUrl: '/s', searchIndexes: 'guide' } }, 'search.searchIndexes', /must be an array \(got string\)/],
    ['searchIndexes empty name', { search: { mode: 'remote', apiUrl: '/s', searchIndexes: ['guide', ''] } }, 'search.searchIndexes[1]', /must be a non-empty string/],
    ['searchIndexes label', { search: { mode: 'remote', apiUrl: '/s', searchIndexes: [{ value: 'api' }] } }, 'search.searchIndexes[0].label', /must be a non-empty string \(got undefined\)/],
    ['searchIndexes value', { search: { mode: 'remote', apiUrl: '/s', searchIndexes: [{ value: 4, label: 'API' }] } }, 'search.searchIndexes[0].value', /must be a non-empty string \(got number\)/],
    ['searchIndexes entry', { search: { mode: 'remote', apiUrl: '/s', searchIndexes: [7] } }, 'search.searchIndexes[0]', /must be an object \(got number\)/],
    ['searchIndexes comma', { search: { mode: 'remote', apiUrl: '/s', searchIndexes: ['a,b'] } }, 'search.searchIndexes[0]', /must not contain a comma/],
    ['searchIndexes twice', { search: { mode: 'remote', apiUrl: '/s', searchIndexes: ['a', { value: 'a', label: 'A' }] } }, 'search.searchIndexes[1]', /repeats the index "a"/],
    ['searchIndexes in local mode', { search: { searchIndexes: ['a'] } }, 'search.searchIndexes', /only applies when search.mode is 'remote' \(mode is 'local'\)/],
    ['searchHooks type', { search: { searchHooks: true } }, 'search.searchHooks', /must be a non-empty string \(got boolean\)/],
    ['searchHooks missing file', { search: { searchHooks: './no-such-hooks' } }, 'search.searchHooks', /must name a module relative to the config file \(nothing at ".*no-such-hooks"\)/],
    ['redirects not an array', { redirects: {} }, 'redirects', /must be an array \(got object\)/],
    ['redirect to', { redirects: [{ from: '^/a', to: 3 }] }, 'redirects[0].to', /must be a non-empty string \(got number\)/],
    ['redirect from', { redirects: [{ from: '^/a', to: '/b' }, { to: '/b' }] }, 'redirects[1].from', /must be a non-empty string \(got undefined\)/],
    ['redirect from list', { redirects: [{ from: ['^/a', 7], to: '/b' }] }, 'redirects[0].from[1]', /must be a non-empty string \(got number\)/],
    ['multiVersion.default', { multiVersion: { default: 'v3', versions: ['v1'] } }, 'multiVersion.default', /must be one of multiVersion.versions \(got "v3"\)/],
    ['multiVersion.versions', { multiVersion: { default: 'v1', versions: 'v1' } }, 'multiVersion.versions', /must be an array \(got string\)/],
    ['head item', { head: ['<meta>', null] }, 'head[1]', /must be a non-empty string \(got null\)/],
    ['logo object', { logo: { light: '/l.svg' } }, 'logo.dark', /must be a non-empty string \(got undefined\)/],
    ['markdown flag', { markdown: { showLineNumbers: 'no' } }, 'markdown.showLineNumbers', /must be true or false/],
    ['themeConfig', { themeConfig: [] }, 'themeConfig', /must be an object \(got array\)/],
    ['nav link', { themeConfig: { nav: [{ text: 'Guide', link: 42 }] } }, 'themeConfig.nav[0].link', /must be a non-empty string \(got number\)/],
    ['nav text', { themeConfig: { nav: [{ text: 'A', link: '/a' }, { link: '/b' }] } }, 'themeConfig.nav[1].text', /must be a non-empty string \(got undefined\)/],
    ['nav group item', { themeConfig: { nav: [{ text: 'G', items: [{ text: 'x' }] }] } }, 'themeConfig.nav[0].items[0].link', /must be a non-empty string/],
    ['nav position', { themeConfig: { nav: [{ text: 'G', link: '/', position: 'top' }] } }, 'themeConfig.nav[0].position', /must be one of 'left', 'right' \(got "top"\)/],
    ['sidebar key', { themeConfig: { sidebar: { guide: [] } } }, 'themeConfig.sidebar["guide"]', /must be a path prefix starting with "\/"/],
    ['sidebar link', { themeConfig: { sidebar: { '/guide/': [{ text: 'G', items: [{ text: 'a', link: 1 }] }] } } }, 'themeConfig.sidebar["/guide/"][0].items[0].link', /must be a non-empty string \(got number\)/],
    ['sidebar divider', { themeConfig: { sidebar: { '/': [{ dividerType: 'dotted' }] } } }, 'themeConfig.sidebar["/"][0].dividerType', /must be one of 'solid', 'dashed'/],
    ['sidebar collapsed', { themeConfig: { sidebar: { '/': [{ text: 'G', items: [], collapsed: 'yes' }] } } }, 'themeConfig.sidebar["/"][0].collapsed', /must be true or false \(got string\)/],
    ['hideNavbar', { themeConfig: { hideNavbar: 'sometimes' } }, 'themeConfig.hideNavbar', /must be one of 'always', 'auto', 'never'/],
    ['darkMode', { themeConfig: { darkMode: 'on' } }, 'themeConfig.darkMode', /must be true or false/],
    ['editLink', { themeConfig: { editLink: {} } }, 'themeConfig.editLink.docRepoBaseUrl', /must be a non-empty string/],
    ['socialLinks mode', { themeConfig: { socialLinks: [{ icon: 'github', mode: 'button', content: 'x' }] } }, 'themeConfig.socialLinks[0].mode', /must be one of 'link', 'text', 'img', 'dom'/],
    ['renderTimeout not a number', { renderTimeout: '5s' }, 'renderTimeout', /must be a positive number of milliseconds \(got "5s"\)/],
    ['renderTimeout zero', { renderTimeout: 0 }, 'renderTimeout', /must be a positive number of milliseconds \(got 0\)/],
    ['theme locale nav', { themeConfig: { locales: [{ lang: 'zh', nav: [{ text: 'x', link: false }] }] } }, 'themeConfig.locales[0].nav[0].link', /must be a non-empty string \(got boolean\)/],
  ])('%s', (_name, user, field, reason) => {
    const error = configError(user);
    expect(error.field).toBe(field);
    expect(error.message).toContain(`"${field}"`);
    expect(error.message).toMatch(reason);
    expect(error.message.startsWith('invalid config: ')).toBe(true);
  });

  test('the message reads as one sentence (snapshot)', () => {
    expect(() => resolveConfig({ themeConfig: { nav: [{ text: 'Guide', link: 42 }] } } as unknown as UserConfig)).toThrowErrorMatchingInlineSnapshot(
      `[ConfigError: invalid config: "themeConfig.nav[0].link" must be a non-empty string (got number)]`,
    );
    expect(() => resolveConfig({ lang: 'fr', locales: two })).toThrowErrorMatchingInlineSnapshot(
      `[ConfigError: invalid config: "lang" must be one of the locales (en, zh), got "fr"]`,
    );
  });

  test('the config file is named in the message', () => {
    const error = configError({ base: 1 }, '/project/site.config.ts');
    expect(error.file).toBe('/project/site.config.ts');
    expect(error.message).toBe('/project/site.config.ts: invalid config: "base" must be a string (got number)');
  });
});

describe('translations', () => {
  test('defaults: a warning with every check, translated from the site language', () => {
    expect(resolveConfig({}).translations).toEqual({ report: 'warn', sourceLang: 'en', checks: ['missing', 'structure', 'stale'], exclude: [] });
    expect(resolveConfig({ lang: 'zh', locales: two }).translations.sourceLang).toBe('zh');
  });

  test('takes a strict report, another source language and a subset of checks', () => {
    const translations = { report: 'error', sourceLang: 'zh', checks: ['stale'], exclude: ['guide/rem.mdx'] } as const;
    expect(resolveConfig({ locales: two, translations: { ...translations, checks: ['stale'], exclude: ['guide/rem.mdx'] } }).translations).toEqual(
      translations,
    );
  });

  test.each<[string, unknown, string, RegExp]>([
    ['not an object', { translations: 'error' }, 'translations', /must be an object \(got string\)/],
    ['report', { translations: { report: 'strict' } }, 'translations.report', /must be one of 'warn', 'error', 'off' \(got "strict"\)/],
    ['sourceLang type', { translations: { sourceLang: 1 } }, 'translations.sourceLang', /must be a string \(got number\)/],
    ['sourceLang not a locale', { locales: two, translations: { sourceLang: 'fr' } }, 'translations.sourceLang', /must be one of the locales \(en, zh\), got "fr"/],
    ['checks not an array', { translations: { checks: 'stale' } }, 'translations.checks', /must be an array \(got string\)/],
    ['checks entry', { translations: { checks: ['stale', 'spelling'] } }, 'translations.checks[1]', /must be one of 'missing', 'structure', 'stale' \(got "spelling"\)/],
    ['exclude entry', { translations: { exclude: ['a.mdx', ''] } }, 'translations.exclude[1]', /must be a non-empty string \(got string\)/],
  ])('%s', (_name, user, field, reason) => {
    const error = configError(user);
    expect(error.field).toBe(field);
    expect(error.message).toContain(`invalid config: "${field}"`);
    expect(error.message).toMatch(reason);
  });
});

describe('search.searchHooks', () => {
  test('resolves relative to the config file, with or without the extension, and stays out of the site data', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const { createSiteData, searchHooksModule } = await import('../../packages/core/src/project/generate.ts');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'searchui-hooks-'));
    try {
      fs.mkdirSync(path.join(dir, 'theme'));
      fs.writeFileSync(path.join(dir, 'theme', 'search-hooks.ts'), 'export const beforeSearch = (q: string) => q;\n');
      const file = path.join(dir, 'site.config.ts');
      for (const spec of ['./theme/search-hooks.ts', 'theme/search-hooks']) {
        const config = resolveConfig({ search: { searchHooks: spec } }, file);
        expect(config.search.searchHooks).toBe(path.join(dir, 'theme', 'search-hooks.ts'));
        const site = createSiteData(config);
        expect(site.search).toEqual({ mode: 'local', hooks: true, indexes: [] });
        expect(JSON.stringify(site)).not.toContain(dir);
        expect(searchHooksModule(config.search.searchHooks)).toBe(`import * as hooks from ${JSON.stringify(config.search.searchHooks)};\nexport default hooks;\n`);
      }
      const error = configError({ search: { searchHooks: './search-hooks.ts' } }, file);
      expect(error.message).toBe(`${file}: invalid config: "search.searchHooks" must name a module relative to the config file (nothing at "${path.join(dir, 'search-hooks.ts')}")`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('unset: the generated module is empty and the site data says there are no hooks', async () => {
    const { createSiteData, searchHooksModule } = await import('../../packages/core/src/project/generate.ts');
    expect(searchHooksModule(undefined)).toBe('export default {};\n');
    expect(createSiteData(resolveConfig({})).search.hooks).toBe(false);
  });
});
