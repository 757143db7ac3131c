/**
 * The site configuration a writer puts in `site.config.ts`, described once: the types users see
 * (`UserConfig`, with each field's JSDoc), the checks and their messages, and the defaults of the
 * resolved config all come from this schema. The shapes the browser reads too (locales, logo, nav
 * and sidebar items) are typed in `@quire/shared`, and the schema is held to those types.
 * Rules that relate two fields (the default language
 * among the locales) and that read files are in `validate.ts`.
 */
import type { RsbuildConfig, RsbuildPlugin } from '@rsbuild/core';
import { type MultiVersionData, normalizeBase, type PageData, type SiteLocale, type SiteLogo, type ThemedLogo } from '@quire/shared';
import type { Pluggable } from 'unified';
import * as v from 'valibot';
import type { RouteRecord } from '../routes/scan.js';
import { TRANSLATION_CHECKS } from '../pages/translation-report.js';
import { anyObject, type Fields, flag, func, list, loose, mustBe, nonEmptyText, oneOf, opaque, positive, strict, text } from './field-schemas.js';
import { markdownSchema, pluggable } from './markdown-schema.js';
import { themeConfigSchema } from './theme-schema.js';

const quoted = (reason: string) => (issue: v.BaseIssue<unknown>) => `${reason} (got "${String(issue.input)}")`;

const locale: v.GenericSchema<SiteLocale> = strict({
  lang: v.pipe(nonEmptyText, v.regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]+)*$/, quoted('must be a language code such as "en" or "zh"'))),
  label: nonEmptyText,
  title: v.optional(text),
  description: v.optional(text),
} satisfies Fields<SiteLocale>);

const logo: v.GenericSchema<SiteLogo> = v.lazy((input) =>
  typeof input === 'string' ? text : strict({ light: nonEmptyText, dark: nonEmptyText } satisfies Fields<ThemedLogo>),
);

const multiVersion: v.GenericSchema<MultiVersionData> = strict({
  default: nonEmptyText,
  versions: list(nonEmptyText),
} satisfies Fields<MultiVersionData>);

/**
 * The path the site is served under. A path without its leading or trailing slash gets them
 * (`docs` → `/docs/`); anything a browser would read as another host or a script is refused.
 */
