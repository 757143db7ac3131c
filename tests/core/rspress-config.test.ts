import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromRspressConfig } from '#core/config/rspress/from-rspress.ts';
import type { RspressUserConfig } from '#core/config/rspress/rspress-types.ts';
import { STAND_INS } from '#core/config/rspress/stand-ins.ts';
import type { RouteMeta } from '#core/config/types.ts';
import { resolveConfig } from '#core/config/validate.ts';

const dir = '/p';
/** The config with Quire's behaviour chosen for the two Rspress defaults Quire lacks, which are warnings of their own (below). */
const withQuireDefaults = (rs: RspressUserConfig): RspressUserConfig => ({
  ...rs,
  route: { cleanUrls: true, ...rs.route },
  themeConfig: { fallbackHeadingTitle: false, ...rs.themeConfig },
});
const translate = (rs: RspressUserConfig) => fromRspressConfig(withQuireDefaults(rs), dir);
const fieldsOf = (rs: RspressUserConfig) => translate(rs).warnings.map((w) => w.field);
const two = {
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  lang: 'en',
};
const plugin = (pkg: string, name: string, options: object) => (STAND_INS[pkg][name] as (o: object) => never)(options);

describe('Rspress config fields taken as they are', () => {
  it.each<[keyof RspressUserConfig, unknown]>([
    ['root', 'website/docs'],
    ['logo', { light: '/l.svg', dark: '/d.svg' }],
    ['logoText', 'Rsbuild'],
    ['base', '/docs/'],
    ['lang', 'en'],
    ['title', 'Site'],
    ['description', 'About'],
    ['outDir', 'build'],
    ['themeDir', 'my-theme'],
    ['builderConfig', { source: { define: { X: '1' } } }],
    ['globalUIComponents', ['./Banner.tsx', ['./Ad.tsx', { slot: 1 }]]],
    ['i18nSource', { k: { en: 'K' } }],
  ])('%s', (field, value) => {
    const { config, warnings } = translate({ [field]: value });
    expect((config as Record<string, unknown>)[field]).toEqual(value);
    expect(warnings).toEqual([]);
  });

  it.each<[string, RspressUserConfig, string, unknown]>([
    ['markdown.remarkPlugins', { markdown: { remarkPlugins: [[() => {}, {}]] } }, 'markdown.remarkPlugins.length', 1],
    ['markdown.showLineNumbers', { markdown: { showLineNumbers: true } }, 'markdown.showLineNumbers', true],
    ['markdown.defaultWrapCode', { markdown: { defaultWrapCode: true } }, 'markdown.defaultWrapCode', true],
    ['markdown.globalComponents', { markdown: { globalComponents: ['./B.tsx'] } }, 'markdown.globalComponents', ['./B.tsx']],
    ['markdown.shiki.langs', { markdown: { shiki: { langs: ['rust'] } } }, 'markdown.shiki.langs', ['rust']],
    ['markdown.allowCodeFilesFrom', { markdown: { allowCodeFilesFrom: ['../packages'] } }, 'markdown.allowCodeFilesFrom', ['../packages']],
    ['search.searchHooks', { search: { searchHooks: './hooks.ts' } }, 'search.searchHooks', './hooks.ts'],
    [
      'themeConfig.editLink',
      { themeConfig: { editLink: { docRepoBaseUrl: 'https://g/x' } } },
      'themeConfig.editLink',
      { docRepoBaseUrl: 'https://g/x' },
    ],
    ['themeConfig.hideNavbar', { themeConfig: { hideNavbar: 'never' } }, 'themeConfig.hideNavbar', 'never'],
    ['themeConfig.enableContentAnimation', { themeConfig: { enableContentAnimation: true } }, 'themeConfig.enableContentAnimation', true],
    ['themeConfig.enableScrollToTop', { themeConfig: { enableScrollToTop: false } }, 'themeConfig.enableScrollToTop', false],
    ['themeConfig.footer', { themeConfig: { footer: { message: 'MIT' } } }, 'themeConfig.footer', { message: 'MIT' }],
    ['themeConfig.lastUpdated', { themeConfig: { lastUpdated: true } }, 'themeConfig.lastUpdated', true],
    ['ssg', { ssg: false }, 'ssg', false],
  ])('%s', (_name, rs, at, expected) => {
    const { config, warnings } = translate(rs);
    expect(at.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], config)).toEqual(expected);
    expect(warnings).toEqual([]);
  });
});

