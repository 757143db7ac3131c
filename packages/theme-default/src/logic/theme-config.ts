/** Typed access to the theme part of the site data, merged with the current locale's texts. */
import { DEFAULT_TEXTS, type ThemeTextValues, themeTextsFor, useLang, useSiteData } from '@quire/runtime';

export type {
  NavGroupData as NavGroup,
  NavItemData as NavItem,
  NavLinkData as NavLink,
  SidebarData as Sidebar,
  SidebarDividerData as SidebarDivider,
  SidebarGroupData as SidebarGroup,
  SidebarItemData as SidebarItem,
  SidebarLinkData as SidebarLink,
  SidebarSectionHeaderData as SidebarSectionHeader,
} from '@quire/shared';
import type { EditLinkData, FooterData, NavItemData as NavItem, NavLinkData as NavLink, SidebarData as Sidebar, SocialLinkData } from '@quire/shared';

export type ThemeTexts = ThemeTextValues;

export interface ResolvedThemeConfig {
  nav: NavItem[];
  sidebar: Sidebar;
  texts: ThemeTexts;
  editLink?: EditLinkData;
  footer?: FooterData;
  lastUpdated: boolean;
  darkMode: boolean;
  socialLinks: SocialLinkData[];
}

/** The texts and their English defaults live in the runtime, which the compiler shares. */
export { DEFAULT_TEXTS };

interface RawLocale {
  lang: string;
  nav?: NavItem[];
  sidebar?: Sidebar;
  editLink?: EditLinkData;
  footer?: FooterData;
}

/** The site data's texts, by language. */
type UiTexts = Record<string, Record<string, string> | undefined>;

const ownText = (texts: Record<string, string> | undefined, text: string) => (texts && Object.hasOwn(texts, text) ? texts[text] : text);

/** A nav item's text that is a key of the site's texts (`i18n.json`) reads as that key's text in the page's language. */
function translateNav(items: NavItem[], lang: string, uiTexts: UiTexts): NavItem[] {
  return items.map((item) => {
    const text = ownText(uiTexts[lang], item.text);
    return 'items' in item ? { ...item, text, items: translateNav(item.items, lang, uiTexts) as NavLink[] } : { ...item, text };
  });
}

/** `uiTexts`: the site data's `i18n`, the built-in texts of the site's languages and its `i18n.json`. */
export function resolveThemeConfig(raw: Record<string, unknown>, lang: string, uiTexts: UiTexts = {}): ResolvedThemeConfig {
  const locales = (raw.locales as RawLocale[] | undefined) ?? [];
  const locale = locales.find((l) => l.lang === lang);
  const texts = themeTextsFor(raw, lang, uiTexts);
  const editLink = locale?.editLink ?? (raw.editLink as ResolvedThemeConfig['editLink']);
  if (editLink?.text) texts.editLinkText = editLink.text;
  return {
    nav: translateNav(locale?.nav ?? (raw.nav as NavItem[] | undefined) ?? [], lang, uiTexts),
    sidebar: locale?.sidebar ?? (raw.sidebar as Sidebar | undefined) ?? {},
    texts,
    editLink,
    footer: locale?.footer ?? (raw.footer as FooterData | undefined),
    lastUpdated: raw.lastUpdated === true,
    darkMode: raw.darkMode !== false,
    socialLinks: (raw.socialLinks as ResolvedThemeConfig['socialLinks'] | undefined) ?? [],
  };
}

// A dozen components ask for the config on every render (pre-rendering: each page, and each
// asked for its texts), and the answer depends only on the site's theme config object (a new one
// after a hot update of the config) and the language: resolved once per pair.
const resolvedConfigs = new WeakMap<object, Map<string, ResolvedThemeConfig>>();

/** The theme config for a language, resolved once per config object; callers share it and must not change it. */
export function themeConfigFor(raw: Record<string, unknown>, lang: string, uiTexts: UiTexts = {}): ResolvedThemeConfig {
  let byLang = resolvedConfigs.get(raw);
  if (!byLang) resolvedConfigs.set(raw, (byLang = new Map()));
  let config = byLang.get(lang);
  if (!config) byLang.set(lang, (config = resolveThemeConfig(raw, lang, uiTexts)));
  return config;
}

export function useThemeConfig(): ResolvedThemeConfig {
  const site = useSiteData();
  const lang = useLang();
  return themeConfigFor(site.themeConfig, lang, site.i18n);
}
