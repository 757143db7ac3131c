import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadConfig } from '#core/config/load.ts';
import type { ThemeConfig, UserConfig } from '#core/config/types.ts';
import { ConfigError, resolveConfig } from '#core/config/validate.ts';
import { QuireError } from '#core/utils/errors.ts';
import { DEFAULT_TEXTS } from '#theme-default/logic/theme-config.ts';
import siteData from '../fixtures/site-data.ts';

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
      emptyOutDir: false,
      ssg: true,
      route: { exclude: [] },
      themeConfig: {},
      markdown: {
        showLineNumbers: false,
        defaultWrapCode: false,
        format: 'detect',
        allowInlineScripts: false,
        strictCodeMeta: false,
        allowCodeFilesFrom: [],
      },
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
    [{ route: { exclude: ['drafts/**'] } }, 'route', { exclude: ['drafts/**'] }],
    [{ search: false }, 'search', { mode: 'off', apiUrl: undefined, searchIndexes: undefined, versioned: true }],
    [{ search: { versioned: false } }, 'search', { mode: 'local', apiUrl: undefined, searchIndexes: undefined, versioned: false }],
    [
      { search: { mode: 'remote', apiUrl: 'https://s' } },
      'search',
      { mode: 'remote', apiUrl: 'https://s', searchIndexes: undefined, versioned: true },
    ],
    [
      { search: { mode: 'remote', apiUrl: '/api/search', searchIndexes: ['guide', { value: 'api', label: 'API' }] } },
      'search',
      {
        mode: 'remote',
        apiUrl: '/api/search',
        searchIndexes: [
          { value: 'guide', label: 'guide' },
          { value: 'api', label: 'API' },
        ],
        versioned: true,
      },
    ],
    [{}, 'multiVersion', { default: '', versions: [] }],
    [{ multiVersion: { default: 'v2', versions: ['v1', 'v2'] } }, 'multiVersion', { default: 'v2', versions: ['v1', 'v2'] }],
    [{ lang: 'zh', locales: two }, 'langs', ['en', 'zh']],
    [{ lang: 'zh', locales: two }, 'lang', 'zh'],
    [{ lang: 'zh' }, 'locales', [{ lang: 'zh', label: 'zh' }]],
    [{ redirects: [{ from: '^/old', to: '/new' }] }, 'redirects', [{ from: '^/old', to: '/new' }]],
    [{}, 'renderTimeout', 60_000],
    [{ renderTimeout: 1500 }, 'renderTimeout', 1500],
    [{}, 'compileTimeout', 60_000],
    [{ compileTimeout: 1500 }, 'compileTimeout', 1500],
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
    ['route.exclude item', { route: { exclude: ['ok', 5] } }, 'route.exclude[1]', /must be a non-empty string \(got number\)/],
    ['search.mode', { search: { mode: 'cloud' } }, 'search.mode', /must be one of 'local', 'remote', 'off' \(got "cloud"\)/],
    ['orphanPages', { orphanPages: true }, 'orphanPages', /must be one of 'error', 'warn', 'off' \(got true\)/],
    ['search remote without apiUrl', { search: { mode: 'remote' } }, 'search.apiUrl', /must be a non-empty string/],
    [
      'search remote apiUrl not an address',
      { search: { mode: 'remote', apiUrl: 'search.example.com' } },
      'search.apiUrl',
      /must be an http\(s\) address or a path starting with "\/" \(got "search.example.com"\)/,
    ],
    [
      'searchIndexes not a list',
      { search: { mode: 'remote', apiUrl: '/s', searchIndexes: 'guide' } },
      'search.searchIndexes',
      /must be an array \(got string\)/,
    ],
    [
      'searchIndexes empty name',
      { search: { mode: 'remote', apiUrl: '/s', searchIndexes: ['guide', ''] } },
      'search.searchIndexes[1]',
      /must be a non-empty string/,
    ],
    [
      'searchIndexes label',
      { search: { mode: 'remote', apiUrl: '/s', searchIndexes: [{ value: 'api' }] } },
      'search.searchIndexes[0].label',
      /must be a non-empty string \(got undefined\)/,
    ],
    [
      'searchIndexes value',
      { search: { mode: 'remote', apiUrl: '/s', searchIndexes: [{ value: 4, label: 'API' }] } },
      'search.searchIndexes[0].value',
      /must be a non-empty string \(got number\)/,
    ],
    [
      'searchIndexes entry',
      { search: { mode: 'remote', apiUrl: '/s', searchIndexes: [7] } },
      'search.searchIndexes[0]',
      /must be an object \(got number\)/,
    ],
    [
      'searchIndexes comma',
      { search: { mode: 'remote', apiUrl: '/s', searchIndexes: ['a,b'] } },
      'search.searchIndexes[0]',
      /must not contain a comma/,
    ],
    [
      'searchIndexes twice',
      { search: { mode: 'remote', apiUrl: '/s', searchIndexes: ['a', { value: 'a', label: 'A' }] } },
      'search.searchIndexes[1]',
      /repeats the index "a"/,
    ],
    [
      'searchIndexes in local mode',
      { search: { searchIndexes: ['a'] } },
      'search.searchIndexes',
      /only applies when search.mode is 'remote' \(mode is 'local'\)/,
    ],
    ['searchHooks type', { search: { searchHooks: true } }, 'search.searchHooks', /must be a non-empty string \(got boolean\)/],
    [
      'searchHooks missing file',
      { search: { searchHooks: './no-such-hooks' } },
      'search.searchHooks',
      /must name a module relative to the config file \(nothing at ".*no-such-hooks"\)/,
    ],
    [
      'allowCodeFilesFrom missing folder',
      { markdown: { allowCodeFilesFrom: ['./no-such-folder'] } },
      'markdown.allowCodeFilesFrom[0]',
      /must name a folder relative to the config file \(nothing at ".*no-such-folder"\)/,
    ],
    ['redirects not an array', { redirects: {} }, 'redirects', /must be an array \(got object\)/],
    ['redirect to', { redirects: [{ from: '^/a', to: 3 }] }, 'redirects[0].to', /must be a non-empty string \(got number\)/],
    ['redirect from', { redirects: [{ from: '^/a', to: '/b' }, { to: '/b' }] }, 'redirects[1].from', /must be a non-empty string \(got undefined\)/],
    ['redirect from list', { redirects: [{ from: ['^/a', 7], to: '/b' }] }, 'redirects[0].from[1]', /must be a non-empty string \(got number\)/],
    [
      'multiVersion.default',
      { multiVersion: { default: 'v3', versions: ['v1'] } },
      'multiVersion.default',
      /must be one of multiVersion.versions \(got "v3"\)/,
    ],
    ['multiVersion.versions', { multiVersion: { default: 'v1', versions: 'v1' } }, 'multiVersion.versions', /must be an array \(got string\)/],
    [
      'themeConfig.fallbackHeadingTitle (refused)',
      { themeConfig: { fallbackHeadingTitle: true } },
      'themeConfig.fallbackHeadingTitle',
      /is not supported yet: a page without an h1 shows no heading made from its title/,
    ],
    [
      'themeConfig.nav[0].rightIcon (no icon is drawn)',
      { themeConfig: { nav: [{ text: 'A', link: '/a', rightIcon: 'x' }] } },
      'themeConfig.nav[0].rightIcon',
      /is not a known field/,
    ],
    [
      'route.cleanUrls true (refused)',
      { route: { cleanUrls: true } },
      'route.cleanUrls',
      /is not a setting: links are always clean \(\/guide\/intro/,
    ],
    [
      'route.cleanUrls false (refused)',
      { route: { cleanUrls: false } },
      'route.cleanUrls',
      /links ending in \.html \(Rspress's cleanUrls: false\) are not supported yet/,
    ],
    ['head item', { head: ['<meta>', null] }, 'head[1]', /must be a non-empty string \(got null\)/],
    ['head tuple tag', { head: [['<meta', {}]] }, 'head[0][0]', /must be an element name such as "meta" or "script" \(got "<meta"\)/],
    ['head tuple attributes', { head: [['meta', { name: 1 }]] }, 'head[0][1].name', /must be a string \(got number\)/],
    ['head tuple length', { head: [['meta']] }, 'head[0][1]', /must be an object of attributes \(got undefined\)/],
    ['logo object', { logo: { light: '/l.svg' } }, 'logo.dark', /must be a non-empty string \(got undefined\)/],
    ['markdown flag', { markdown: { showLineNumbers: 'no' } }, 'markdown.showLineNumbers', /must be true or false/],
    ['inline scripts flag', { markdown: { allowInlineScripts: 'yes' } }, 'markdown.allowInlineScripts', /must be true or false/],
    ['strict code meta flag', { markdown: { strictCodeMeta: 1 } }, 'markdown.strictCodeMeta', /must be true or false/],
    ['page format', { markdown: { format: 'md' } }, 'markdown.format', /must be one of 'detect', 'mdx'/],
    ['themeConfig', { themeConfig: [] }, 'themeConfig', /must be an object \(got array\)/],
    ['nav link', { themeConfig: { nav: [{ text: 'Guide', link: 42 }] } }, 'themeConfig.nav[0].link', /must be a non-empty string \(got number\)/],
    [
      'nav text',
      { themeConfig: { nav: [{ text: 'A', link: '/a' }, { link: '/b' }] } },
      'themeConfig.nav[1].text',
      /must be a non-empty string \(got undefined\)/,
    ],
    [
      'nav group item',
      { themeConfig: { nav: [{ text: 'G', items: [{ text: 'x' }] }] } },
      'themeConfig.nav[0].items[0].link',
      /must be a non-empty string/,
    ],
    [
      'nav position',
      { themeConfig: { nav: [{ text: 'G', link: '/', position: 'top' }] } },
      'themeConfig.nav[0].position',
      /must be one of 'left', 'right' \(got "top"\)/,
    ],
    ['sidebar key', { themeConfig: { sidebar: { guide: [] } } }, 'themeConfig.sidebar["guide"]', /must be a path prefix starting with "\/"/],
    [
      'sidebar link',
      { themeConfig: { sidebar: { '/guide/': [{ text: 'G', items: [{ text: 'a', link: 1 }] }] } } },
      'themeConfig.sidebar["/guide/"][0].items[0].link',
      /must be a non-empty string \(got number\)/,
    ],
    [
      'sidebar divider',
      { themeConfig: { sidebar: { '/': [{ dividerType: 'dotted' }] } } },
      'themeConfig.sidebar["/"][0].dividerType',
      /must be one of 'solid', 'dashed'/,
    ],
    [
      'sidebar collapsed',
      { themeConfig: { sidebar: { '/': [{ text: 'G', items: [], collapsed: 'yes' }] } } },
      'themeConfig.sidebar["/"][0].collapsed',
      /must be true or false \(got string\)/,
    ],
    ['hideNavbar', { themeConfig: { hideNavbar: 'sometimes' } }, 'themeConfig.hideNavbar', /must be one of 'always', 'auto', 'never'/],
    ['darkMode', { themeConfig: { darkMode: 'on' } }, 'themeConfig.darkMode', /must be true or false/],
    ['editLink', { themeConfig: { editLink: {} } }, 'themeConfig.editLink.docRepoBaseUrl', /must be a non-empty string/],
    [
      'socialLinks mode',
      { themeConfig: { socialLinks: [{ icon: 'github', mode: 'button', content: 'x' }] } },
      'themeConfig.socialLinks[0].mode',
      /must be one of 'link', 'text', 'img', 'dom'/,
    ],
    ['renderTimeout not a number', { renderTimeout: '5s' }, 'renderTimeout', /must be a positive number of milliseconds \(got "5s"\)/],
    ['renderTimeout zero', { renderTimeout: 0 }, 'renderTimeout', /must be a positive number of milliseconds \(got 0\)/],
    [
      'theme locale nav',
      { themeConfig: { locales: [{ lang: 'zh', nav: [{ text: 'x', link: false }] }] } },
      'themeConfig.locales[0].nav[0].link',
      /must be a non-empty string \(got boolean\)/,
    ],
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
    [
      'sourceLang not a locale',
      { locales: two, translations: { sourceLang: 'fr' } },
      'translations.sourceLang',
      /must be one of the locales \(en, zh\), got "fr"/,
    ],
    ['checks not an array', { translations: { checks: 'stale' } }, 'translations.checks', /must be an array \(got string\)/],
    [
      'checks entry',
      { translations: { checks: ['stale', 'spelling'] } },
      'translations.checks[1]',
      /must be one of 'missing', 'structure', 'stale' \(got "spelling"\)/,
    ],
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
    const { createSiteData, searchHooksModule } = await import('#core/project/generate.ts');
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
        // Written in `.quire/build/`, it names the file from there, with no absolute path.
        expect(searchHooksModule(config.search.searchHooks, path.join(dir, '.quire', 'build'))).toBe(
          'import * as hooks from "../../theme/search-hooks.ts";\nexport default hooks;\n',
        );
      }
      const error = configError({ search: { searchHooks: './search-hooks.ts' } }, file);
      expect(error.message).toBe(
        `${file}: invalid config: "search.searchHooks" must name a module relative to the config file (nothing at "${path.join(dir, 'search-hooks.ts')}")`,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('unset: the generated module is empty and the site data says there are no hooks', async () => {
    const { createSiteData, searchHooksModule } = await import('#core/project/generate.ts');
    expect(searchHooksModule(undefined, '/site/.quire/build')).toBe('export default {};\n');
    expect(createSiteData(resolveConfig({})).search.hooks).toBe(false);
  });
});

