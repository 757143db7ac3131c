/** The data of `check-defaults.ts`: which plugin page documents which package, and the listed exceptions. */

export interface PluginPage {
  /** Page under docs/<lang>/. */
  page: string;
  packageName: string;
  /** Exported options type of the package's dist/index.d.ts. */
  optionsType: string;
}

export const PLUGIN_PAGES: PluginPage[] = [
  { page: 'plugins/list/plugin-react.mdx', packageName: '@rsbuild/plugin-react', optionsType: 'PluginReactOptions' },
  { page: 'plugins/list/plugin-solid.mdx', packageName: '@rsbuild/plugin-solid', optionsType: 'PluginSolidOptions' },
  { page: 'plugins/list/plugin-vue.mdx', packageName: '@rsbuild/plugin-vue', optionsType: 'PluginVueOptions' },
  { page: 'plugins/list/plugin-svgr.mdx', packageName: '@rsbuild/plugin-svgr', optionsType: 'PluginSvgrOptions' },
  { page: 'plugins/list/plugin-sass.mdx', packageName: '@rsbuild/plugin-sass', optionsType: 'PluginSassOptions' },
  { page: 'plugins/list/plugin-less.mdx', packageName: '@rsbuild/plugin-less', optionsType: 'PluginLessOptions' },
  { page: 'plugins/list/plugin-stylus.mdx', packageName: '@rsbuild/plugin-stylus', optionsType: 'PluginStylusOptions' },
  { page: 'plugins/list/plugin-preact.mdx', packageName: '@rsbuild/plugin-preact', optionsType: 'PluginPreactOptions' },
  { page: 'plugins/list/plugin-babel.mdx', packageName: '@rsbuild/plugin-babel', optionsType: 'PluginBabelOptions' },
  { page: 'plugins/list/plugin-svelte.mdx', packageName: '@rsbuild/plugin-svelte', optionsType: 'PluginSvelteOptions' },
];

/**
 * A stated default that differs from its tag on purpose. Both texts are pinned as they are today,
 * so a change on either side fails the check until the exception is looked at again.
 */
export interface DefaultException {
  option: string;
  /** What the pages say, each language's text. */
  stated: string[];
  /** What the `@default` tag says. */
  declared: string;
  reason: string;
  /** The source line that decides it (repository, tag, file:line). */
  source: string;
}