describe('Rspress config fields translated', () => {
  it('keeps the Rspress defaults readers see: doc_build, the scroll-to-top button, the locale redirect', () => {
    const { config } = translate({});
    expect(config.outDir).toBe('doc_build');
    expect(config.route).toBeUndefined();
    expect(config.themeConfig).toEqual({ enableScrollToTop: true });
    expect(translate(two).config.themeConfig?.localeRedirect).toBe('auto');
    expect(() => resolveConfig(translate(two).config)).not.toThrow();
  });

  it('Rspress’s .html links and title fallback, its defaults, are a warning each, set or unset; their other values are Quire’s', () => {
    const defaults = fromRspressConfig({}, dir);
    expect(defaults.warnings.map((w) => w.field)).toEqual(['route.cleanUrls', 'themeConfig.fallbackHeadingTitle']);
    expect(defaults.warnings[0].reason).toMatch(/guide\/intro\.html, so an old \/guide\/intro\.html address keeps working/);
    expect(() => resolveConfig(defaults.config)).not.toThrow();
    const set = fromRspressConfig({ route: { cleanUrls: false }, themeConfig: { fallbackHeadingTitle: true } }, dir);
    expect(set.warnings.map((w) => w.field)).toEqual(['route.cleanUrls', 'themeConfig.fallbackHeadingTitle']);
    expect(set.config).toEqual(defaults.config);
    const quire = fromRspressConfig({ route: { cleanUrls: true }, themeConfig: { fallbackHeadingTitle: false } }, dir);
    expect(quire.warnings).toEqual([]);
    expect(() => resolveConfig(quire.config)).not.toThrow();
  });

  it('multiVersion and search.versioned are taken as they are', () => {
    const { config, warnings } = translate({ multiVersion: { default: 'v2', versions: ['v1', 'v2'] }, search: { versioned: false } });
    expect(warnings).toEqual([]);
    expect(config.multiVersion).toEqual({ default: 'v2', versions: ['v1', 'v2'] });
    expect(resolveConfig(config).multiVersion).toEqual({ default: 'v2', versions: ['v1', 'v2'] });
    expect(resolveConfig(config).search).toMatchObject({ versioned: false });
  });

  it('siteOrigin → siteUrl; icon as a URL → its address', () => {
    expect(translate({ siteOrigin: 'https://rsbuild.rs' }).config.siteUrl).toBe('https://rsbuild.rs');
    expect(translate({ icon: new URL('https://x.test/i.png') }).config.icon).toBe('https://x.test/i.png');
  });

  it('locales, from themeConfig.locales when the site has none, with the theme locale’s title and description', () => {
    const { config } = translate({
      themeConfig: {
        locales: [
          { lang: 'en', label: 'English', title: 'Docs' },
          { lang: 'zh', label: '中文', description: '文档' },
        ],
      },
    });
    expect(config.locales).toEqual([
      { lang: 'en', label: 'English', title: 'Docs' },
      { lang: 'zh', label: '中文', description: '文档' },
    ]);
    expect(translate({ ...two, themeConfig: { locales: [{ lang: 'zh', label: 'x', title: '中' }] } }).config.locales?.[1]).toEqual({
      lang: 'zh',
      label: '简体中文',
      title: '中',
    });
  });

  it('head: tuples as they are, functions given Rspress’s route (pureRoutePath, pageName)', () => {
    const { config } = translate({ head: ['<meta>', ['link', { rel: 'me' }], (r) => `${r.pureRoutePath} ${r.pageName} ${r.lang}`] });
    const route: RouteMeta = {
      routePath: '/zh/guide/start',
      lang: 'zh',
      version: '',
      relativePath: 'zh/guide/start.mdx',
      absolutePath: '/p/docs/zh/guide/start.mdx',
    };
    const [html, tag, fn] = config.head ?? [];
    expect([html, tag]).toEqual(['<meta>', ['link', { rel: 'me' }]]);
    expect((fn as (r: RouteMeta) => string)(route)).toBe('/guide/start start zh');
  });

  it('themeConfig nav and sidebar: each language’s links prefixed and sidebar keys without the language, as Rspress shows them', () => {
    const { config, warnings } = translate({
      ...two,
      themeConfig: {
        nav: [
          { text: 'Guide', link: '/guide/', activeMatch: '^/guide/' },
          { text: 'More', items: [{ text: 'Blog', link: 'https://x.test' }] },
        ],
        sidebar: { '/guide/': [{ text: 'Start', link: '/guide/start' }] },
        locales: [
          {
            lang: 'zh',
            label: '中文',
            sidebar: { '/zh/guide/': [{ text: '开始', items: [{ text: 'A', link: '/zh/guide/a' }, { dividerType: 'solid' }] }] },
          },
        ],
      },
    });
    expect(config.themeConfig?.nav).toEqual([
      { text: 'Guide', link: '/guide/', activeMatch: '^/guide/' },
      { text: 'More', items: [{ text: 'Blog', link: 'https://x.test' }] },
    ]);
    expect(config.themeConfig?.locales).toEqual([
      {
        lang: 'zh',
        label: '中文',
        nav: [
          { text: 'Guide', link: '/zh/guide/', activeMatch: '^/guide/' },
          { text: 'More', items: [{ text: 'Blog', link: 'https://x.test' }] },
        ],
        sidebar: { '/guide/': [{ text: '开始', items: [{ text: 'A', link: '/zh/guide/a' }, { dividerType: 'solid' }] }] },
      },
    ]);
    expect(warnings).toEqual([]);
    expect(() => resolveConfig(config)).not.toThrow();
  });

  it('themeConfig fields of the site theme’s own (a footer’s startYear) go to the browser as they are, as Rspress hands them to the theme', () => {
    const own = { startYear: 2025, icpNumber: '', poweredBy: [{ name: 'Rspress', url: 'https://rspress.rs/' }] };
    const { config, warnings } = translate({ themeConfig: { lastUpdated: true, ...own } });
    expect(config.themeConfig).toEqual({ enableScrollToTop: true, lastUpdated: true, custom: own });
    expect(warnings).toEqual([]);
    expect(resolveConfig(config).themeConfig.custom).toEqual(own);
  });

  it('themeConfig item fields Quire lacks are named once each', () => {
    const fields = fieldsOf({
      themeConfig: {
        nav: [
          { text: 'A', link: '/a', icon: 'x', rel: 'me' },
          { text: 'M', link: '/m', items: [{ text: 'B', link: '/b', download: true }] },
        ],
        sidebar: {
          '/': [
            { text: 'A', link: '/a', icon: 'i', overviewHeaders: [2] },
            { text: 'B', link: '/b', icon: 'j' },
          ],
        },
      },
    });
    expect(fields).toEqual([
      'themeConfig.nav[].icon',
      'themeConfig.nav[].rel',
      'themeConfig.nav[].link',
      'themeConfig.nav[].items[].download',
      'themeConfig.sidebar["/"][].icon',
      'themeConfig.sidebar["/"][].overviewHeaders',
    ]);
  });

  it.each<[string, RspressUserConfig, string, unknown]>([
    ['darkMode "force-light"', { themeConfig: { darkMode: 'force-light' } }, 'themeConfig.darkMode', false],
    ['darkMode "auto"', { themeConfig: { darkMode: 'auto' } }, 'themeConfig.darkMode', true],
    ['lastUpdated with author', { themeConfig: { lastUpdated: { author: true } } }, 'themeConfig.lastUpdated', true],
    [
      'socialLinks github-stars',
      { themeConfig: { socialLinks: [{ icon: 'github', mode: 'github-stars', content: 'https://g/x' }] } },
      'themeConfig.socialLinks.0.mode',
      'link',
    ],
    ['themeConfig.search false', { themeConfig: { search: false } }, 'search', false],
    ['themeConfig.localeRedirect', { themeConfig: { localeRedirect: 'never' } }, 'themeConfig.localeRedirect', 'never'],
    ['route.localeRedirect', { route: { localeRedirect: 'never' } }, 'themeConfig.localeRedirect', 'never'],
    ['route.exclude "**/"', { route: { exclude: ['**/fragments/**'] } }, 'route.exclude', ['**/fragments/**']],
    ['route.exclude of a language', { ...two, route: { exclude: ['zh/drafts/**'] } }, 'route.exclude', ['drafts/**']],
    ['markdown.shiki.theme', { markdown: { shiki: { theme: 'nord' } } }, 'markdown.shiki.themes', { light: 'nord', dark: 'nord' }],
    ['markdown.link.checkDeadLinks false', { markdown: { link: { checkDeadLinks: false } } }, 'linkCheck', 'off'],
    ['search false', { search: false }, 'search', false],
    ['ssg object', { ssg: { experimentalWorker: true } }, 'ssg', true],
    ['languageParity', { languageParity: { enabled: true, exclude: ['blog/'] } }, 'translations', { report: 'warn', exclude: ['blog/**'] }],
    ['globalStyles', { globalStyles: '/abs/brand.css' }, 'plugins.0', { name: 'rspress.config', globalStyles: '/abs/brand.css' }],
  ])('%s', (_name, rs, at, expected) => {
    const { config } = translate(rs);
    expect(at.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], config)).toEqual(expected);
  });
});

