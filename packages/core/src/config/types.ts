/**
 * The names users and plugins write types with, all taken from the config schema
 * (`schema.ts`) or the item shapes the theme shares (`@quire/shared`). Types only.
 */
import type { ThemeTextName } from '@quire/shared';
import type { UserConfig } from './schema.js';

export type {
  AdditionalPage,
  GlobalUIComponent,
  HeadEntry,
  I18nTexts,
  I18nTextsHook,
  HeadTag,
  QuirePlugin,
  RouteMeta,
  UserConfig,
} from './schema.js';
export type {
  BannerData as Banner,
  EditLinkData as EditLink,
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
} from '@quire/shared';

type Part<T> = Exclude<T, undefined | false>;
type Item<T> = Part<T> extends ReadonlyArray<infer I> ? I : never;

export type LocaleConfig = Item<UserConfig['locales']>;
export type ThemeConfig = Part<UserConfig['themeConfig']>;
/** Texts and menus that differ per language. */
export type ThemeLocaleConfig = Item<ThemeConfig['locales']>;
export type RedirectRule = Item<UserConfig['redirects']>;
export type SearchConfig = Part<UserConfig['search']>;
/** A remote search index: its name as the API knows it, and the tab label readers see. */
export type SearchIndexOption = Item<SearchConfig['searchIndexes']>;
export type FeedConfig = Item<UserConfig['feeds']>;
export type TranslationsConfig = Part<UserConfig['translations']>;
/** Code highlighting options (`markdown.shiki`). */
export type ShikiOptions = Part<Part<UserConfig['markdown']>['shiki']>;
/** The theme's texts, set for the whole site in `themeConfig` or per language in `themeConfig.locales`. */
export type ThemeTexts = Pick<ThemeConfig, ThemeTextName>;