export const DEFAULT_EXCEPTIONS: DefaultException[] = [
  {
    option: 'dev.cliShortcuts',
    stated: ['`true` when using Rsbuild CLI, `false` otherwise.'],
    declared: 'true when using Rsbuild CLI, otherwise false',
    reason: 'same statement in other words',
    source: 'web-infra-dev/rsbuild v1.7.6 packages/core/src/cli/init.ts:61-62',
  },
  {
    option: 'dev.client.protocol',
    stated: ['`undefined`'],
    declared: "location.protocol === 'https:' ? 'wss' : 'ws'",
    reason: 'the tag gives what the client falls back to at run time; the config default is unset, which the page says and explains',
    source: 'web-infra-dev/rsbuild v1.7.6 packages/core/src/defaultConfig.ts:57-64',
  },
  {
    option: 'dev.client.port',
    stated: ["`''`"],
    declared: 'location.port',
    reason: "the tag gives the run-time fallback; the config default is ''",
    source: 'web-infra-dev/rsbuild v1.7.6 packages/core/src/defaultConfig.ts:59',
  },
  {
    option: 'dev.client.host',
    stated: ["`''`"],
    declared: 'location.hostname',
    reason: "the tag gives the run-time fallback; the config default is ''",
    source: 'web-infra-dev/rsbuild v1.7.6 packages/core/src/defaultConfig.ts:60',
  },
  {
    option: 'html.scriptLoading',
    stated: ["`'defer'`"],
    declared: "'defer'. If `output.module` is enabled, the value is always `'module'`.",
    reason: "the tag adds that output.module (>= 1.5.0) overrides the option; the default itself is 'defer'",
    source: 'web-infra-dev/rsbuild v1.7.6 packages/core/src/defaultConfig.ts:126, packages/core/src/plugins/html.ts:289',
  },
  {
    option: 'html.tags.head',
    stated: [
      '`true` for `title`, `base`, `link`, `style`, `meta`, `script`, `noscript` and `template`; `false` for other elements.',
      '`title`、`base`、`link`、`style`、`meta`、`script`、`noscript` 和 `template` 为 `true`，其他元素为 `false`。',
    ],
    declared: 'Auto-detect: `true` for head-allowed elements, `false` otherwise',
    reason: 'the page lists the head-allowed elements the tag only names',
    source: 'web-infra-dev/rsbuild v1.7.6 packages/core/src/rspack-plugins/RsbuildHtmlPlugin.ts:57-66',
  },
  {
    option: 'html.template',
    stated: [
      '`undefined (Rsbuild\'s built-in template is used: <!doctype html><html><head></head><body><div id="<%= mountId %>"></div></body></html>)`',
    ],
    declared: 'A built-in HTML template',
    reason: 'the page shows the built-in template the tag only names',
    source: 'web-infra-dev/rsbuild v1.7.6 packages/core/src/plugins/html.ts:41-42',
  },
  {
    option: 'mode',
    stated: ["derived from process.env.NODE_ENV: 'production' -> 'production', 'development' -> 'development', anything else -> 'none'"],
    declared:
      "Depends on `process.env.NODE_ENV`:\n- `'production'` if NODE_ENV is 'production'\n- `'development'` if NODE_ENV is 'development'\n- otherwise `'none'`",
    reason: 'same rule in other words',
    source: 'web-infra-dev/rsbuild v1.7.6 packages/core/src/defaultConfig.ts:318-327',
  },
  {
    option: 'output.distPath.js',
    stated: ["`isServer ? '' : 'static/js'`"],
    declared: "'static/js'",
    reason: "the tag is wrong for output.target 'node': Rsbuild sets '' there",
    source: 'web-infra-dev/rsbuild v1.7.6 packages/core/src/provider/initConfigs.ts:131-134',
  },
  {
    option: 'output.distPath.jsAsync',
    stated: ["`isServer ? '' : 'static/js/async'`"],
    declared: "'static/js/async'",
    reason: "the tag is wrong for output.target 'node': async chunks go to distPath.js there, which is ''",
    source: 'web-infra-dev/rsbuild v1.7.6 packages/core/src/plugins/output.ts:61-72',
  },
  {
    option: 'output.emitCss',
    stated: ['`true` when output.target is `web`, otherwise `false`（即 output.target 为 `web` 时为 `true`，其他情况为 `false`）'],
    declared: '`true` when `output.target` is `web`, otherwise `false`',
    reason: 'the Chinese page repeats the English value with a translation',
    source: 'web-infra-dev/rsbuild v1.7.6 packages/core/src/plugins/css.ts:308',
  },
  {
    option: 'output.filename.html',
    stated: ["`'[name].html'`"],
    declared: '`[name].html`',
    reason: "the tag leaves the string's quotes out",
    source: 'web-infra-dev/rsbuild v1.7.6 packages/core/src/helpers/index.ts:119',
  },
  {
    option: 'output.filename.js',
    stated: [
      "`'[name].js'` in development; `'[name].[contenthash:8].js'` in production (`'[name].js'` when `output.target` is `'node'`)",
      "开发环境为 `'[name].js'`；生产环境为 `'[name].[contenthash:8].js'`（`output.target` 为 `'node'` 时为 `'[name].js'`）",
    ],
    declared: "- dev: '[name].js'\n- prod: '[name].[contenthash:8].js'",
    reason: 'the tag misses that a node target gets no hash in production',
    source: 'web-infra-dev/rsbuild v1.7.6 packages/core/src/helpers/index.ts:96',
  },
  {
    option: 'output.filename.css',
    stated: [
      "`'[name].css'` in development; `'[name].[contenthash:8].css'` in production",
      "开发环境为 `'[name].css'`；生产环境为 `'[name].[contenthash:8].css'`",
    ],
    declared: "- dev: '[name].css'\n- prod: '[name].[contenthash:8].css'",
    reason: 'same values in other words',
    source: 'web-infra-dev/rsbuild v1.7.6 packages/core/src/helpers/index.ts:98',
  },
  {
    option: 'output.manifest.filter',
    stated: ["`file => !file.name.endsWith('.LICENSE.txt')`"],
    declared: "(file: FileDescriptor) => !file.name.endsWith('.LICENSE.txt')",
    reason: "the tag adds the parameter's type",
    source: 'web-infra-dev/rsbuild v1.7.6 packages/core/src/plugins/manifest.ts:229-232',
  },
  {
    option: 'output.minify.cssOptions',
    stated: ['inherit from tools.lightningcssLoader', 'inherit from tools.lightningcssLoader（即沿用 tools.lightningcssLoader 的配置）'],
    declared: 'inherit from `tools.lightningcssLoader` config',
    reason: 'same statement in other words',
    source: 'web-infra-dev/rsbuild v1.7.6 packages/core/src/plugins/minimize.ts:116-135',
  },
  {
    option: 'output.sourceMap',
    stated: ["const defaultSourceMap = {\n  js: mode === 'development' ? 'cheap-module-source-map' : false,\n  css: false,\n};"],
    declared: "```js\nconst defaultSourceMap = {\n  js: isDev ? 'cheap-module-source-map' : false,\n  css: false,\n};\n```",
    reason:
      'both name development mode where the source tests for production mode; the page says so under the block and states the exact rule for sourceMap.js',
    source: 'web-infra-dev/rsbuild v1.7.6 packages/core/src/plugins/sourceMap.ts:18-19',
  },
  {
    option: 'output.sourceMap.js',
    stated: ["`mode === 'production' ? false : 'cheap-module-source-map'`"],
    declared: "isDev ? 'cheap-module-source-map' : false",
    reason: "the tag is wrong for mode 'none', which gets the development source map",
    source: 'web-infra-dev/rsbuild v1.7.6 packages/core/src/plugins/sourceMap.ts:18-19',
  },
  {
    option: 'performance.printFileSize.compressed',
    stated: ['`false` when output.target is `node`, otherwise `true`'],
    declared: 'true',
    reason: 'the tag misses the node target, for which compressed sizes are off',
    source: 'web-infra-dev/rsbuild v1.7.6 packages/core/src/plugins/fileSize.ts:509-510',
  },
  {
    option: 'server.cors',
    stated: [
      '`{ origin: defaultAllowedOrigins }` (`>= 1.3.0`; `false` in earlier versions)',
      '`{ origin: defaultAllowedOrigins }`（`>= 1.3.0`；更早的版本为 `false`）',
    ],
    declared: '```js\n{ origin: defaultAllowedOrigins }\n```\nwhere `defaultAllowedOrigins` includes:\n- `localhost`\n- `127.0.0.1`\n- `[::1]`',
    reason: 'same value; the tag lists the allowed origins, which the page explains below, and the page adds the 1.3.0 change',
    source: 'web-infra-dev/rsbuild v1.7.6 packages/core/src/defaultConfig.ts:83-100',
  },
  {
    option: 'server.historyApiFallback.index',
    stated: ["`'/index.html'`"],
    declared: "'index.html'",
    reason: 'the tag drops the leading slash the middleware uses',
    source: 'web-infra-dev/rsbuild v1.7.6 packages/core/src/server/historyApiFallback.ts:127',
  },
  {
    option: 'dev',
    stated: ['开发模式下为 `true`，生产模式下为 `false`'],
    declared: '`true` in development mode, `false` in production mode',
    reason: 'the Chinese page translates the tag (plugin-solid)',
    source: 'web-infra-dev/rsbuild packages/plugin-solid/src/index.ts:80-90',
  },
];