describe('Rspress config fields Quire has no equivalent for: each a warning naming it', () => {
  it.each<[RspressUserConfig, string]>([
    [{ logoHref: '/x' }, 'logoHref'],
    [{ replaceRules: [] }, 'replaceRules'],
    [{ i18nSourcePath: './texts/i18n.json' }, 'i18nSourcePath'],
    [{ route: { include: ['x'] } }, 'route.include'],
    [{ route: { extensions: ['.tsx'] } }, 'route.extensions'],
    [{ route: { excludeConvention: ['**/x'] } }, 'route.excludeConvention'],
    [{ route: { cleanUrlsRedirect: false } }, 'route.cleanUrlsRedirect'],
    [{ route: { useTransitions: false } }, 'route.useTransitions'],
    [{ route: { prefetchLink: false } }, 'route.prefetchLink'],
    [{ route: { localeRedirect: 'only-default-lang' } }, 'route.localeRedirect'],
    [{ ...two, route: { exclude: ['zh/x.mdx'] } }, 'route.exclude[0]'],
    [{ markdown: { link: { checkAnchors: true } } }, 'markdown.link.checkAnchors'],
    [{ markdown: { link: { checkDeadLinks: { excludes: ['/x'] } } } }, 'markdown.link.checkDeadLinks.excludes'],
    [{ markdown: { link: { autoPrefix: false } } }, 'markdown.link.autoPrefix'],
    [{ markdown: { image: { checkDeadImages: false } } }, 'markdown.image'],
    [{ markdown: { defaultCodeOverflow: { height: 200 } } }, 'markdown.defaultCodeOverflow'],
    [{ markdown: { crossCompilerCache: false } }, 'markdown.crossCompilerCache'],
    [{ markdown: { extractDescription: false } }, 'markdown.extractDescription'],
    [{ markdown: { cjkFriendlyEmphasis: false } }, 'markdown.cjkFriendlyEmphasis'],
    [{ markdown: { shiki: { defaultColor: false } } }, 'markdown.shiki.defaultColor'],
    [{ search: { codeBlocks: true } }, 'search.codeBlocks'],
    [{ ssg: { experimentalExcludeRoutePaths: ['/x'] } }, 'ssg.experimentalExcludeRoutePaths'],
    [{ llms: false }, 'llms'],
    [{ llms: { llmsTxt: () => '' } }, 'llms.llmsTxt'],
    [{ mediumZoom: false }, 'mediumZoom'],
    [{ mediumZoom: { selector: 'img' } }, 'mediumZoom.selector'],
    [{ languageParity: { include: ['guide'] } }, 'languageParity.include'],
    [{ themeConfig: { enableAppearanceAnimation: true } }, 'themeConfig.enableAppearanceAnimation'],
    [{ themeConfig: { llmsUI: true } }, 'themeConfig.llmsUI'],
    [{ themeConfig: { darkMode: 'force-dark' } }, 'themeConfig.darkMode'],
    [{ themeConfig: { nav: { v1: [] } } }, 'themeConfig.nav'],
    [{ themeConfig: { lastUpdated: { author: true } } }, 'themeConfig.lastUpdated.author'],
    [{ themeConfig: { locales: [{ lang: 'en', label: 'E', outlineTitle: 'x' } as never] } }, 'themeConfig.locales[0].outlineTitle'],
    [{ unknownField: 1 } as never, 'unknownField'],
  ])('%j → %s', (rs, field) => {
    expect(fieldsOf(rs)).toContain(field);
  });

  it('i18n.json beside the config is what Quire reads anyway', () => {
    expect(fieldsOf({ i18nSourcePath: path.join(dir, 'i18n.json') })).toEqual([]);
  });
});

