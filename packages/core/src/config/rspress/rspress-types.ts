/**
 * The fields of Rspress 2's `UserConfig` and `RspressPlugin` (its `@rspress/shared` types), as
 * far as the translation reads them: every field is named, so the translation's tables cover each.
 * Values Quire takes as they are keep loose types; Rspress's own are not a dependency.
 */
import type { RsbuildConfig } from '@rsbuild/core';

export type RspressHeadTag = [string, Record<string, string>];

export interface RspressRouteMeta {
  routePath: string;
  pureRoutePath: string;
  absolutePath: string;
  relativePath: string;
  pageName: string;
  lang: string;
  version: string;
}

export interface RspressLocale {
  lang: string;
  label: string;
  title?: string;
  description?: string;
}

export interface RspressNavItem {
  text?: string;
  link?: string;
  items?: RspressNavItem[];
  download?: boolean;
  icon?: string;
  tag?: string;
  activeMatch?: string;
  position?: 'left' | 'right';
  lang?: string;
  rel?: string;
}

export interface RspressSidebarItem {
  text?: string;
  link?: string;
  items?: RspressSidebarItem[];
  icon?: string;
  tag?: string;
  collapsible?: boolean;
  collapsed?: boolean;
  overviewHeaders?: number[];
  context?: string;
  _fileKey?: string;
  dividerType?: 'dashed' | 'solid';
  sectionHeaderText?: string;
}

export type RspressSidebar = Record<string, RspressSidebarItem[]>;
export type RspressNav = RspressNavItem[] | Record<string, RspressNavItem[]>;

export interface RspressThemeLocale extends RspressLocale {
  nav?: RspressNav;
  sidebar?: RspressSidebar;
}

export interface RspressThemeConfig {
  darkMode?: boolean | 'light' | 'dark' | 'auto' | 'force-light' | 'force-dark' | 'force-auto';
  nav?: RspressNav;
  sidebar?: RspressSidebar;
  editLink?: { docRepoBaseUrl: string };
  lastUpdated?: boolean | { author?: unknown };
  socialLinks?: Array<{ icon: string | { svg: string }; mode: string; content: string }>;
  footer?: { message?: string };
  locales?: RspressThemeLocale[];
  search?: boolean;
  hideNavbar?: 'always' | 'auto' | 'never';
  enableContentAnimation?: boolean;
  enableAppearanceAnimation?: boolean;
  enableScrollToTop?: boolean;
  localeRedirect?: 'auto' | 'never' | 'only-default-lang';
  fallbackHeadingTitle?: boolean;
  llmsUI?: unknown;
}

export interface RspressRouteOptions {
  extensions?: string[];
  include?: string[];
  exclude?: string[];
  excludeConvention?: string[];
  cleanUrls?: boolean;
  cleanUrlsRedirect?: boolean;
  localeRedirect?: 'auto' | 'never' | 'only-default-lang';
  useTransitions?: boolean;
  prefetchLink?: boolean;
}

type DeadCheck = boolean | { excludes: string[] | ((url: string) => boolean) };

export interface RspressMarkdownOptions {
  remarkPlugins?: unknown[];
  rehypePlugins?: unknown[];
  link?: { checkDeadLinks?: DeadCheck; checkAnchors?: DeadCheck; autoPrefix?: boolean };
  image?: { checkDeadImages?: DeadCheck };
  showLineNumbers?: boolean;
  defaultWrapCode?: boolean;
  defaultCodeOverflow?: { height?: number; behavior?: 'fold' | 'scroll' };
  globalComponents?: string[];
  shiki?: Record<string, unknown>;
  crossCompilerCache?: boolean;
  extractDescription?: boolean;
  cjkFriendlyEmphasis?: boolean;
  /** Quire's own field, which an Rspress config may set: Rspress reads a code block's file from anywhere. */
  allowCodeFilesFrom?: string[];
}

export interface RspressSearchOptions {
  mode?: 'local';
  versioned?: boolean;
  codeBlocks?: boolean;
  searchHooks?: string;
}

type Texts = Record<string, Record<string, string>>;
type Awaitable<T> = T | Promise<T>;

export interface RspressPlugin {
  name: string;
  globalStyles?: string;
  markdown?: { remarkPlugins?: unknown[]; rehypePlugins?: unknown[]; globalComponents?: string[] };
  builderConfig?: RsbuildConfig;
  globalUIComponents?: Array<string | [string, object]>;
  config?: (
    config: RspressUserConfig,
    utils: { addPlugin: (plugin: RspressPlugin) => void; removePlugin: (name: string) => void },
    isProd: boolean,
  ) => Awaitable<RspressUserConfig>;
  beforeBuild?: (config: RspressUserConfig, isProd: boolean) => Awaitable<void>;
  afterBuild?: (config: RspressUserConfig, isProd: boolean) => Awaitable<void>;
  extendPageData?: (pageData: Record<string, unknown> & { routePath: string; title: string }, isProd: boolean) => Awaitable<void>;
  addPages?: (config: RspressUserConfig, isProd: boolean) => Awaitable<Array<{ routePath: string; content?: string; filepath?: string }>>;
  addRuntimeModules?: (config: RspressUserConfig, isProd: boolean) => Awaitable<Record<string, string>>;
  routeGenerated?: (routes: RspressRouteMeta[], isProd: boolean) => Awaitable<void>;
  routeServiceGenerated?: (routeService: unknown, isProd: boolean) => Awaitable<void>;
  modifySearchIndexData?: (data: unknown[], isProd: boolean) => Awaitable<void>;
  i18nSource?: (value: Texts) => Awaitable<Texts>;
}

export interface RspressUserConfig {
  root?: string;
  logo?: string | { dark: string; light: string };
  logoText?: string;
  logoHref?: string;
  base?: string;
  siteOrigin?: string;
  icon?: string | URL;
  lang?: string;
  title?: string;
  description?: string;
  head?: Array<string | RspressHeadTag | ((route: RspressRouteMeta) => string | RspressHeadTag | undefined)>;
  locales?: RspressLocale[];
  i18nSourcePath?: string;
  i18nSource?: Texts | ((value: Texts) => Awaitable<Texts>);
  themeConfig?: RspressThemeConfig;
  builderConfig?: RsbuildConfig;
  route?: RspressRouteOptions;
  markdown?: RspressMarkdownOptions;
  plugins?: RspressPlugin[];
  replaceRules?: unknown[];
  outDir?: string;
  themeDir?: string;
  globalUIComponents?: Array<string | [string, object]>;
  globalStyles?: string;
  search?: RspressSearchOptions | false;
  ssg?: boolean | { experimentalWorker?: boolean; experimentalExcludeRoutePaths?: unknown[] };
  llms?: boolean | { llmsTxt?: unknown; remarkSplitMdxOptions?: unknown };
  mediumZoom?: boolean | { selector?: string; options?: unknown };
  multiVersion?: { default?: string; versions: string[] };
  languageParity?: { enabled?: boolean; include?: string[]; exclude?: string[] };
}