describe('markdown.allowCodeFilesFrom', () => {
  test('each folder resolves relative to the config file; unset, none is allowed', () => {
    const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'code-files-from-'));
    try {
      fs.mkdirSync(path.join(repo, 'packages'));
      fs.mkdirSync(path.join(repo, 'website'));
      const file = path.join(repo, 'website', 'site.config.ts');
      expect(resolveConfig({ markdown: { allowCodeFilesFrom: ['../packages'] } }, file).markdown.allowCodeFilesFrom).toEqual([
        path.join(repo, 'packages'),
      ]);
      expect(resolveConfig({}, file).markdown.allowCodeFilesFrom).toEqual([]);
    } finally {
      fs.rmSync(repo, { recursive: true, force: true });
    }
  });
});

describe('unknown fields', () => {
  test.each<[string, unknown, string, string]>([
    ['top-level', { themConfig: {} }, 'themConfig', 'themeConfig'],
    ['top-level markdown', { markdwn: { showLineNumbers: true } }, 'markdwn', 'markdown'],
    ['top-level, case aside', { siteURL: 'https://example.com' }, 'siteURL', 'siteUrl'],
    ['themeConfig', { themeConfig: { sidbar: {} } }, 'themeConfig.sidbar', 'sidebar'],
    ['a theme text', { themeConfig: { prevPageTxt: 'Back' } }, 'themeConfig.prevPageTxt', 'prevPageText'],
    ['a theme locale', { locales: two, themeConfig: { locales: [{ lang: 'en' }, { lang: 'zh', nva: [] }] } }, 'themeConfig.locales[1].nva', 'nav'],
    [
      'a nav item',
      { themeConfig: { nav: [{ text: 'Guide', link: '/guide/', activMatch: '/guide/' }] } },
      'themeConfig.nav[0].activMatch',
      'activeMatch',
    ],
    [
      'a sidebar item',
      { themeConfig: { sidebar: { '/': [{ text: 'G', items: [{ text: 'a', lnk: '/a' }] }] } } },
      'themeConfig.sidebar["/"][0].items[0].lnk',
      'link',
    ],
    ['the edit link', { themeConfig: { editLink: { docRepoBaseUrl: 'https://x', txt: 'Edit' } } }, 'themeConfig.editLink.txt', 'text'],
    ['the banner', { themeConfig: { banner: { text: 'News', storagekey: 'k' } } }, 'themeConfig.banner.storagekey', 'storageKey'],
    [
      'a social link',
      { themeConfig: { socialLinks: [{ icon: 'github', mode: 'link', contents: 'https://x' }] } },
      'themeConfig.socialLinks[0].contents',
      'content',
    ],
    ['search, letters swapped', { search: { mdoe: 'local' } }, 'search.mdoe', 'mode'],
    ['route', { route: { exlude: ['drafts/**'] } }, 'route.exlude', 'exclude'],
    ['markdown', { markdown: { showLineNumber: true } }, 'markdown.showLineNumber', 'showLineNumbers'],
    ['a locale', { locales: [{ lang: 'en', label: 'English', titel: 'Docs' }] }, 'locales[0].titel', 'title'],
    ['a redirect', { redirects: [{ from: '^/a', too: '/b' }] }, 'redirects[0].too', 'to'],
    ['a feed', { feeds: [{ id: 'news', title: 'News', match: '^/news', descripton: 'x' }] }, 'feeds[0].descripton', 'description'],
    ['translations', { translations: { reprot: 'error' } }, 'translations.reprot', 'report'],
  ])('%s: the path and the closest known field', (_name, user, field, suggestion) => {
    const error = configError(user, '/project/site.config.ts');
    expect(error.field).toBe(field);
    expect(error.message).toBe(`/project/site.config.ts: invalid config: "${field}" is not a known field; did you mean "${suggestion}"?`);
  });

  test('no suggestion when no known field is close', () => {
    expect(configError({ colour: 'red' }).message).toBe('invalid config: "colour" is not a known field');
    expect(configError({ themeConfig: { analytics: { id: 'x' } } }).message).toBe('invalid config: "themeConfig.analytics" is not a known field');
  });

  test('themeConfig.footer is a message, site-wide or per language', () => {
    expect(() =>
      resolveConfig({ themeConfig: { footer: { message: 'MIT' }, locales: [{ lang: 'en', footer: { message: 'MIT' } }] } } as UserConfig),
    ).not.toThrow();
    expect(configError({ themeConfig: { footer: { message: '' } } }).message).toMatch(/^invalid config: "themeConfig\.footer\.message" /);
    expect(configError({ themeConfig: { footer: { text: 'MIT' } } }).message).toMatch(/"themeConfig\.footer\.text" is not a known field/);
  });

  test('a small object lists its fields when none is close', () => {
    expect(configError({ route: { trailingSlash: true } }).message).toBe(
      'invalid config: "route.trailingSlash" is not a known field (known: exclude)',
    );
  });

  test('every field of the types is known: a full config passes', () => {
    const text = 'x';
    const texts = Object.fromEntries(Object.keys(DEFAULT_TEXTS).map((k) => [k, text]));
    const banner = { text: 'News', link: '/news', storageKey: 'k' };
    const editLink = { docRepoBaseUrl: 'https://github.com/x/y/tree/main/docs', text: 'Edit' };
    const full: Required<UserConfig> = {
      title: 'T',
      description: 'D',
      icon: '/favicon.ico',
      logo: { light: '/l.svg', dark: '/d.svg' },
      logoText: 'L',
      lang: 'en',
      locales: [{ lang: 'en', label: 'English', title: 'T', description: 'D' }, two[1]],
      base: '/docs/',
      root: 'docs',
      outDir: 'dist',
      emptyOutDir: true,
      route: { exclude: ['drafts/**'] },
      multiVersion: { default: 'v1', versions: ['v1'] },
      ssg: true,
      renderTimeout: 30_000,
      compileTimeout: 30_000,
      themeConfig: {
        ...texts,
        socialLinks: [
          { icon: 'github', mode: 'link', content: 'https://github.com/x' },
          { icon: { svg: '<svg></svg>' }, mode: 'img', content: '/qr.png' },
        ],
        nav: [
          { text: 'Guide', link: '/guide/', activeMatch: '/guide/', tag: 'new', position: 'left' },
          { text: 'More', activeMatch: '/more/', position: 'right', items: [{ text: 'A', link: '/a' }] },
        ],
        sidebar: {
          '/guide/': [
            { text: 'Group', link: '/guide/', tag: 't', collapsed: true, collapsible: false, items: [{ text: 'A', link: '/guide/a', tag: 'beta' }] },
            { dividerType: 'dashed' },
            { sectionHeaderText: 'More', tag: 'pro' },
          ],
        },
        hideNavbar: 'auto',
        lastUpdated: true,
        enableScrollToTop: true,
        enableContentAnimation: true,
        editLink,
        localeRedirect: 'never',
        darkMode: true,
        banner,
        locales: [{ ...texts, lang: 'zh', label: '简体中文', nav: [], sidebar: {}, editLink, banner }],
      },
      markdown: {
        showLineNumbers: true,
        defaultWrapCode: true,
        format: 'mdx',
        allowInlineScripts: true,
        strictCodeMeta: true,
        allowCodeFilesFrom: [],
      },
      redirects: [{ from: ['^/a', '^/b'], to: '/c' }],
      search: { mode: 'remote', apiUrl: '/api/search', searchIndexes: ['guide', { value: 'api', label: 'API' }] },
      linkCheck: 'warn',
      orphanPages: 'error',
      cache: false,
      budget: { js: 1, css: 1, pageJs: 1 },
      translations: { report: 'error', sourceLang: 'en', checks: ['stale'], exclude: [] },
      siteUrl: 'https://example.com',
      feeds: [{ id: 'news', title: 'News', description: 'D', match: '^/news' }],
      head: ['<meta name="x">'],
      globalUIComponents: [],
      i18nSource: { guide: { en: 'Guide' } },
      themeDir: 'theme',
      plugins: [{ name: 'example' }],
      builderConfig: { source: { define: { X: '1' } } },
    };
    const config = resolveConfig(full);
    expect(config.themeConfig).toEqual(full.themeConfig);
    expect(config.renderTimeout).toBe(30_000);
    expect(config.orphanPages).toBe('error');
    expect(resolveConfig({}).orphanPages).toBe('warn');
    expect(config.markdown.allowInlineScripts).toBe(true);
    expect(resolveConfig({}).markdown.allowInlineScripts).toBe(false);
    expect(config.markdown.strictCodeMeta).toBe(true);
    expect(resolveConfig({}).markdown.strictCodeMeta).toBe(false);
    expect(config.markdown.format).toBe('mdx');
    expect(resolveConfig({}).markdown.format).toBe('detect');
  });
});

