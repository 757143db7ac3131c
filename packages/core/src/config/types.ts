/**
 * The site configuration a writer puts in `site.config.ts`. Types only: loading and
 * validation live in `load.ts` and `validate.ts`.
 */

export interface LocaleConfig {
  /** Language code, also the URL prefix for every language but the default one. */
  lang: string;
  /** Name shown in the language switcher, such as `简体中文`. */
  label: string;
  title?: string;
  description?: string;
}

export interface NavItemLink {
  text: string;
  link: string;
  /** Regular expression (as a string) or prefix that marks the item active. */
  activeMatch?: string;
  tag?: string;
  rightIcon?: string;
  /** @default 'right' */
  position?: 'left' | 'right';
}

export interface NavItemGroup {
  text: string;
  items: NavItemLink[];
  activeMatch?: string;
  position?: 'left' | 'right';
}

export type NavItem = NavItemLink | NavItemGroup;

export type {
  SidebarData as Sidebar,
  SidebarDividerData as SidebarDivider,
  SidebarGroupData as SidebarGroup,
  SidebarItemData as SidebarItem,
  SidebarLinkData as SidebarLink,
  SidebarSectionHeaderData as SidebarSectionHeader,
} from '@quire/runtime/shared';
import type { SidebarData as Sidebar } from '@quire/runtime/shared';

export interface SocialLink {
  icon: 'github' | 'x' | 'discord' | 'bluesky' | { svg: string };
  mode: 'link' | 'text' | 'img' | 'dom';
  content: string;
}

/** Texts and menus that differ per language. */
export interface ThemeLocaleConfig {
  lang: string;
  label?: string;
  nav?: NavItem[];
  sidebar?: Sidebar;
  outlineTitle?: string;
  prevPageText?: string;
  nextPageText?: string;
  lastUpdatedText?: string;
  editLink?: EditLink;
  searchPlaceholderText?: string;
  overviewFilterNameText?: string;
  overviewFilterPlaceholderText?: string;
  overviewFilterNoResultText?: string;
  notFoundTitle?: string;
  notFoundText?: string;
  takeMeHomeText?: string;
  skipToContentText?: string;
  menuText?: string;
  banner?: { text: string; link?: string; storageKey?: string };
  searchCancelText?: string;
  searchNoResultsText?: string;
  searchTryAgainText?: string;
  copyMarkdownText?: string;
  copyMarkdownDoneText?: string;
  copyMarkdownFailedText?: string;
  /** Text of the `<SourceCode>` link. @default 'Source' */
  sourceCodeText?: string;
}

export interface EditLink {
  /** Link to the docs folder of the source repository; the language and file path are appended. */
  docRepoBaseUrl: string;
  text?: string;
}

export interface ThemeConfig {
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
  /** @default 'ON THIS PAGE' */
  outlineTitle?: string;
  editLink?: EditLink;
  /** Send first-time visitors to the locale their browser asks for. @default false */
  localeRedirect?: 'auto' | 'never';
  /** Offer the dark theme and the toggle. @default true */
  darkMode?: boolean;
  /** Heading used when a page has no h1 and no title. */
  fallbackHeadingTitle?: boolean;
  /** A dismissible banner above the navbar. */
  banner?: { text: string; link?: string; storageKey?: string };
}

export interface RedirectRule {
  /** Regular expression(s) matched against the path. */
  from: string | string[];
  /** A route or an external address. */
  to: string;
}

export interface SearchConfig {
  /** @default 'local' */
  mode?: 'local' | 'remote' | 'off';
  apiUrl?: string;
  searchIndexes?: string[];
}

export interface FeedConfig {
  /** File name part: `feeds/{id}.rss.xml` and `feeds/{id}.atom.xml` in each language. */
  id: string;
  title: string;
  description?: string;
  /** Regular expression over the route path without language prefix, such as `^/community/releases/v`. */
  match: string;
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
  };
  redirects?: RedirectRule[];
  search?: SearchConfig | false;
  /** What a dead internal link or anchor does to the build. @default 'error' */
  linkCheck?: 'error' | 'warn' | 'off';
  /** Public address of the site (`https://rsbuild.rs`), for the sitemap, feeds and llms.txt. */
  siteUrl?: string;
  /** RSS and Atom feeds of selected pages, per language. */
  feeds?: FeedConfig[];
  /** Extra `<head>` tags, as HTML strings. */
  head?: string[];
  /** Folder of the site's own theme, which wraps or replaces the default one. @default 'theme' */
  themeDir?: string;
}