const base = v.pipe(
  text,
  v.check((b) => !/[?#\s]/.test(b), quoted('must be a plain path such as "/docs/"')),
  // A browser reads `//host/` (and, with a backslash, `/\host/`) as another host, and `scheme:` as an address or a script.
  v.check((b) => !/^\/\/|\\|^[a-z][a-z\d+.-]*:/i.test(b), quoted('must be a path on this site such as "/docs/", not an address')),
  v.check((b) => !/(^|\/)\.\.?(\/|$)/.test(b), quoted('must be a path without "." or ".." segments')),
  v.transform(normalizeBase),
);

/** A remote index named by a plain string is its own label; the names travel comma-separated in the query string. */
const noComma = v.check((name: string) => !name.includes(','), quoted('must not contain a comma'));
const searchIndex = v.lazy((input) =>
  typeof input === 'string'
    ? v.pipe(
        nonEmptyText,
        noComma,
        v.transform((value): { value: string; label: string } => ({ value, label: value })),
      )
    : v.pipe(
        strict({
          /** The index's name as the search API knows it. */
          value: nonEmptyText,
          /** The tab label readers see. */
          label: nonEmptyText,
        }),
        v.check(
          (o) => !o.value.includes(','),
          (issue) => `must not contain a comma (got "${(issue.input as { value: string }).value}")`,
        ),
      ),
);

const search = strict({
  /**
   * `local`: an index per language built with the site and searched in a Web Worker.
   * `remote`: every query goes to `apiUrl`; no index is built or fetched. `off`: no search.
   * @default 'local'
   */
  mode: v.optional(oneOf(['local', 'remote', 'off']), 'local'),
  /**
   * Search endpoint for `mode: 'remote'` (absolute `https://…` or a path on the site such as `/api/search`).
   * The browser sends `GET {apiUrl}?keyword=<query>&limit=<n>&searchIndexes=<a,b>&lang=<lang>` and expects
   * a JSON list of `{ index, hits }` groups (the `RemoteSearchGroup` type of `@quire/runtime`).
   * @default none (required with `mode: 'remote'`)
   * @example 'https://search.example.com/api/search'
   */
  apiUrl: v.optional(v.pipe(nonEmptyText, v.regex(/^(https?:\/\/[^/]+|\/)/, quoted('must be an http(s) address or a path starting with "/"')))),
  /**
   * Indexes a remote query covers. With more than one, the search dialog shows one tab per index.
   * A plain string is both the index name and its label.
   * @default none (the endpoint's own choice)
   * @example ['guide', { value: 'api', label: 'API' }]
   */
  searchIndexes: v.optional(list(searchIndex)),
  /**
   * Module, relative to the config file, whose optional exports `beforeSearch(query)`,
   * `onSearch(query, groups)` and `afterSearch(query, groups)` run around every search
   * (type them with `SearchHooks` from `@quire/runtime`).
   * @default none (nothing is loaded)
   * @example './search-hooks.ts'
   */
  searchHooks: v.optional(nonEmptyText),
  /**
   * With `multiVersion`: one local index per version and language, so a reader searches the version
   * they are reading, as in Rspress; `false` gives one index per language across every version.
   * @default true
   */
  versioned: v.optional(v.boolean(), true),
});

const feed = strict({
  /** File name part: `feeds/{id}.rss.xml` and `feeds/{id}.atom.xml` in each language (and version). */
  id: nonEmptyText,
  /** The feed's title. */
  title: nonEmptyText,
  /** The feed's description. @default none */
  description: v.optional(text),
  /** Regular expression over the route path without version and language prefix, such as `^/community/releases/v`. */
  match: v.pipe(nonEmptyText, v.check(isRegExp, quoted('must be a valid regular expression'))),
});

/** A `<head>` element written as `[tag, attributes]`, as Rspress writes it. */
export type HeadTag = [tag: string, attributes: Record<string, string>];
/** One entry of `head`: HTML, a tag, or a function giving either (or undefined) for one route. */
export type HeadEntry = string | HeadTag | ((route: RouteMeta) => string | HeadTag | undefined);

const headTag = v.tuple(
  [
    v.pipe(nonEmptyText, v.regex(/^[a-z][a-z0-9-]*$/i, quoted('must be an element name such as "meta" or "script"'))),
    v.record(v.string(), text, mustBe('an object of attributes')),
  ],
  mustBe('[tag, attributes]'),
);
const headEntry = opaque<HeadEntry>(v.lazy((input) => (typeof input === 'function' ? func : Array.isArray(input) ? headTag : nonEmptyText)));

const redirect = strict({
  /** Regular expression(s) matched against the path. */
  from: v.lazy((input) => (Array.isArray(input) ? list(nonEmptyText) : nonEmptyText)),
  /** A route or an external address. */
  to: nonEmptyText,
});

const translations = strict({
  /**
   * What the translation report (missing twins, different headings, stale translations) does:
   * print after the build, fail the build, or not run.
   * @default 'warn'
   */
  report: v.optional(oneOf(['warn', 'error', 'off']), 'warn'),
  /** The language the others are translated from. @default the site's `lang` */
  sourceLang: v.optional(text),
  /**
   * Which findings to look for, such as `['structure', 'stale']` while some pages are not translated yet.
   * @default ['missing', 'structure', 'stale']
   */
  checks: v.optional(list(oneOf(TRANSLATION_CHECKS)), () => [...TRANSLATION_CHECKS]),
  /**
   * Pages left out of the report, as globs relative to each language folder, such as
   * `['guide/advanced/rem.mdx']` for a page that exists in one language on purpose.
   * @default []
   */
  exclude: v.optional(list(nonEmptyText), () => []),
});

/**
 * A page added from code (`QuirePlugin.addPages`): at `routePath`, made of the Markdown in
 * `content` or of the file at `filepath`.
 */
export interface AdditionalPage {
  /** Such as `/plugin-page`, or `/zh/plugin-page` for a page of another language. */
  routePath: string;
  /** MDX of the page. */
  content?: string;
  /** Absolute path of an `.md`/`.mdx` file. */
  filepath?: string;
}

/** Texts by key and language, `{ key: { en: 'Guide', zh: '指南' } }`, as `i18n.json` holds them. */
export type I18nTexts = Record<string, Record<string, string>>;
/** A function that receives the texts gathered so far and returns the texts to use. */
export type I18nTextsHook = (texts: I18nTexts) => I18nTexts | Promise<I18nTexts>;

const i18nTexts = v.record(
  v.string(),
  v.record(v.string(), text, mustBe('an object of { lang: text }')),
  mustBe('an object of { key: { lang: text } }'),
);

/** A component drawn on every page: its file, or its file and the props it gets (JSON values). */
export type GlobalUIComponent = string | [file: string, props: Record<string, unknown>];

const globalUIComponent = opaque<GlobalUIComponent>(
  v.lazy((input) => (Array.isArray(input) ? v.tuple([nonEmptyText, anyObject], mustBe('a file or [file, props]')) : nonEmptyText)),
);

/** The routes a plugin's `routeGenerated` reads: every page of the site, added ones included. */
export type RouteMeta = Readonly<RouteRecord>;

/**
 * A Quire plugin: a `name` and any of these parts, the shape of an Rspress plugin so that
 * porting one is mechanical. Plugins run in the order of `plugins`; a hook that throws fails
 * the build with the plugin's name. `isProd` is true in `quire build`, false in `quire dev`.
 * Its hooks are functions, which no data schema describes: the schema below checks each part's
 * kind, and this interface gives their signatures.
 */
export interface QuirePlugin {
  /** Shown in errors: `plugin "name" failed in config: …`. */
  name: string;
  /**
   * Stylesheet every page loads, after the theme's: an absolute path or one relative to the
   * config file.
   */
  globalStyles?: string;
  /** Markdown extensions, run after the site's own (`markdown` in the site config). */
  markdown?: {
    remarkPlugins?: Pluggable[];
    rehypePlugins?: Pluggable[];
    /** Component files every page may use without an import (see `markdown.globalComponents`). */
    globalComponents?: string[];
    /** Code block meta options this plugin handles (see `markdown.codeMeta`). */
    codeMeta?: string[];
  };
  /** Components drawn on every page, after the theme's layout (see the site's `globalUIComponents`). */
  globalUIComponents?: GlobalUIComponent[];
  /** Rsbuild configuration merged into the site's bundler configuration. */
  builderConfig?: RsbuildConfig;
  /** Rsbuild plugins, the same as `builderConfig.plugins` (Rspress 1's name for it). */
  builderPlugins?: RsbuildPlugin[];
  /**
   * Changes the user config before it is checked; returns the config to use. `addPlugin` and
   * `removePlugin` change the plugins that run after this one.
   */
  config?: (
    config: UserConfig,
    utils: { addPlugin: (plugin: QuirePlugin) => void; removePlugin: (name: string) => void },
    isProd: boolean,
  ) => UserConfig | Promise<UserConfig>;
  /** Runs before anything is compiled. */
  beforeBuild?: (config: UserConfig, isProd: boolean) => void | Promise<void>;
  /** Runs once the new site is in `outDir` (a build only). */
  afterBuild?: (config: UserConfig, isProd: boolean) => void | Promise<void>;
  /** Pages made from code, routed like content files. */
  addPages?: (config: UserConfig, isProd: boolean) => AdditionalPage[] | Promise<AdditionalPage[]>;
  /**
   * Adds or changes texts of `useI18n()`: receives the texts gathered so far (the plugins' before
   * it) and returns the texts to use; the project's `i18n.json` and the site's `i18nSource` apply after.
   */
  i18nSource?: I18nTextsHook;
  /** Adds fields to a page's data (read in components with `usePageData()`); runs for every page. */
  extendPageData?: (pageData: PageData & Record<string, unknown>, isProd: boolean) => void | Promise<void>;
  /** Reads the final route list, added pages included. */
  routeGenerated?: (routes: RouteMeta[], isProd: boolean) => void | Promise<void>;
}

const rsbuildConfig = opaque<RsbuildConfig>(anyObject);

/** Every part of `QuirePlugin`, no more and no fewer (the `satisfies` holds the two together). */
const pluginParts = {
  name: nonEmptyText,
  globalStyles: v.optional(text),
  markdown: v.optional(
    strict({
      remarkPlugins: v.optional(list(pluggable)),
      rehypePlugins: v.optional(list(pluggable)),
      globalComponents: v.optional(list(nonEmptyText)),
      codeMeta: v.optional(list(nonEmptyText)),
    }),
  ),
  globalUIComponents: v.optional(list(globalUIComponent)),
  builderConfig: v.optional(rsbuildConfig),
  builderPlugins: v.optional(list(opaque<RsbuildPlugin>(loose({ name: nonEmptyText, setup: func })))),
  config: v.optional(func),
  beforeBuild: v.optional(func),
  afterBuild: v.optional(func),
  addPages: v.optional(func),
  extendPageData: v.optional(func),
  i18nSource: v.optional(func),
  routeGenerated: v.optional(func),
} satisfies Fields<QuirePlugin>;

export const pluginSchema = opaque<QuirePlugin>(strict(pluginParts));

export const userConfigSchema = strict({
  /** Site name: the navbar title and the suffix of every page title. @default 'Docs' */
  title: v.optional(text, 'Docs'),
  /** The site's description, the `<meta name="description">` of pages without their own. @default '' */
  description: v.optional(text, ''),
  /** Favicon path or URL. @default none */
  icon: v.optional(text),
  /** Logo in the navbar: one image, or one per colour theme. @default none (the title only) */
  logo: v.optional(logo),
  /** Text beside the logo. @default none */
  logoText: v.optional(text),
  /**
   * The pages' language; with several `locales`, the one served at the site's root (the others
   * under `/<lang>/`). Its code is `<html lang>` and picks the theme's texts.
   * @default 'en'
   */
  lang: v.optional(text, 'en'),
  /**
   * The site's languages, in the order of the language switch. With two or more, each keeps its
   * pages in its own folder (`docs/en/`, `docs/zh/`); with one (or none given) the pages are
   * directly in `docs/`, as in Rspress.
   * @default one locale, `lang`
   * @example [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '简体中文' }]
   */
  locales: v.optional(list(locale)),
  /** Path the site is served under. @default '/' */
  base: v.optional(base, '/'),
  /**
   * Folder of the content, relative to the config file: the pages (directly in it, or in a folder
   * per language with several `locales`) and `public/`.
   * @default 'docs'
   * @example 'content'
   */
  root: v.optional(text, 'docs'),
  /**
   * Where the build writes; every build replaces this folder whole, so it must be a folder of its
   * own: never the project, its content, theme, `.quire/` or `node_modules/`, nor a folder around them.
   * @default 'dist'
   */
  outDir: v.optional(text, 'dist'),
  /**
   * Lets a build empty an existing `outDir` that holds files Quire did not write (no `.quire-output`
   * marker in it), such as another tool's `dist/`; without it such a folder stops the build.
   * @default false
   * @example emptyOutDir: true
   */
  emptyOutDir: v.optional(flag, false),
  /** How files become routes. @default {} */
  route: v.optional(
    strict({
      /** Globs (relative to each language folder) of files that are not pages. @default [] */
      exclude: v.optional(list(nonEmptyText), () => []),
    }),
    {},
  ),
  /** Versions of the docs, each in its own folder (`docs/<version>/<lang>/`). @default none (one version) */
  multiVersion: v.optional(multiVersion),
  /** Pre-render every route to HTML. @default true */
  ssg: v.optional(flag, true),
  /** Options of the default theme. @default {} */
  themeConfig: v.optional(themeConfigSchema, {}),
  /** Markdown and code highlighting. @default {} */
  markdown: v.optional(markdownSchema, {}),
  /**
   * Quire plugins, run in order. Each is an object with a `name` and any of the parts
   * `QuirePlugin` describes (the shape of Rspress plugins).
   * @default []
   * @example plugins: [pluginReadingTime(), { name: 'my-plugin', globalStyles: './brand.css' }]
   */
  plugins: v.optional(list(pluginSchema), () => []),
  /**
   * Rsbuild configuration of the site itself, merged over Quire's with `mergeRsbuildConfig`
   * (after the plugins' `builderConfig`).
   * @default {}
   * @example builderConfig: { plugins: [pluginSass()], resolve: { alias: { '@lib': './lib' } } }
   */
  builderConfig: v.optional(rsbuildConfig),
  /** Addresses that moved: the reader is sent from each `from` to its `to`. @default [] */
  redirects: v.optional(list(redirect), () => []),
  /**
   * Full-text search, or `false` for none. The dialog searches as the reader types: keystrokes less
   * than 150 ms apart make one query, searched when they pause; a query of three characters or more
   * typed after a pause, or pasted, is searched at once.
   * @default {} (local search)
   */
  search: v.optional(
    v.lazy((input) => (input === false ? v.literal(false) : search)),
    {},
  ),
  /** What a dead internal link or anchor does to the build. @default 'error' */
  linkCheck: v.optional(oneOf(['error', 'warn', 'off']), 'error'),
  /**
   * What a page that no sidebar links to does to the build (`quire dev` always only warns). A
   * language's home page, the 404 page and pages with `orphan: true` in their frontmatter are left out.
   * @default 'warn'
   */
  orphanPages: v.optional(oneOf(['error', 'warn', 'off']), 'warn'),
  /** Keep compiled pages in `.quire/cache` between runs, so unchanged pages are not compiled again. @default true */
  cache: v.optional(flag, true),
  /**
   * How long pre-rendering one page may take, in milliseconds: past it the build stops and names
   * the page (one that loops forever would otherwise hang the build).
   * @default 60000
   * @example 120000
   */
  renderTimeout: v.optional(positive('milliseconds'), 60_000),
  /**
   * How long compiling one page may take, in milliseconds: past it the build stops and names the
   * page and the site's Markdown plugin it is in (one that loops forever, or returns a promise that
   * never settles, would otherwise hang the build). A plugin that loops without ever yielding can
   * be stopped only in a compile thread, not on the main thread (`quire dev`, `--compile-threads 0`).
   * @default 60000
   * @example 120000
   */
  compileTimeout: v.optional(positive('milliseconds'), 60_000),
  /**
   * Size budget of what a page loads first, in gzip bytes; the build fails when a figure
   * grows past it.
   * @default {} (no budget)
   */
  budget: v.optional(
    strict({
      /** What every page loads of JavaScript. @default no limit */
      js: v.optional(positive('gzip bytes')),
      /** What every page loads of CSS. @default no limit */
      css: v.optional(positive('gzip bytes')),
      /** The heaviest page's JavaScript in total. @default no limit */
      pageJs: v.optional(positive('gzip bytes')),
    }),
    {},
  ),
  /** The translation report printed by `quire build`, e.g. `{ report: 'error' }` to fail on any finding. @default {} */
  translations: v.optional(translations, {}),
  /** Public address of the site (`https://rsbuild.rs`), for the sitemap, feeds and llms.txt. @default none (no sitemap or feeds) */
  siteUrl: v.optional(
    v.pipe(
      text,
      v.check((url) => url === '' || /^https?:\/\/[^/]+/.test(url), quoted('must be an absolute http(s) address')),
    ),
  ),
  /** RSS and Atom feeds of selected pages, per language (and version). @default [] */
  feeds: v.optional(list(feed), () => []),
  /**
   * Extra `<head>` tags on every page: an HTML string, a `[tag, attributes]` tuple, or a function
   * of the route (`RouteMeta`) returning either for that page, or undefined for none (the 404
   * page gets no function's tags).
   * @default []
   * @example head: ['<meta name="x" content="y">', ['script', { src: '/a.js', defer: '' }], (route) => route.lang === 'zh' ? ['meta', { name: 'lang', content: 'zh' }] : undefined]
   */
  head: v.optional(list(headEntry), () => []),
  /**
   * Components drawn on every page after the theme's layout, each the default export of a file
   * (relative to the config file), or `[file, props]` with props that are JSON values: a
   * banner, a chat button, an analytics consent dialog. Each joins the app's first load.
   * @default []
   * @example globalUIComponents: ['./components/Feedback.tsx', ['./components/Ad.tsx', { slot: 'top' }]]
   */
  globalUIComponents: v.optional(list(globalUIComponent), () => []),
  /**
   * Texts of `useI18n()` and of `_meta.json` labels, over the project's `i18n.json`: an object of
   * `{ key: { lang: text } }` merged over it key by key, or a function that receives the texts
   * (the plugins' `i18nSource`, then `i18n.json`) and returns those to use.
   * @default none (`i18n.json` only)
   * @example i18nSource: { guide: { en: 'Guide', zh: '指南' } }
   */
  i18nSource: v.optional(opaque<I18nTexts | I18nTextsHook>(v.lazy((input) => (typeof input === 'function' ? func : i18nTexts)))),
  /** Folder of the site's own theme, which wraps or replaces the default one. @default 'theme' */
  themeDir: v.optional(text, 'theme'),
});

/** What `site.config.ts` exports (`defineConfig` takes it). */
export type UserConfig = v.InferInput<typeof userConfigSchema>;
/** The config as the schema leaves it: checked, with its defaults. */
export type CheckedConfig = v.InferOutput<typeof userConfigSchema>;

function isRegExp(source: string): boolean {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}