describe('value types inside themeConfig and the new fields', () => {
  test.each<[string, unknown, string, RegExp]>([
    ['nav given a string', { themeConfig: { nav: 'Guide' } }, 'themeConfig.nav', /must be an array \(got string\)/],
    [
      'socialLinks given a string',
      { themeConfig: { socialLinks: 'https://github.com/x' } },
      'themeConfig.socialLinks',
      /must be an array \(got string\)/,
    ],
    [
      'social icon',
      { themeConfig: { socialLinks: [{ icon: { path: 'x' }, mode: 'link', content: 'x' }] } },
      'themeConfig.socialLinks[0].icon.path',
      /is not a known field/,
    ],
    [
      'social icon svg',
      { themeConfig: { socialLinks: [{ icon: { svg: 3 }, mode: 'link', content: 'x' }] } },
      'themeConfig.socialLinks[0].icon.svg',
      /must be a non-empty string \(got number\)/,
    ],
    ['locales given an object', { themeConfig: { locales: { zh: {} } } }, 'themeConfig.locales', /must be an array \(got object\)/],
    ['a theme text', { themeConfig: { outlineTitle: ['On this page'] } }, 'themeConfig.outlineTitle', /must be a string \(got array\)/],
    [
      'a locale text',
      { locales: two, themeConfig: { locales: [{ lang: 'zh', prevPageText: 1 }] } },
      'themeConfig.locales[0].prevPageText',
      /must be a string \(got number\)/,
    ],
    [
      'a locale editLink',
      { locales: two, themeConfig: { locales: [{ lang: 'zh', editLink: 'https://x' }] } },
      'themeConfig.locales[0].editLink',
      /must be an object \(got string\)/,
    ],
    ['banner given a string', { themeConfig: { banner: 'News' } }, 'themeConfig.banner', /must be an object \(got string\)/],
    ['banner text', { themeConfig: { banner: { link: '/news' } } }, 'themeConfig.banner.text', /must be a non-empty string \(got undefined\)/],
    [
      'sidebar items given an object',
      { themeConfig: { sidebar: { '/': { text: 'A' } } } },
      'themeConfig.sidebar["/"]',
      /must be an array \(got object\)/,
    ],
    [
      'sidebar tag',
      { themeConfig: { sidebar: { '/': [{ text: 'A', link: '/a', tag: 1 }] } } },
      'themeConfig.sidebar["/"][0].tag',
      /must be a string \(got number\)/,
    ],
    [
      'nav activeMatch',
      { themeConfig: { nav: [{ text: 'A', link: '/a', activeMatch: /a/ }] } },
      'themeConfig.nav[0].activeMatch',
      /must be a string \(got object\)/,
    ],
    [
      'theme locale of no site language',
      { locales: two, themeConfig: { locales: [{ lang: 'fr' }] } },
      'themeConfig.locales[0].lang',
      /must be one of the locales \(en, zh\), got "fr"/,
    ],
    ['renderTimeout', { renderTimeout: '30s' }, 'renderTimeout', /must be a positive number of milliseconds \(got "30s"\)/],
    ['renderTimeout zero', { renderTimeout: 0 }, 'renderTimeout', /must be a positive number of milliseconds \(got 0\)/],
    ['locale title', { locales: [{ lang: 'en', label: 'English', title: 5 }] }, 'locales[0].title', /must be a string \(got number\)/],
  ])('%s', (_name, user, field, reason) => {
    const error = configError(user);
    expect(error.field).toBe(field);
    expect(error.message).toMatch(reason);
  });
});

