/**
 * The schema of `themeConfig`: every field the default theme reads, `custom` for a site theme's
 * own, and no other. The item
 * shapes the theme shares with the runtime (nav, sidebar, social links, banner, edit link) are
 * typed in `@quire/shared`; these schemas are held to those types by the compiler.
 */
import {
  type BannerData,
  DEFAULT_TEXTS,
  type EditLinkData,
  type FooterData,
  type NavGroupData,
  type NavItemData,
  type NavLinkData,
  type SidebarData,
  type SidebarDividerData,
  type SidebarGroupData,
  type SidebarItemData,
  type SidebarLinkData,
  type SidebarSectionHeaderData,
  type SocialLinkData,
} from '@quire/shared';
import * as v from 'valibot';
import { type Fields, flag, list, mustBe, nonEmptyText, oneOf, strict, text } from './field-schemas.js';

const optionalText = v.optional(text);
const position = v.optional(oneOf(['left', 'right']));

const navLink = strict({
  text: nonEmptyText,
  link: nonEmptyText,
  activeMatch: optionalText,
  tag: optionalText,
  position,
} satisfies Fields<NavLinkData>);

const navGroup = strict({ text: nonEmptyText, items: list(navLink), activeMatch: optionalText, position } satisfies Fields<NavGroupData>);

/** A menu when it has `items`, else a link. */
const navItem: v.GenericSchema<NavItemData> = v.lazy((input) => (isObject(input) && 'items' in input ? navGroup : navLink));

const sidebarDivider = strict({ dividerType: oneOf(['solid', 'dashed']) } satisfies Fields<SidebarDividerData>);
const sidebarSectionHeader = strict({ sectionHeaderText: nonEmptyText, tag: optionalText } satisfies Fields<SidebarSectionHeaderData>);
const sidebarLink = strict({ text: nonEmptyText, link: nonEmptyText, tag: optionalText } satisfies Fields<SidebarLinkData>);
const sidebarGroup = strict({
  text: nonEmptyText,
  items: list(v.lazy(() => sidebarItem)),
  collapsed: v.optional(flag),
  collapsible: v.optional(flag),
  link: v.optional(nonEmptyText),
  tag: optionalText,
} satisfies Fields<SidebarGroupData>);

/** The kind of item is told by its fields: `dividerType`, `sectionHeaderText`, `items`, else a link. */
const sidebarItem: v.GenericSchema<SidebarItemData> = v.lazy((input) => {
  if (!isObject(input)) return sidebarLink;
  if ('dividerType' in input) return sidebarDivider;
  if ('sectionHeaderText' in input) return sidebarSectionHeader;
  return 'items' in input ? sidebarGroup : sidebarLink;
});

const sidebar: v.GenericSchema<SidebarData> = v.record(
  v.pipe(
    text,
    v.startsWith('/', () => 'must be a path prefix starting with "/"'),
  ),
  list(sidebarItem),
  mustBe('an object'),
);

const editLink: v.GenericSchema<EditLinkData> = strict({ docRepoBaseUrl: nonEmptyText, text: optionalText } satisfies Fields<EditLinkData>);
const footer: v.GenericSchema<FooterData> = strict({ message: nonEmptyText } satisfies Fields<FooterData>);
const banner: v.GenericSchema<BannerData> = strict({ text: nonEmptyText, link: optionalText, storageKey: optionalText } satisfies Fields<BannerData>);

const socialIcon = v.lazy((input) => (typeof input === 'string' ? nonEmptyText : strict({ svg: nonEmptyText })));
const socialLink: v.GenericSchema<SocialLinkData> = strict({
  icon: socialIcon,
  mode: oneOf(['link', 'text', 'img', 'dom']),
  content: nonEmptyText,
} satisfies Fields<SocialLinkData>);

/** Every text the theme shows, each optional; its JSDoc and default are those of `DEFAULT_TEXTS`. */
const texts = Object.fromEntries(Object.keys(DEFAULT_TEXTS).map((name) => [name, optionalText])) as {
  [K in keyof typeof DEFAULT_TEXTS]: typeof optionalText;
};

/** What the site-wide theme config and each language's share: the texts, menus, edit link and banner. */
const perLanguage = {
  ...texts,
  /** Navbar items: links, and menus of links. @default [] */
  nav: v.optional(list(navItem)),
  /**
   * Sidebars by path prefix (`'/guide/'`); a page shows the one of the longest prefix of its route.
   * @default {} (a folder without one gets a sidebar made from its files)
   */
  sidebar: v.optional(sidebar),
  /** The "Edit this page" link under each page. @default no link */
  editLink: v.optional(editLink),
  /** A dismissible banner above the navbar. @default no banner */
  banner: v.optional(banner),
  /**
   * A line at the bottom of every page but a blank one, such as `{ message: 'Released under the MIT License.' }`;
   * the `bottom` slot of `Layout` takes anything richer. @default no footer
   */
  footer: v.optional(footer),
};

/** Texts and menus of one language, over the site-wide ones. */
const themeLocale = strict({
  ...perLanguage,
  /** The language these apply to: one of the site's `locales`. */
  lang: nonEmptyText,
  /** Name of the language in the theme's switch. @default the locale's `label` */
  label: optionalText,
});

export const themeConfigSchema = strict({
  ...perLanguage,
  /** Icons at the end of the navbar. @default [] */
  socialLinks: v.optional(list(socialLink)),
  /** Texts and menus per language (the language's own win over the site-wide ones). @default [] */
  locales: v.optional(list(themeLocale)),
  /** When the navbar hides as the reader scrolls down: `'always'`, `'auto'` (small screens) or `'never'`. @default 'auto' */
  hideNavbar: v.optional(oneOf(['always', 'auto', 'never'])),
  /** Show the date each page was last changed. @default false */
  lastUpdated: v.optional(flag),
  /** Offer a back-to-top button. @default false */
  enableScrollToTop: v.optional(flag),
  /**
   * Animate page changes in the app with a view transition (browsers that support it, unless the
   * reader prefers reduced motion). @default false
   */
  enableContentAnimation: v.optional(flag),
  /** Send first-time visitors to the locale their browser asks for. @default 'never' */
  localeRedirect: v.optional(oneOf(['auto', 'never'])),
  /** Offer the dark theme and the toggle. @default true */
  darkMode: v.optional(flag),
  /**
   * The site theme's own options, such as `{ startYear: 2025 }`, passed to the browser as they are
   * (`useSiteData().themeConfig.custom`); the default theme reads none of them. @default {}
   */
  custom: v.optional(v.record(v.string(), v.unknown(), mustBe('an object'))),
});

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
