/**
 * The Rsbuild documentation site: locales, navigation, sidebars, redirects.
 * Sidebar order and titles follow the site structure in ../shared/reference/site-structure.json.
 */
import { defineConfig, type Sidebar, type SidebarItem } from '@quire/core/config';

/** A sidebar entry with its Chinese title when it differs from the English one. */
interface Entry {
  text: string;
  zh?: string;
  link?: string;
  items?: Entry[];
}

const page = (text: string, link: string, zh?: string): Entry => ({ text, zh, link });
const group = (text: string, zh: string | undefined, items: Entry[]): Entry => ({ text, zh, items });

/** Sidebar order and titles of ../shared/reference/site-structure.json, in one tree for both languages. */
const sidebarTree: Record<string, Entry[]> = {
  '/guide/': [
    group('Getting Started', '开始', [
      page('Introduction', '/guide/start/', '介绍'),
      page('Quick start', '/guide/start/quick-start', '快速上手'),
      page('Features', '/guide/start/features', '功能导航'),
      page('Glossary', '/guide/start/glossary', '名词解释'),
    ]),
    group('Framework', '框架', [
      page('React', '/guide/framework/react'),
      page('Vue', '/guide/framework/vue'),
      page('Preact', '/guide/framework/preact'),
      page('Svelte', '/guide/framework/svelte'),
      page('Solid', '/guide/framework/solid'),
    ]),
    group('Basic', '基础', [
      page('CLI', '/guide/basic/cli', '命令行工具'),
      page('CSS', '/guide/basic/css-usage'),
      page('Server', '/guide/basic/server', '开发服务器'),
      page('Output files', '/guide/basic/output-files', '构建产物目录'),
      page('Import static assets', '/guide/basic/static-assets', '引用静态资源'),
      page('Import JSON files', '/guide/basic/json-files', '引用 JSON 文件'),
      page('Import Wasm assets', '/guide/basic/wasm-assets', '引用 Wasm 资源'),
      page('Configure Rspack', '/guide/basic/configure-rspack', '配置 Rspack'),
      page('Configure Rsbuild', '/guide/basic/configure-rsbuild', '配置 Rsbuild'),
      page('Configure SWC', '/guide/basic/configure-swc', '配置 SWC'),
      page('HTML template', '/guide/basic/html-template', '配置 HTML 模板'),
      page('Use CSS Modules', '/guide/basic/css-modules', '使用 CSS Modules'),
      page('Use TypeScript', '/guide/basic/typescript', '使用 TypeScript'),
      page('Use Tailwind CSS', '/guide/basic/tailwindcss', '使用 Tailwind CSS'),
      page('Use Tailwind CSS v3', '/guide/basic/tailwindcss-v3', '使用 Tailwind CSS v3'),
      page('Use UnoCSS', '/guide/basic/unocss', '使用 UnoCSS'),
      page('Use Web Workers', '/guide/basic/web-workers', '使用 Web Workers'),
      page('Deploy static site', '/guide/basic/static-deploy', '部署静态站点'),
      page('Upgrade Rsbuild', '/guide/basic/upgrade-rsbuild', '升级 Rsbuild'),
    ]),
    group('Advanced', '进阶', [
      page('Path aliases', '/guide/advanced/alias', '路径别名'),
      page('Environment variables', '/guide/advanced/env-vars', '环境变量'),
      page('Hot module replacement', '/guide/advanced/hmr', '模块热更新'),
      page('Browserslist', '/guide/advanced/browserslist', '设置浏览器范围'),
      page('Browser compatibility', '/guide/advanced/browser-compatibility', '浏览器兼容性'),
      page('Module Federation', '/guide/advanced/module-federation', '模块联邦'),
      page('Multi-environment builds', '/guide/advanced/environments', '多环境构建'),
      page('Server-side rendering (SSR)', '/guide/advanced/ssr', '服务端渲染（SSR）'),
    ]),
    group('Optimization', '优化', [
      page('Code splitting', '/guide/optimization/code-splitting', '代码拆分'),
      page('Bundle size optimization', '/guide/optimization/optimize-bundle', '产物体积优化'),
      page('Improve build performance', '/guide/optimization/build-performance', '提升构建性能'),
      page('Inline static assets', '/guide/optimization/inline-assets', '静态资源内联'),
    ]),
    group('Migration', '迁移', [
      page('Migrating from Rsbuild 0.x', '/guide/migration/rsbuild-0-x', '从 Rsbuild 0.x 迁移'),
      page('Webpack', '/guide/migration/webpack'),
      page('Create React App', '/guide/migration/cra'),
      page('Vue CLI', '/guide/migration/vue-cli'),
      page('Vite', '/guide/migration/vite'),
      page('Modern.js Builder', '/guide/migration/modern-builder'),
    ]),
    group('Debug', '调试', [
      page('Debug mode', '/guide/debug/debug-mode', '开启调试模式'),
      page('Build profiling', '/guide/debug/build-profiling', '构建性能分析'),
      page('Use Rsdoctor', '/guide/debug/rsdoctor', '使用 Rsdoctor'),
    ]),
    group('FAQ', '常见问题', [
      page('General FAQ', '/guide/faq/general', '通用类问题'),
      page('Features FAQ', '/guide/faq/features', '功能类问题'),
      page('Exceptions FAQ', '/guide/faq/exceptions', '异常类问题'),
      page('HMR FAQ', '/guide/faq/hmr', '热更新问题'),
    ]),
  ],
  '/config/': [
    page('Overview', '/config/', '总览'),
    page('root', '/config/root'),
    page('mode', '/config/mode'),
    page('plugins', '/config/plugins'),
    page('environments', '/config/environments'),
    group('dev', undefined, [
      page('dev.assetPrefix', '/config/dev/asset-prefix'),
      page('dev.cliShortcuts', '/config/dev/cli-shortcuts'),
      page('dev.client', '/config/dev/client'),
      page('dev.hmr', '/config/dev/hmr'),
      page('dev.lazyCompilation', '/config/dev/lazy-compilation'),
      page('dev.liveReload', '/config/dev/live-reload'),
      page('dev.progressBar', '/config/dev/progress-bar'),
      page('dev.setupMiddlewares', '/config/dev/setup-middlewares'),
      page('dev.watchFiles', '/config/dev/watch-files'),
      page('dev.writeToDisk', '/config/dev/write-to-disk'),
    ]),
    group('resolve', undefined, [
      page('resolve.aliasStrategy', '/config/resolve/alias-strategy'),
      page('resolve.alias', '/config/resolve/alias'),
      page('resolve.dedupe', '/config/resolve/dedupe'),
      page('resolve.extensions', '/config/resolve/extensions'),
    ]),
    group('source', undefined, [
      page('source.assetsInclude', '/config/source/assets-include'),
      page('source.decorators', '/config/source/decorators'),
      page('source.define', '/config/source/define'),
      page('source.entry', '/config/source/entry'),
      page('source.exclude', '/config/source/exclude'),
      page('source.include', '/config/source/include'),
      page('source.preEntry', '/config/source/pre-entry'),
      page('source.transformImport', '/config/source/transform-import'),
      page('source.tsconfigPath', '/config/source/tsconfig-path'),
    ]),
    group('output', undefined, [
      page('output.assetPrefix', '/config/output/asset-prefix'),
      page('output.charset', '/config/output/charset'),
      page('output.cleanDistPath', '/config/output/clean-dist-path'),
      page('output.copy', '/config/output/copy'),
      page('output.cssModules', '/config/output/css-modules'),
      page('output.dataUriLimit', '/config/output/data-uri-limit'),
      page('output.distPath', '/config/output/dist-path'),
      page('output.emitAssets', '/config/output/emit-assets'),
      page('output.emitCss', '/config/output/emit-css'),
      page('output.externals', '/config/output/externals'),
      page('output.filenameHash', '/config/output/filename-hash'),
      page('output.filename', '/config/output/filename'),
      page('output.injectStyles', '/config/output/inject-styles'),
      page('output.inlineScripts', '/config/output/inline-scripts'),
      page('output.inlineStyles', '/config/output/inline-styles'),
      page('output.legalComments', '/config/output/legal-comments'),
      page('output.manifest', '/config/output/manifest'),
      page('output.minify', '/config/output/minify'),
      page('output.overrideBrowserslist', '/config/output/override-browserslist'),
      page('output.polyfill', '/config/output/polyfill'),
      page('output.sourceMap', '/config/output/source-map'),
      page('output.target', '/config/output/target'),
    ]),
    group('html', undefined, [
      page('html.appIcon', '/config/html/app-icon'),
      page('html.crossorigin', '/config/html/crossorigin'),
      page('html.favicon', '/config/html/favicon'),
      page('html.inject', '/config/html/inject'),
      page('html.meta', '/config/html/meta'),
      page('html.mountId', '/config/html/mount-id'),
      page('html.outputStructure', '/config/html/output-structure'),
      page('html.scriptLoading', '/config/html/script-loading'),
      page('html.tags', '/config/html/tags'),
      page('html.templateParameters', '/config/html/template-parameters'),
      page('html.template', '/config/html/template'),
      page('html.title', '/config/html/title'),
    ]),
    group('server', undefined, [
      page('server.base', '/config/server/base'),
      page('server.compress', '/config/server/compress'),
      page('server.cors', '/config/server/cors'),
      page('server.headers', '/config/server/headers'),
      page('server.historyApiFallback', '/config/server/history-api-fallback'),
      page('server.host', '/config/server/host'),
      page('server.htmlFallback', '/config/server/html-fallback'),
      page('server.https', '/config/server/https'),
      page('server.middlewareMode', '/config/server/middleware-mode'),
      page('server.open', '/config/server/open'),
      page('server.port', '/config/server/port'),
      page('server.printUrls', '/config/server/print-urls'),
      page('server.proxy', '/config/server/proxy'),
      page('server.publicDir', '/config/server/public-dir'),
      page('server.strictPort', '/config/server/strict-port'),
    ]),
    group('security', undefined, [page('security.nonce', '/config/security/nonce'), page('security.sri', '/config/security/sri')]),
    group('tools', undefined, [
      page('tools.bundlerChain', '/config/tools/bundler-chain'),
      page('tools.cssExtract', '/config/tools/css-extract'),
      page('tools.cssLoader', '/config/tools/css-loader'),
      page('tools.htmlPlugin', '/config/tools/html-plugin'),
      page('tools.lightningcssLoader', '/config/tools/lightningcss-loader'),
      page('tools.postcss', '/config/tools/postcss'),
      page('tools.rspack', '/config/tools/rspack'),
      page('tools.styleLoader', '/config/tools/style-loader'),
      page('tools.swc', '/config/tools/swc'),
    ]),
    group('performance', undefined, [
      page('performance.buildCache', '/config/performance/build-cache'),
      page('performance.bundleAnalyze', '/config/performance/bundle-analyze'),
      page('performance.chunkSplit', '/config/performance/chunk-split'),
      page('performance.dnsPrefetch', '/config/performance/dns-prefetch'),
      page('performance.preconnect', '/config/performance/preconnect'),
      page('performance.prefetch', '/config/performance/prefetch'),
      page('performance.preload', '/config/performance/preload'),
      page('performance.printFileSize', '/config/performance/print-file-size'),
      page('performance.profile', '/config/performance/profile'),
      page('performance.removeConsole', '/config/performance/remove-console'),
      page('performance.removeMomentLocale', '/config/performance/remove-moment-locale'),
    ]),
    group('moduleFederation', undefined, [page('moduleFederation.options', '/config/module-federation/options')]),
  ],
  '/plugins/': [
    group('Plugins', '插件列表', [
      page('Plugin list', '/plugins/list/', '总览'),
      page('React plugin', '/plugins/list/plugin-react', 'React 插件'),
      page('SVGR plugin', '/plugins/list/plugin-svgr', 'SVGR 插件'),
      page('Vue plugin', '/plugins/list/plugin-vue', 'Vue 插件'),
      page('Preact plugin', '/plugins/list/plugin-preact', 'Preact 插件'),
      page('Svelte plugin', '/plugins/list/plugin-svelte', 'Svelte 插件'),
      page('Solid plugin', '/plugins/list/plugin-solid', 'Solid 插件'),
      page('Babel plugin', '/plugins/list/plugin-babel', 'Babel 插件'),
      page('Sass plugin', '/plugins/list/plugin-sass', 'Sass 插件'),
      page('Less plugin', '/plugins/list/plugin-less', 'Less 插件'),
      page('Stylus plugin', '/plugins/list/plugin-stylus', 'Stylus 插件'),
      page('Assets retry plugin', '/plugins/list/plugin-assets-retry', 'Assets retry 插件'),
    ]),
    group('Development', '插件开发', [
      page('Plugin system', '/plugins/dev/', '插件系统'),
      page('Plugin core', '/plugins/dev/core'),
      page('Plugin hooks', '/plugins/dev/hooks'),
    ]),
  ],
  '/api/': [
    group('Start', '开始', [page('JavaScript API', '/api/start/')]),
    group('JavaScript API', undefined, [
      page('Rsbuild core', '/api/javascript-api/core'),
      page('Rsbuild instance', '/api/javascript-api/instance'),
      page('Rsbuild types', '/api/javascript-api/types'),
      page('Dev server API', '/api/javascript-api/dev-server-api'),
      page('Environment API', '/api/javascript-api/environment-api'),
    ]),
  ],
  '/community/': [
    page('Community', '/community/', '社区'),
    group('Releases', '版本发布', [
      page('Overview', '/community/releases/', '总览'),
      page('Announcing Rsbuild 1.0', '/community/releases/v1-0', 'Rsbuild 1.0 发布'),
      page('Announcing Rsbuild 0.7', '/community/releases/v0-7', 'Rsbuild 0.7 发布'),
      page('Announcing Rsbuild 0.6', '/community/releases/v0-6', 'Rsbuild 0.6 发布'),
      page('Announcing Rsbuild 0.5', '/community/releases/v0-5', 'Rsbuild 0.5 发布'),
      page('Announcing Rsbuild 0.4', '/community/releases/v0-4', 'Rsbuild 0.4 发布'),
      page('Announcing Rsbuild 0.3', '/community/releases/v0-3', 'Rsbuild 0.3 发布'),
      page('Announcing Rsbuild 0.2', '/community/releases/v0-2', 'Rsbuild 0.2 发布'),
      page('Announcing Rsbuild 0.1', '/community/releases/v0-1', 'Rsbuild 0.1 发布'),
    ]),
  ],
};

