/**
 * The site configuration a writer puts in `site.config.ts`. Types only: loading and
 * validation live in `load.ts` and `validate.ts`.
 */
import type { RsbuildConfig, RsbuildPlugin } from '@rsbuild/core';
import type { PageData } from '@quire/runtime/shared';
import type { BundledLanguage, BundledTheme, LanguageInput, ShikiTransformer, ThemeRegistrationAny } from 'shiki';
import type { PluggableList } from 'unified';
import type { RouteRecord } from '../routes/scan.js';

export interface LocaleConfig {
  /** Language code, also the URL prefix for every language but the default one. */
  lang: string;
  /** Name shown in the language switcher, such as `简体中文`. */
  label: string;
  title?: string;
  description?: string;
}

export type {
  NavGroupData as NavItemGroup,
  NavItemData as NavItem,
  NavLinkData as NavItemLink,
  SidebarData as Sidebar,
  SidebarDividerData as SidebarDivider,
  SidebarGroupData as SidebarGroup,
  SidebarItemData as SidebarItem,
  SidebarLinkData as SidebarLink,
  SidebarSectionHeaderData as SidebarSectionHeader,
  SocialLinkData as SocialLink,
} from '@quire/runtime/shared';
import type { NavItemData as NavItem, SidebarData as Sidebar, SocialLinkData as SocialLink } from '@quire/runtime/shared';

/** A dismissible line above the navbar. */
export interface Banner {
  text: string;
  link?: string;
  /** Where the reader's dismissal is stored; a new key shows the banner again. */
  storageKey?: string;
}

/**
 * The theme's texts, set for the whole site in `themeConfig` or per language in
 * `themeConfig.locales` (the locale's text wins).
 */
export interface ThemeTexts {
  /** @default 'ON THIS PAGE' */
  outlineTitle?: string;
  /** @default 'Previous Page' */
  prevPageText?: string;
  /** @default 'Next Page' */
  nextPageText?: string;
  /** @default 'Last Updated' */
  lastUpdatedText?: string;
  /** Text of the edit link when `editLink.text` is unset. @default 'Edit this page' */
  editLinkText?: string;
  /** @default 'PAGE NOT FOUND' */
  notFoundTitle?: string;
  /** @default 'The page you are looking for does not exist.' */
  notFoundText?: string;
  /** @default 'Take me home' */
  takeMeHomeText?: string;
  /** @default 'Menu' */
  menuText?: string;
  /** @default 'Skip to content' */
  skipToContentText?: string;
  /** @default 'Search docs' */
  searchPlaceholderText?: string;
  /** @default 'Cancel' */
  searchCancelText?: string;
  /** @default 'No results for' */
  searchNoResultsText?: string;
  /** @default 'Please try again with a different keyword' */
  searchTryAgainText?: string;
  /** Accessible name of the search dialog's index tabs. @default 'Search in' */
  searchIndexesText?: string;
  /** @default 'Copy Markdown' */
  copyMarkdownText?: string;
  /** @default 'Copied' */
  copyMarkdownDoneText?: string;
  /** @default 'Copy failed' */
  copyMarkdownFailedText?: string;
  /** @default 'Filter' */
  overviewFilterNameText?: string;
  /** @default 'Enter keyword' */
  overviewFilterPlaceholderText?: string;
  /** @default 'No matching API found' */
  overviewFilterNoResultText?: string;
  /** Heading of the overview group of the section's pages that are in no sidebar group. @default 'Others' */
  overviewOthersText?: string;
  /** Text of the `<SourceCode>` link, also in the page's Markdown copy. @default 'Source' */
  sourceCodeText?: string;
  /** Accessible name and tooltip of a code block's copy button. @default 'Copy code' */
  codeButtonGroupCopyButtonText?: string;
  /** The copy button's name for two seconds after copying. @default 'Copied' */
  codeButtonGroupCopiedText?: string;
  /** Accessible name and tooltip of a code block's line wrap toggle. @default 'Toggle line wrap' */
  codeButtonGroupWrapButtonText?: string;
  /** Accessible name of the back-to-top button (`enableScrollToTop`). @default 'Scroll to top' */
  scrollToTopText?: string;
  /** Accessible name of the light / dark / auto switch. @default 'Theme' */
  themeText?: string;
  /** @default 'Light theme' */
  lightThemeText?: string;
  /** @default 'Dark theme' */
  darkThemeText?: string;
  /** @default 'Auto theme (follow system)' */
  autoThemeText?: string;
  /** Accessible name of the language switch. @default 'Languages' */
  languagesText?: string;
  /** Accessible name of the navbar's links. @default 'Main' */
  mainNavigationText?: string;
  /** Accessible name of the phone menu button and panel. @default 'Site navigation' */
  siteNavigationText?: string;
  /** Accessible name of the sidebar. @default 'Sidebar' */
  sidebarNavigationText?: string;
  /** Accessible name of the previous / next page links. @default 'Pagination' */
  paginationText?: string;
  /** Accessible name of the navbar's social icons. @default 'Social links' */
  socialLinksText?: string;
  /** The button that shows the social links past the first five. @default 'More social links' */
  moreSocialLinksText?: string;
  /** Name of a social link whose icon is custom and whose address names no host. @default 'Social link' */
  socialLinkText?: string;
  /** Accessible name of the banner. @default 'Announcement' */
  announcementText?: string;
  /** The banner's close button. @default 'Dismiss banner' */
  dismissBannerText?: string;
  /** Accessible name of the progress bar shown while a page loads. @default 'Loading page' */
  loadingPageText?: string;
  /** Shown in place of a page whose content fails to render. @default 'This page could not be rendered.' */
  pageErrorText?: string;
  /** Title of the page a redirect writes for a static host. @default 'Redirecting…' */
  redirectingText?: string;
  /** That page's text before the link to the new address. @default 'This page has moved to' */
  pageMovedText?: string;
  /** Section of `llms.txt` listing a sidebar's links that are in no group. @default 'Overview' */
  llmsOverviewText?: string;
  /** Section of `llms.txt` listing the pages no sidebar links to. @default 'Pages' */
  llmsPagesText?: string;
  /** Title of a `:::tip` without one of its own. @default 'TIP' */
  tipContainerText?: string;
  /** @default 'INFO' */
  infoContainerText?: string;
  /** @default 'NOTE' */
  noteContainerText?: string;
  /** @default 'IMPORTANT' */
  importantContainerText?: string;
  /** @default 'WARNING' */
  warningContainerText?: string;
  /** @default 'CAUTION' */
  cautionContainerText?: string;
  /** @default 'DANGER' */
  dangerContainerText?: string;
  /** Summary of a `:::details` without a title. @default 'Details' */
  detailsContainerText?: string;
  /** Button under a code block with `fold` that shows all of it. @default 'Expand' */
  codeExpandText?: string;
  /** The same button once the block is expanded. @default 'Collapse' */
  codeCollapseText?: string;
}