describe('base', () => {
  test.each([
    '//other-host/',
    '//other-host',
    'https://cdn.example.com/',
    'http:/docs/',
    'javascript:alert(1)',
    'data:text/html,x',
    '/\\other-host/',
    '\\\\other-host\\',
  ])('%s is refused: it is not a path on this site', (base) => {
    const error = configError({ base });
    expect(error.field).toBe('base');
    expect(error.message).toBe(`invalid config: "base" must be a path on this site such as "/docs/", not an address (got "${base}")`);
  });

  test.each(['/docs/../', '../docs', '/./'])('%s is refused: dot segments', (base) => {
    expect(configError({ base }).message).toBe(`invalid config: "base" must be a path without "." or ".." segments (got "${base}")`);
  });

  test.each([
    ['/', '/'],
    ['/docs/', '/docs/'],
    ['docs', '/docs/'],
    ['/v1.2/docs', '/v1.2/docs/'],
  ])('%s is the path %s', (base, resolved) => {
    expect(resolveConfig({ base }).base).toBe(resolved);
  });
});

describe('the configs in this repository pass', () => {
  const repo = path.resolve(import.meta.dirname, '../..');
  const fixtures = fs.readdirSync(path.join(repo, 'e2e/fixtures')).filter((d) => fs.existsSync(path.join(repo, 'e2e/fixtures', d, 'site.config.ts')));

  test.each(['.', ...fixtures.map((d) => `e2e/fixtures/${d}`)])('%s/site.config.ts', async (dir) => {
    const { config, configFile } = await loadConfig(path.join(repo, dir));
    expect(configFile).toBe(path.join(repo, dir, 'site.config.ts'));
    expect(config.langs.length).toBeGreaterThan(0);
  });

  test('the Rsbuild site keeps its theme config', async () => {
    const { config } = await loadConfig(repo);
    expect(config.themeConfig.locales?.map((l) => l.lang)).toEqual(['en', 'zh']);
    expect(Object.keys(config.themeConfig.sidebar ?? {})).toContain('/guide/');
  });

  test("the component tests' theme config", () => {
    expect(() => resolveConfig({ locales: siteData.locales, themeConfig: siteData.themeConfig as ThemeConfig })).not.toThrow();
  });

  test("the benchmark's generated config", async () => {
    const { FRAMEWORK_ADAPTERS } = await import('../../scripts/bench/frameworks.mjs');
    const { planTree } = await import('../../scripts/bench/gen-docs.mjs');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-bench-config-'));
    try {
      FRAMEWORK_ADAPTERS.quire.writeConfig(dir, planTree(20, 7));
      const { config } = await loadConfig(dir, 'quire.config.mjs');
      expect(config.themeConfig.locales).toHaveLength(2);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
