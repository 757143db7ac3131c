/** Data shapes that cross from the compiler to the browser, as serialized JSON. */
import type { SidebarItemData, SidebarLinkData } from './navigation.js';

export interface TocItem {
  text: string;
  id: string;
  /** 2 to 4. */
  depth: number;
  /** Offset of the heading in the page's plain text; -1 when unknown. */
  charIndex: number;
}

export type PageType = 'home' | 'doc' | 'doc-wide' | '404' | 'custom' | 'blank';

export interface PageData {
  routePath: string;
  lang: string;
  version: string;
  title: string;
  description: string;
  frontmatter: Record<string, unknown>;
  toc: TocItem[];
  pageType: PageType;
  /** Source path relative to the docs root, such as `en/config/mode.mdx`. */
  _relativePath: string;
  /** Same as `_relativePath`; kept under the name themes expect. */
  pagePath: string;
  /** Milliseconds since the epoch; from git history, else the file time. */
  lastUpdatedTime?: number;
  /**
   * The sidebar of the page's section. A page module names it by `sidebarFile` instead, and the
   * runtime fills this in once that file is read.
   */
  sidebar?: PageSidebar;
  /**
   * Where the section's sidebar is (`static/sidebar/en.1a2b3c4d.json` in a build, the dev server's
   * `__quire/sidebar.json?…`; relative to the base), one file per section shared by its pages, so
   * neither a page's own code nor the site data grows with the size of its sections.
   */
  sidebarFile?: string;
  /**
   * In a section whose sidebar file is split (past 150 links), the files of its groups that hold this page: read
   * with `sidebarFile`, so a navigation reads the groups' titles and the page's own group, not the whole section.
   */
  sidebarParts?: string[];
  /** The previous and next links of the page in its section's sidebar, written by a build so that no page needs its whole section for them. */
  prevNext?: SidebarPrevNext;
  /** The same page in the site's other languages, where it exists. */
  translations?: Array<{ lang: string; routePath: string }>;
  /** A versioned site: the same page in the other versions, where it exists (the version menu goes to a version's home otherwise). */
  versions?: Array<{ version: string; routePath: string }>;
  /** A page of an old version: the same page in the default version, or its nearest parent there that exists (the old-version banner's link). */
  latestRoutePath?: string;
  /** For pages with `overview: true`: the section's pages, grouped as in the sidebar. */
  overviewGroups?: OverviewGroup[];
}

/**
 * One page as `usePages()` lists it (Rspress's `PageData['pages'][number]`): route, language,
 * version, title, description, frontmatter and headings, with the fields a plugin's
 * `extendPageData` added.
 */
export type SitePageInfo = Pick<
  PageData,
  'routePath' | 'lang' | 'version' | 'title' | 'description' | 'frontmatter' | 'toc' | 'pageType' | 'pagePath'
> &
  Pick<Partial<PageData>, 'lastUpdatedTime'> &
  Record<string, unknown>;

/**
 * One section's sidebar: its key (path prefix) and items. The content of a sidebar file. In a split
 * section a top-level group may stand for its entries by `part` (`sidebarGroupPart`), the file holding
 * them, with only its first and last links in `items` until that file is read.
 */
export interface PageSidebar {
  key: string;
  items: SidebarItemData[];
}

/** A page's neighbours in its section's reading order (`flattenSidebar`); a side without one is absent. */
export interface SidebarPrevNext {
  prev?: SidebarLinkData;
  next?: SidebarLinkData;
}

export interface OverviewItem {
  text: string;
  link: string;
  headers: Array<{ text: string; id: string; depth: number }>;
}

export interface OverviewGroup {
  name: string;
  items: OverviewItem[];
}

/** One of the site's languages (`locales` in the site config). */
export interface SiteLocale {
  /** Language code, also the URL prefix for every language but the default one. */
  lang: string;
  /** Name shown in the language switcher, such as `简体中文`. */
  label: string;
  /** The site's title in this language. @default the site's `title` */
  title?: string;
  /** The site's description in this language. @default the site's `description` */
  description?: string;
}

/** The navbar's logo: one image, or one per colour theme. */
export type SiteLogo = string | ThemedLogo;

export interface ThemedLogo {
  /** The logo on the light theme. */
  light: string;
  /** The logo on the dark theme. */
  dark: string;
}

/** Versions of the docs, each in its own folder. */
export interface MultiVersionData {
  /** The version served at the site root: one of `versions`. */
  default: string;
  /** Every version's folder name. */
  versions: string[];
}

export interface SearchIndexInfo {
  lang: string;
  version: string;
  /** Path of the index file relative to the site base: a build's split index head (`static/search/zh.1a2b3c4d5e.json`), the dev server's whole index. */
  file: string;
}

/** What the browser knows about search (the hooks module itself comes through `@quire/virtual-search-hooks`). */
export interface SiteSearchData {
  mode: 'local' | 'remote' | 'off';
  /** Endpoint of remote search. */
  apiUrl?: string;
  /** Remote indexes in tab order; more than one gives the search dialog a tab per index. */
  searchIndexes?: Array<{ value: string; label: string }>;
  /** Whether the site configured a search hooks module (loaded with the first search only when true). */
  hooks?: boolean;
  /** Local mode: one index file per language and version. */
  indexes: SearchIndexInfo[];
}

export interface SiteData {
  title: string;
  description: string;
  icon?: string;
  logo?: SiteLogo;
  logoText?: string;
  lang: string;
  locales: SiteLocale[];
  base: string;
  multiVersion: MultiVersionData;
  /** Theme options as configured, with generated sidebars filled in. Opaque to the runtime. */
  themeConfig: Record<string, unknown>;
  markdown: { showLineNumbers: boolean; defaultWrapCode: boolean };
  search: SiteSearchData;
  redirects: Array<{ from: string[]; to: string }>;
  /** Folders without an index page (`/zh/guide/`) → the page they lead to (`/zh/guide/start/`), see `folderRedirects`. */
  folderRedirects: Record<string, string>;
  /** The site's interface texts by language, `{ lang: { key: text } }`: the theme's built-in ones and the project's `i18n.json`, for `useI18n()`. */
  i18n?: Record<string, Record<string, string> | undefined>;
}

/** One entry of the client route table: as small as possible, it ships in the first load. */
export interface RouteEntry {
  path: string;
  lang: string;
  version: string;
  filePath: string;
  preload: () => Promise<PageModule>;
}

/** Where the runtime finds the table of routes: generated module (dev, SSR) or fetched JSON (production). */
export interface RouteSource {
  /** The table as far as it is known now (empty until a fetched table arrives). */
  current(): RouteEntry[];
  /** The table once the part holding `path` is in (a build's is fetched in shards), or all of it without a path. */
  load(path?: string): Promise<RouteEntry[]>;
  /**
   * The dev server's: loads the entry of the page at a path, if it is one, without the whole table (the first page),
   * and resolves with its key (the source path under the docs folder).
   */
  loadPageAt?(path: string): Promise<string | undefined>;
  /** The dev server's: the folders' redirects that came with the table (empty until it arrives), in place of the site data's. */
  folderRedirects?(): Readonly<Record<string, string>>;
}

/**
 * A shard of the route table a production build writes as JSON: each route with the files its
 * entry chunk needs (indexes into `files`, paths relative to the site base).
 */
export interface RouteManifest {
  files: string[];
  /** [route path, source path relative to the docs root, lang, version, file indexes] */
  routes: Array<[string, string, string, string, number[]]>;
}

export interface PageModule {
  default: (props: { components?: Record<string, unknown> }) => unknown;
  pageData: PageData;
}