/**
 * Options, helpers and hooks added after 1.0 that the reference facts do not mark, found by reading
 * each 1.x tag of the source (or each published plugin version): the page must carry `>= since`.
 */
export interface VersionNote {
  /** Page under docs/<lang>/, without extension. */
  page: string;
  option: string;
  since: string;
  /** The first release whose source has it. */
  source: string;
}

const core = (tag: string, file: string) => `web-infra-dev/rsbuild ${tag} packages/core/src/${file}`;

export const VERSION_NOTES: VersionNote[] = [
  {
    page: 'config/dev/lazy-compilation',
    option: 'dev.lazyCompilation default { imports: true }',
    since: '1.5.0',
    source: core('v1.5.0', 'defaultConfig.ts:275-281'),
  },
  { page: 'config/dev/progress-bar', option: 'dev.progressBar default false', since: '1.4.15', source: core('v1.4.15', 'plugins/progress.ts') },
  { page: 'config/html/meta', option: "html.meta charset 'utf-8'", since: '1.7.0', source: core('v1.7.0', 'defaultConfig.ts:118') },
  { page: 'config/server/cors', option: 'server.cors default', since: '1.3.0', source: core('v1.3.0', 'defaultConfig.ts:94') },
  { page: 'config/dev/cli-shortcuts', option: 'dev.cliShortcuts.help', since: '1.1.0', source: core('v1.1.0', 'types/config.ts') },
  { page: 'config/output/clean-dist-path', option: 'output.cleanDistPath object form', since: '1.2.0', source: core('v1.2.0', 'types/config.ts') },
  { page: 'config/output/data-uri-limit', option: 'output.dataUriLimit.assets', since: '1.0.18', source: core('v1.0.18', 'types/config.ts') },
  { page: 'config/output/dist-path', option: 'output.distPath.assets', since: '1.0.14', source: core('v1.0.14', 'types/config.ts') },
  { page: 'config/output/dist-path', option: 'output.distPath.favicon', since: '1.4.13', source: core('v1.4.13', 'types/config.ts') },
  { page: 'guide/basic/output-files', option: 'output.distPath.favicon', since: '1.4.13', source: core('v1.4.13', 'types/config.ts') },
  {
    page: 'config/dev/hmr',
    option: 'dev.hmr per environment',
    since: '1.4.13',
    source: core('v1.4.13', 'types/config.ts (AllowedEnvironmentDevKeys)'),
  },
  { page: 'config/dev/write-to-disk', option: 'dev.writeToDisk per environment', since: '1.1.1', source: core('v1.1.1', 'types/config.ts') },
  {
    page: 'guide/advanced/environments',
    option: 'dev.client per environment',
    since: '1.4.15',
    source: core('v1.4.15', 'types/config.ts (AllowedEnvironmentDevKeys)'),
  },
  {
    page: 'guide/advanced/environments',
    option: 'dev.browserLogs per environment',
    since: '1.5.13',
    source: core('v1.5.13', 'types/config.ts (AllowedEnvironmentDevKeys)'),
  },
  { page: 'config/output/filename', option: 'output.filename.assets', since: '1.0.14', source: core('v1.0.14', 'types/config.ts') },
  { page: 'config/output/manifest', option: 'output.manifest object form', since: '1.2.0', source: core('v1.2.0', 'types/config.ts') },
  { page: 'config/output/manifest', option: 'output.manifest.prefix', since: '1.6.12', source: core('v1.6.12', 'types/config.ts') },
  { page: 'config/output/emit-css', option: 'output.emitCss', since: '1.1.2', source: core('v1.1.2', 'types/config.ts') },
  {
    page: 'config/performance/build-cache',
    option: 'performance.buildCache.buildDependencies',
    since: '1.2.8',
    source: core('v1.2.8', 'types/config.ts'),
  },
  { page: 'config/performance/preload', option: 'performance.preload.dedupe', since: '1.2.8', source: core('v1.2.8', 'types/config.ts') },
  {
    page: 'config/performance/print-file-size',
    option: 'performance.printFileSize.include and exclude',
    since: '1.1.5',
    source: core('v1.1.5', 'types/config.ts'),
  },
  { page: 'config/tools/postcss', option: 'tools.postcss addPlugins options.order', since: '1.6.8', source: core('v1.6.8', 'types/config.ts') },
  { page: 'config/server/compress', option: 'server.compress object form', since: '1.4.4', source: core('v1.4.4', 'types/config.ts') },
  { page: 'config/server/print-urls', option: 'server.printUrls { url, label } items', since: '1.5.17', source: core('v1.5.17', 'types/config.ts') },
  {
    page: 'guide/basic/configure-rsbuild',
    option: 'mergeRsbuildConfig replaces output.filename.*',
    since: '1.3.6',
    source: core('v1.3.6', 'mergeConfig.ts:25-29'),
  },
  { page: 'api/start/index', option: 'createRsbuild loadEnv', since: '1.2.19', source: core('v1.2.19', 'types/rsbuild.ts') },
  { page: 'api/javascript-api/core', option: 'createRsbuild loadEnv', since: '1.2.19', source: core('v1.2.19', 'types/rsbuild.ts') },
  { page: 'api/javascript-api/types', option: 'modifyBundlerChain utils.rspack', since: '1.3.6', source: core('v1.3.6', 'types/hooks.ts') },
  { page: 'api/javascript-api/instance', option: 'onCloseBuild', since: '1.1.6', source: core('v1.1.6', 'types/rsbuild.ts') },
  {
    page: 'api/javascript-api/instance',
    option: 'preview getPortSilently and checkDistDir',
    since: '1.0.11',
    source: core('v1.0.11', 'types/rsbuild.ts'),
  },
  { page: 'plugins/dev/core', option: 'api.resolve', since: '1.0.17', source: core('v1.0.17', 'types/plugin.ts') },
  { page: 'plugins/dev/core', option: 'transform descriptor layer and issuerLayer', since: '1.1.0', source: core('v1.1.0', 'types/plugin.ts') },
  { page: 'plugins/dev/core', option: 'transform descriptor issuer and with', since: '1.2.0', source: core('v1.2.0', 'types/plugin.ts') },
  { page: 'plugins/dev/core', option: 'transform context importModule', since: '1.1.11', source: core('v1.1.11', 'types/plugin.ts') },
  { page: 'plugins/dev/core', option: 'transform context resolve', since: '1.2.3', source: core('v1.2.3', 'types/plugin.ts') },
  { page: 'plugins/dev/hooks', option: 'onCloseBuild', since: '1.1.6', source: core('v1.1.6', 'types/plugin.ts') },
  {
    page: 'plugins/list/plugin-react',
    option: 'splitChunks as a boolean',
    since: '1.4.2',
    source: '@rsbuild/plugin-react 1.4.2 dist/index.d.ts (1.4.1 takes the object only)',
  },
  {
    page: 'plugins/list/plugin-react',
    option: 'reactRefreshOptions resourceQuery { not: /^\\?raw$/ }',
    since: '1.3.4',
    source: '@rsbuild/plugin-react 1.3.4 dist/index.js (1.3.2: /raw/)',
  },
  {
    page: 'plugins/list/plugin-solid',
    option: 'solid, ssr, dev and refresh',
    since: '1.2.0',
    source: 'web-infra-dev/rsbuild 79b210329 release: @rsbuild/plugin-solid v1.2.0',
  },
  {
    page: 'plugins/list/plugin-less',
    option: 'parallel',
    since: '1.4.0',
    source: 'web-infra-dev/rsbuild bd43c3990, released in @rsbuild/plugin-less 1.4.0',
  },
  {
    page: 'plugins/list/plugin-vue',
    option: 'test',
    since: '1.2.2',
    source: '@rsbuild/plugin-vue 1.2.2 dist/index.d.ts (1.2.0 has none; 1.2.1 was not published)',
  },
];