describe('Rspress plugins', () => {
  it('official ones Quire does itself become its fields', () => {
    const { config, warnings } = translate({
      title: 'Site',
      plugins: [
        plugin('@rspress/plugin-rss', 'pluginRss', {
          siteUrl: 'https://x.test',
          feed: [
            { id: 'blog', test: '/blog/', title: 'Blog' },
            { id: 'rel', test: [/^\/releases\//, '/news'] },
          ],
        }),
        plugin('@rspress/plugin-client-redirects', 'pluginClientRedirects', { redirects: [{ from: '^/old', to: '/new' }] }),
        plugin('@rspress/plugin-last-updated', 'pluginLastUpdated', {}),
        plugin('@rspress/plugin-shiki', 'pluginShiki', { langs: ['rust'] }),
        plugin('@rspress/plugin-medium-zoom', 'pluginMediumZoom', {}),
        plugin('@rspress/plugin-sitemap', 'pluginSitemap', { defaultPriority: 0.5 }),
      ],
    });
    expect(config.siteUrl).toBe('https://x.test');
    expect(config.feeds).toEqual([
      { id: 'blog', title: 'Blog', match: '^/blog/' },
      { id: 'rel', title: 'Site', match: '(?:^\\/releases\\/)|(?:^/news)' },
    ]);
    expect(config.redirects).toEqual([{ from: '^/old', to: '/new' }]);
    expect(config.themeConfig?.lastUpdated).toBe(true);
    expect(config.markdown?.shiki?.langs).toEqual(['rust']);
    expect(config.plugins).toEqual([]);
    expect(warnings.map((w) => w.field)).toEqual(['plugins["@rspress/plugin-sitemap"].defaultPriority']);
    expect(() => resolveConfig(config)).not.toThrow();
  });

  it('a feed selected by a function is named and left out', () => {
    const { config, warnings } = translate({ plugins: [plugin('@rspress/plugin-rss', 'pluginRss', { feed: { id: 'x', test: () => true } })] });
    expect(config.feeds).toEqual([]);
    expect(warnings.map((w) => w.field)).toEqual(['plugins["@rspress/plugin-rss"].feed.test']);
  });

  it('any other plugin keeps the hooks Quire has; each hook it lacks is named with the plugin', () => {
    const hooks = {
      config: (c: object) => c,
      beforeBuild() {},
      afterBuild() {},
      addPages: () => [],
      extendPageData() {},
      routeGenerated() {},
      i18nSource: (t: Record<string, Record<string, string>>) => t,
    };
    const { config, warnings } = translate({
      plugins: [
        {
          name: 'mine',
          ...hooks,
          globalStyles: '/a.css',
          markdown: { remarkPlugins: [] },
          builderConfig: {},
          globalUIComponents: ['/B.tsx'],
          addRuntimeModules: () => ({}),
          modifySearchIndexData() {},
          routeServiceGenerated() {},
        },
      ],
    });
    expect(Object.keys(config.plugins?.[0] ?? {}).sort()).toEqual(
      ['name', ...Object.keys(hooks), 'globalStyles', 'markdown', 'builderConfig', 'globalUIComponents'].sort(),
    );
    expect(warnings.map((w) => w.field)).toEqual([
      'plugins["mine"].addRuntimeModules',
      'plugins["mine"].modifySearchIndexData',
      'plugins["mine"].routeServiceGenerated',
    ]);
  });
});