/** Texts and menus that differ per language. */
export interface ThemeLocaleConfig extends ThemeTexts {
  lang: string;
  label?: string;
  nav?: NavItem[];
  sidebar?: Sidebar;
  editLink?: EditLink;
  banner?: Banner;
}

export interface EditLink {
  /** Link to the docs folder of the source repository; the language and file path are appended. */
  docRepoBaseUrl: string;
  text?: string;
}

export interface ThemeConfig extends ThemeTexts {
  socialLinks?: SocialLink[];
  locales?: ThemeLocaleConfig[];
  nav?: NavItem[];
  sidebar?: Sidebar;
  /** @default 'auto' */
  hideNavbar?: 'always' | 'auto' | 'never';
  /** Show the date each page was last changed. @default false */
  lastUpdated?: boolean;
  /** @default false */
  enableScrollToTop?: boolean;
  /**
   * Animate page changes in the app with a view transition (browsers that support it, unless the
   * reader prefers reduced motion). @default false
   */
  enableContentAnimation?: boolean;
  editLink?: EditLink;
  /** Send first-time visitors to the locale their browser asks for. @default false */
  localeRedirect?: 'auto' | 'never';
  /** Offer the dark theme and the toggle. @default true */
  darkMode?: boolean;
  /** Heading used when a page has no h1 and no title. */
  fallbackHeadingTitle?: boolean;
  /** A dismissible banner above the navbar. */
  banner?: Banner;
}

export interface RedirectRule {
  /** Regular expression(s) matched against the path. */
  from: string | string[];
  /** A route or an external address. */
  to: string;
}

/** A remote search index: its name as the API knows it, and the tab label readers see. */
export type SearchIndexOption = string | { value: string; label: string };

export interface SearchConfig {
  /**
   * `local`: an index per language built with the site and searched in a Web Worker.
   * `remote`: every query goes to `apiUrl`; no index is built or fetched. `off`: no search.
   * @default 'local'
   */
  mode?: 'local' | 'remote' | 'off';
  /**
   * Search endpoint for `mode: 'remote'` (absolute `https://…` or a path on the site such as `/api/search`).
   * The browser sends `GET {apiUrl}?keyword=<query>&limit=<n>&searchIndexes=<a,b>&lang=<lang>` and expects
   * a JSON list of `{ index, hits }` groups (the `RemoteSearchGroup` type of `@quire/runtime`).
   * @example 'https://search.example.com/api/search'
   */
  apiUrl?: string;
  /**
   * Indexes a remote query covers. With more than one, the search dialog shows one tab per index.
   * A plain string is both the index name and its label.
   * @example ['guide', { value: 'api', label: 'API' }]
   */
  searchIndexes?: SearchIndexOption[];
  /**
   * Module, relative to the config file, whose optional exports `beforeSearch(query)`,
   * `onSearch(query, groups)` and `afterSearch(query, groups)` run around every search
   * (type them with `SearchHooks` from `@quire/runtime`). Unset: nothing is loaded.
   * @example './search-hooks.ts'
   */
  searchHooks?: string;
}