function localize(entries: Entry[], lang: 'en' | 'zh'): SidebarItem[] {
  return entries.map((e) => {
    const text = lang === 'zh' ? (e.zh ?? e.text) : e.text;
    return e.items ? { text, items: localize(e.items, lang) } : { text, link: e.link as string };
  });
}

const sidebarFor = (lang: 'en' | 'zh'): Sidebar =>
  Object.fromEntries(Object.entries(sidebarTree).map(([key, entries]) => [key, localize(entries, lang)]));

export default defineConfig({
  title: 'Rsbuild',
  description: 'The Rspack-powered build tool for web applications',
  icon: '/logo.svg',
  logo: '/logo.svg',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English', title: 'Rsbuild', description: 'The Rspack-powered build tool for web applications' },
    { lang: 'zh', label: '简体中文', title: 'Rsbuild', description: '由 Rspack 驱动的 Web 应用构建工具' },
  ],
  siteUrl: 'https://rsbuild.rs',
  // Gzip bytes a reader downloads before a page works; the build fails past these, so growth that
  // needs a decision stops it, and nothing that needs none does (docs/perf-notes.md has the figures).
  budget: {
    // The app and React, the same on every page (97.1 KB): a new page adds nothing here, and a patch
    // release of React, Rsbuild or the runtime moves it by tenths of a KB, so the headroom is for
    // those alone; a new feature or library in the first load is what crosses it.
    js: 98 * 1024,
    // The theme's stylesheet (6.5 KB): 1.5 KB covers a theme patch, not a new component's styles.
    css: 8 * 1024,
    // The heaviest page, the app with its own chunk (106.5 KB): an ordinary page or section added to
    // it is a few KB gzip, so 8 KB lets writers work while a page that doubles stops the build.
    pageJs: 115 * 1024,
  },
  feeds: [
    {
      id: 'releases',
      title: 'Rsbuild Releases',
      description: 'Release notes of Rsbuild',
      match: '^/community/releases/v',
    },
  ],
  markdown: { showLineNumbers: false, defaultWrapCode: false },
  // The px-to-rem guide is English only on purpose (see tests/content/guide.test.ts).
  translations: { report: 'warn', exclude: ['guide/advanced/rem.mdx'] },
  redirects: [
    {
      from: '/config/source/alias',
      to: '/config/resolve/alias',
    },
    {
      from: '/config/source/alias-strategy',
      to: '/config/resolve/alias-strategy',
    },
    {
      from: '/plugins/list/plugin-assets-retry',
      to: 'https://github.com/rspack-contrib/rsbuild-plugin-assets-retry',
    },
  ],
  themeConfig: {
    socialLinks: [
      {
        icon: 'github',
        mode: 'link',
        content: 'https://github.com/web-infra-dev/rsbuild',
      },
      {
        icon: 'x',
        mode: 'link',
        content: 'https://twitter.com/rspack_dev',
      },
      {
        icon: 'discord',
        mode: 'link',
        content: 'https://discord.gg/XsaKEEk4mW',
      },
      {
        icon: 'bluesky',
        mode: 'link',
        content: 'https://bsky.app/profile/rspack.dev',
      },
    ],
    nav: [
      {
        text: 'Guide',
        link: '/guide/start/',
        activeMatch: '/guide/',
      },
      {
        text: 'Config',
        link: '/config/',
        activeMatch: '/config/',
      },
      {
        text: 'Plugin',
        link: '/plugins/list/',
        activeMatch: '/plugins/',
      },
      {
        text: 'API',
        link: '/api/start/',
        activeMatch: '/api/',
      },
      {
        text: 'Community',
        link: '/community/',
        activeMatch: '/community/',
      },
      {
        text: 'Version',
        items: [
          {
            text: 'Changelog',
            link: 'https://github.com/web-infra-dev/rsbuild/releases',
          },
          {
            text: 'Rsbuild 0.x Doc',
            link: 'http://v0.rsbuild.dev/',
          },
        ],
      },
    ],
    sidebar: sidebarFor('en'),
    editLink: { docRepoBaseUrl: 'https://github.com/web-infra-dev/rsbuild/tree/main/website/docs', text: 'Edit this page on GitHub' },
    lastUpdated: true,
    enableScrollToTop: true,
    enableContentAnimation: true,
    localeRedirect: 'never',
    banner: {
      text: 'Rsbuild 1.0 is out: read the release notes →',
      link: '/community/releases/v1-0',
      storageKey: 'rsbuild-banner-v1-0',
    },
    locales: [
      { lang: 'en', label: 'English' },
      {
        lang: 'zh',
        label: '简体中文',
        nav: [
          {
            text: '指南',
            link: '/guide/start/',
            activeMatch: '/guide/',
          },
          {
            text: '配置',
            link: '/config/',
            activeMatch: '/config/',
          },
          {
            text: '插件',
            link: '/plugins/list/',
            activeMatch: '/plugins/',
          },
          {
            text: 'API',
            link: '/api/start/',
            activeMatch: '/api/',
          },
          {
            text: '社区',
            link: '/community/',
            activeMatch: '/community/',
          },
          {
            text: '版本',
            items: [
              {
                text: '更新日志',
                link: 'https://github.com/web-infra-dev/rsbuild/releases',
              },
              {
                text: 'Rsbuild 0.x 文档',
                link: 'http://v0.rsbuild.dev/zh/',
              },
            ],
          },
        ],
        sidebar: sidebarFor('zh'),
        // Every other interface text is the theme's built-in Chinese.
        banner: {
          text: 'Rsbuild 1.0 正式发布：查看发布说明 →',
          link: '/community/releases/v1-0',
          storageKey: 'rsbuild-banner-v1-0',
        },
        editLink: { docRepoBaseUrl: 'https://github.com/web-infra-dev/rsbuild/tree/main/website/docs', text: '在 GitHub 上编辑此页' },
      },
    ],
  },
});
