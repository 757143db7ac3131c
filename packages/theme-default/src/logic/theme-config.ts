/** Typed access to the theme part of the site data, merged with the current locale's texts. */
import { useLang, useSiteData } from '@quire/runtime';

export interface NavLink {
  text: string;
  link: string;
  activeMatch?: string;
  position?: 'left' | 'right';
  tag?: string;
}
export interface NavGroup {
  text: string;
  items: NavLink[];
  activeMatch?: string;
  position?: 'left' | 'right';
}
export type NavItem = NavLink | NavGroup;

export type {
  SidebarData as Sidebar,
  SidebarDividerData as SidebarDivider,
  SidebarGroupData as SidebarGroup,
  SidebarItemData as SidebarItem,
  SidebarLinkData as SidebarLink,
  SidebarSectionHeaderData as SidebarSectionHeader,
} from '@quire/runtime/shared';
import type { SidebarData as Sidebar } from '@quire/runtime/shared';

export interface ThemeTexts {
  outlineTitle: string;
  prevPageText: string;
  nextPageText: string;
  lastUpdatedText: string;
  editLinkText: string;
  notFoundTitle: string;
  notFoundText: string;
  takeMeHomeText: string;
  menuText: string;
  skipToContentText: string;
  searchPlaceholderText: string;
  searchCancelText: string;
  searchNoResultsText: string;
  searchTryAgainText: string;
  searchIndexesText: string;
  copyMarkdownText: string;
  copyMarkdownDoneText: string;
  copyMarkdownFailedText: string;
  overviewFilterNameText: string;
  overviewFilterPlaceholderText: string;
  overviewFilterNoResultText: string;
  sourceCodeText: string;
}

export interface ResolvedThemeConfig {
  nav: NavItem[];
  sidebar: Sidebar;
  texts: ThemeTexts;
  editLink?: { docRepoBaseUrl: string; text?: string };
  lastUpdated: boolean;
  darkMode: boolean;
  socialLinks: Array<{ icon: string | { svg: string }; mode: string; content: string }>;
}

export const DEFAULT_TEXTS: ThemeTexts = {
  outlineTitle: 'ON THIS PAGE',
  prevPageText: 'Previous Page',
  nextPageText: 'Next Page',
  lastUpdatedText: 'Last Updated',
  editLinkText: 'Edit this page',
  notFoundTitle: 'PAGE NOT FOUND',
  notFoundText: 'The page you are looking for does not exist.',
  takeMeHomeText: 'Take me home',
  menuText: 'Menu',
  skipToContentText: 'Skip to content',
  searchPlaceholderText: 'Search docs',
  searchCancelText: 'Cancel',
  searchNoResultsText: 'No results for',
  searchTryAgainText: 'Please try again with a different keyword',
  searchIndexesText: 'Search in',
  copyMarkdownText: 'Copy Markdown',
  copyMarkdownDoneText: 'Copied',
  copyMarkdownFailedText: 'Copy failed',
  overviewFilterNameText: 'Filter',
  overviewFilterPlaceholderText: 'Enter keyword',
  overviewFilterNoResultText: 'No matching API found',
  sourceCodeText: 'Source',
};

interface RawLocale extends Partial<ThemeTexts> {
  lang: string;
  nav?: NavItem[];
  sidebar?: Sidebar;
  editLink?: { docRepoBaseUrl: string; text?: string };
}

export function resolveThemeConfig(raw: Record<string, unknown>, lang: string): ResolvedThemeConfig {
  const locales = (raw.locales as RawLocale[] | undefined) ?? [];
  const locale = locales.find((l) => l.lang === lang);
  const pick = <K extends keyof ThemeTexts>(key: K): string =>
    (locale?.[key] as string | undefined) ?? (raw[key] as string | undefined) ?? DEFAULT_TEXTS[key];
  const texts = Object.fromEntries(
    (Object.keys(DEFAULT_TEXTS) as Array<keyof ThemeTexts>).map((k) => [k, pick(k)]),
  ) as unknown as ThemeTexts;
  const editLink = locale?.editLink ?? (raw.editLink as ResolvedThemeConfig['editLink']);
  if (editLink?.text) texts.editLinkText = editLink.text;
  return {
    nav: locale?.nav ?? (raw.nav as NavItem[] | undefined) ?? [],
    sidebar: locale?.sidebar ?? (raw.sidebar as Sidebar | undefined) ?? {},
    texts,
    editLink,
    lastUpdated: raw.lastUpdated === true,
    darkMode: raw.darkMode !== false,
    socialLinks: (raw.socialLinks as ResolvedThemeConfig['socialLinks'] | undefined) ?? [],
  };
}

// A dozen components ask for the config on every render (pre-rendering: each page, and each
// asked for 22 texts), and the answer depends only on the site's theme config object (a new one
// after a hot update of the config) and the language: resolved once per pair.
const resolvedConfigs = new WeakMap<object, Map<string, ResolvedThemeConfig>>();

/** The theme config for a language, resolved once per config object; callers share it and must not change it. */
export function themeConfigFor(raw: Record<string, unknown>, lang: string): ResolvedThemeConfig {
  let byLang = resolvedConfigs.get(raw);
  if (!byLang) resolvedConfigs.set(raw, (byLang = new Map()));
  let config = byLang.get(lang);
  if (!config) byLang.set(lang, (config = resolveThemeConfig(raw, lang)));
  return config;
}

export function useThemeConfig(): ResolvedThemeConfig {
  const site = useSiteData();
  const lang = useLang();
  return themeConfigFor(site.themeConfig, lang);
}