export interface FeedConfig {
  /** File name part: `feeds/{id}.rss.xml` and `feeds/{id}.atom.xml` in each language. */
  id: string;
  title: string;
  description?: string;
  /** Regular expression over the route path without language prefix, such as `^/community/releases/v`. */
  match: string;
}

export interface TranslationsConfig {
  /**
   * What the translation report (missing twins, different headings, stale translations) does:
   * print after the build, fail the build, or not run.
   * @default 'warn'
   */
  report?: 'warn' | 'error' | 'off';
  /** The language the others are translated from. @default the site's `lang` */
  sourceLang?: string;
  /**
   * Which findings to look for, such as `['structure', 'stale']` while some pages are not translated yet.
   * @default ['missing', 'structure', 'stale']
   */
  checks?: Array<'missing' | 'structure' | 'stale'>;
  /**
   * Pages left out of the report, as globs relative to each language folder, such as
   * `['guide/advanced/rem.mdx']` for a page that exists in one language on purpose.
   * @default []
   */
  exclude?: string[];
}

export interface UserConfig {
  /** Site name: the navbar title and the suffix of every page title. */
  title?: string;
  description?: string;
  /** Favicon path or URL. */
  icon?: string;
  logo?: string | { light: string; dark: string };
  logoText?: string;
  /** Default language: its pages live at the site root. @default 'en' */
  lang?: string;
  locales?: LocaleConfig[];
  /** Path the site is served under. @default '/' */
  base?: string;
  /** Folder of the content, relative to the config file. @default 'docs' */
  root?: string;
  /** Where the build writes. @default 'dist' */
  outDir?: string;
  route?: {
    /** Links without `.html`. @default true */
    cleanUrls?: boolean;
    /** Globs (relative to each language folder) of files that are not pages. */
    exclude?: string[];
  };
  multiVersion?: { default: string; versions: string[] };
  /** Pre-render every route to HTML. @default true */
  ssg?: boolean;
  themeConfig?: ThemeConfig;
  markdown?: {
    /** @default false */
    showLineNumbers?: boolean;
    /** @default false */
    defaultWrapCode?: boolean;
    /**
     * Let content run script: a `<script>` element or an `<iframe srcdoc>` in a page is an error
     * naming its place unless this is set; when set, their hashes join `csp.txt`.
     * @default false
     * @example allowInlineScripts: true
     */
    allowInlineScripts?: boolean;
    /**
     * Remark plugins (unified's `PluggableList`: a plugin, or `[plugin, options]`), run after
     * Quire's own Markdown transforms, then the plugins' (`plugins[].markdown.remarkPlugins`).
     * @default []
     * @example remarkPlugins: [remarkMath, [remarkToc, { heading: 'contents' }]]
     */
    remarkPlugins?: PluggableList;
    /**
     * Rehype plugins, run after Quire's own (heading ids, code highlighting, outline).
     * @default []
     * @example rehypePlugins: [rehypeKatex]
     */
    rehypePlugins?: PluggableList;
    /**
     * Code highlighting: extra languages, shiki transformers and the code themes.
     * @default {}
     * @example shiki: { langs: ['dockerfile'], transformers: [transformerNotationDiff()] }
     */
    shiki?: ShikiOptions;
    /**
     * Code block meta options that a plugin handles (a remark plugin that reads the `code` node's
     * `meta`, a shiki transformer that reads `this.options.meta.__raw`). Any other option than
     * Quire's own (`title`, `file`, `lineNumbers`, `wrapCode`, `height`, `fold`, `{1,3-5}`) stops
     * the build at its block. Plugins declare theirs in `plugins[].markdown.codeMeta`.
     * @default []
     * @example codeMeta: ['twoslash']
     */
    codeMeta?: string[];
    /**
     * Component files every page may use without an import; each is named after its file,
     * first letter upper-cased (`./components/badge.tsx` → `<Badge>`). Paths are relative to
     * the config file.
     * @default []
     * @example globalComponents: ['./components/Badge.tsx']
     */
    globalComponents?: string[];
  };
  /**
   * Quire plugins, run in order. Each is an object with a `name` and any of the parts
   * `QuirePlugin` describes (the shape of Rspress plugins).
   * @default []
   * @example plugins: [pluginReadingTime(), { name: 'my-plugin', globalStyles: './brand.css' }]
   */
  plugins?: QuirePlugin[];
  /**
   * Rsbuild configuration of the site itself, merged over Quire's with `mergeRsbuildConfig`
   * (after the plugins' `builderConfig`).
   * @default {}
   * @example builderConfig: { plugins: [pluginSass()], resolve: { alias: { '@lib': './lib' } } }
   */
  builderConfig?: RsbuildConfig;
  redirects?: RedirectRule[];
  search?: SearchConfig | false;
  /** What a dead internal link or anchor does to the build. @default 'error' */
  linkCheck?: 'error' | 'warn' | 'off';
  /**
   * What a page that no sidebar links to does to the build (`quire dev` always only warns). A
   * language's home page, the 404 page and pages with `orphan: true` in their frontmatter are left out.
   * @default 'warn'
   */
  orphanPages?: 'error' | 'warn' | 'off';
  /** Keep compiled pages in `.quire/cache` between runs, so unchanged pages are not compiled again. @default true */
  cache?: boolean;
  /**
   * How long pre-rendering one page may take, in milliseconds: past it the build stops and names
   * the page (one that loops forever would otherwise hang the build).
   * @default 60000
   * @example 120000
   */
  renderTimeout?: number;
  /**
   * Size budget of what a page loads first, in gzip bytes; the build fails when a figure
   * grows past it. `js` and `css`: what every page loads; `pageJs`: the heaviest page's total.
   */
  budget?: { js?: number; css?: number; pageJs?: number };
  /** The translation report printed by `quire build`, e.g. `{ report: 'error' }` to fail on any finding. */
  translations?: TranslationsConfig;
  /** Public address of the site (`https://rsbuild.rs`), for the sitemap, feeds and llms.txt. */
  siteUrl?: string;
  /** RSS and Atom feeds of selected pages, per language. */
  feeds?: FeedConfig[];
  /** Extra `<head>` tags, as HTML strings. */
  head?: string[];
  /** Folder of the site's own theme, which wraps or replaces the default one. @default 'theme' */
  themeDir?: string;
}

