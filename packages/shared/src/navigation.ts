/**
 * The shapes of navbar, sidebar, social link, banner and edit link items, as the site config
 * writes them and the theme reads them. Types only, so that any shared module can use them
 * without importing code; the compiler's config schema checks values against these types.
 */

export interface NavLinkData {
  /** The link's text. */
  text: string;
  /** A route (`/guide/`) or an external address. */
  link: string;
  /**
   * Regular expression (as a string) or prefix that marks the item active.
   * @default the link's own path
   */
  activeMatch?: string;
  /** A short badge after the text, such as `new`. @default no badge */
  tag?: string;
  /** Which end of the navbar the item sits at. @default 'right' */
  position?: 'left' | 'right';
}

export interface NavGroupData {
  /** The menu's text. */
  text: string;
  /** The links the menu opens. */
  items: NavLinkData[];
  /** Regular expression (as a string) or prefix that marks the menu active. @default active when one of its links is */
  activeMatch?: string;
  /** Which end of the navbar the menu sits at. @default 'right' */
  position?: 'left' | 'right';
}

export type NavItemData = NavLinkData | NavGroupData;

export interface SidebarLinkData {
  /** The link's text. */
  text: string;
  /** A route such as `/guide/start`. */
  link: string;
  /** A short badge after the text, such as `new`. @default no badge */
  tag?: string;
}
export interface SidebarGroupData {
  /** The group's heading. */
  text: string;
  /** Links, groups, dividers and section headers, in order. */
  items: SidebarItemData[];
  /** Starts collapsed. @default false */
  collapsed?: boolean;
  /** Offers a toggle that collapses the group. @default true */
  collapsible?: boolean;
  /** Makes the heading a link to this route. @default the heading is no link */
  link?: string;
  /** A short badge after the heading. @default no badge */
  tag?: string;
}
export interface SidebarDividerData {
  /** The line's style. */
  dividerType: 'solid' | 'dashed';
}
export interface SidebarSectionHeaderData {
  /** Text of the header, which is no link. */
  sectionHeaderText: string;
  /** A short badge after the text. @default no badge */
  tag?: string;
}
export type SidebarItemData = SidebarLinkData | SidebarGroupData | SidebarDividerData | SidebarSectionHeaderData;
/** Keys are path prefixes (`/guide/`); the longest matching prefix wins. */
export type SidebarData = Record<string, SidebarItemData[]>;

/** A custom social icon. */
export interface SocialIconMarkup {
  /** The icon's SVG markup. */
  svg: string;
}

export interface SocialLinkData {
  /**
   * A built-in icon, the markup of a custom one, or another name, shown as a plain circle with
   * the name as its label.
   */
  icon: 'github' | 'x' | 'discord' | 'bluesky' | (string & {}) | SocialIconMarkup;
  /** `link` opens `content` as an address; the others show it in a popup as text, an image or HTML. */
  mode: 'link' | 'text' | 'img' | 'dom';
  /** The address, text, image path or HTML, as `mode` says. */
  content: string;
}

/** A dismissible line above the navbar. */
export interface BannerData {
  /** The banner's text. */
  text: string;
  /** Makes the text a link. @default no link */
  link?: string;
  /** Where the reader's dismissal is stored; a new key shows the banner again. @default 'quire-banner-dismissed' */
  storageKey?: string;
}

/** The "Edit this page" link under each page. */
/** `themeConfig.footer`: a line at the bottom of every page (a licence, a copyright). */
export interface FooterData {
  /** The footer's text, shown as it is written (no HTML). */
  message: string;
}

export interface EditLinkData {
  /** Link to the docs folder of the source repository; the language and file path are appended. */
  docRepoBaseUrl: string;
  /** The link's text. @default the theme text `editLinkText` */
  text?: string;
}