/** Code highlighting options (`markdown.shiki`). */
export interface ShikiOptions {
  /**
   * Languages beyond the built-in list: names of shiki's bundled grammars (`'dockerfile'`, with
   * their aliases) or grammar objects. Each loads when a page first uses it.
   * @default []
   * @example langs: ['dockerfile', 'rust']
   */
  langs?: Array<BundledLanguage | LanguageInput>;
  /**
   * Shiki transformers applied to every code block, after Quire's line highlighting.
   * @default []
   * @example transformers: [transformerNotationDiff()]
   */
  transformers?: ShikiTransformer[];
  /**
   * The colours of every code block in the light and the dark scheme: names of themes shiki
   * bundles or theme objects (a VS Code theme's JSON), as in Rspress and VitePress. Unset, code
   * has GitHub's light and dark colours, made legible on a highlighted line; a site's own themes
   * are used as they are (their contrast is not checked).
   * @default { light: 'github-light-default', dark: 'github-dark-default' }
   * @example themes: { light: 'vitesse-light', dark: 'vitesse-dark' }
   */
  themes?: { light: BundledTheme | ThemeRegistrationAny; dark: BundledTheme | ThemeRegistrationAny };
}

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

/** The routes a plugin's `routeGenerated` reads: every page of the site, added ones included. */
export type RouteMeta = Readonly<RouteRecord>;

/**
 * A Quire plugin: a `name` and any of these parts, the shape of an Rspress plugin so that
 * porting one is mechanical. Plugins run in the order of `plugins`; a hook that throws fails
 * the build with the plugin's name. `isProd` is true in `quire build`, false in `quire dev`.
 */
export interface QuirePlugin {
  /** Shown in errors: `plugin "name" failed in config: …`. */
  name: string;
  /**
   * Stylesheet every page loads, after the theme's: an absolute path or one relative to the
   * config file.
   */
  globalStyles?: string;
  markdown?: {
    remarkPlugins?: PluggableList;
    rehypePlugins?: PluggableList;
    /** Component files every page may use without an import (see `markdown.globalComponents`). */
    globalComponents?: string[];
    /** Code block meta options this plugin handles (see `markdown.codeMeta`). */
    codeMeta?: string[];
  };
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
  /** Adds fields to a page's data (read in components with `usePageData()`); runs for every page. */
  extendPageData?: (pageData: PageData & Record<string, unknown>, isProd: boolean) => void | Promise<void>;
  /** Reads the final route list, added pages included. */
  routeGenerated?: (routes: RouteMeta[], isProd: boolean) => void | Promise<void>;
}
