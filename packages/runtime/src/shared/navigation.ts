/**
 * The shapes of navbar, sidebar and social link items, as the site config writes them and the
 * theme reads them. Types only, so that any shared module can use them without importing code.
 */

export interface NavLinkData {
  text: string;
  link: string;
  /** Regular expression (as a string) or prefix that marks the item active. */
  activeMatch?: string;
  tag?: string;
  rightIcon?: string;
  /** @default 'right' */
  position?: 'left' | 'right';
}

export interface NavGroupData {
  text: string;
  items: NavLinkData[];
  activeMatch?: string;
  position?: 'left' | 'right';
}

export type NavItemData = NavLinkData | NavGroupData;

export interface SidebarLinkData {
  text: string;
  link: string;
  tag?: string;
}
export interface SidebarGroupData {
  text: string;
  items: SidebarItemData[];
  /** Starts collapsed. @default false */
  collapsed?: boolean;
  collapsible?: boolean;
  link?: string;
  tag?: string;
}
export interface SidebarDividerData {
  dividerType: 'solid' | 'dashed';
}
export interface SidebarSectionHeaderData {
  sectionHeaderText: string;
  tag?: string;
}
export type SidebarItemData = SidebarLinkData | SidebarGroupData | SidebarDividerData | SidebarSectionHeaderData;
/** Keys are path prefixes (`/guide/`); the longest matching prefix wins. */
export type SidebarData = Record<string, SidebarItemData[]>;

export interface SocialLinkData {
  /** A built-in icon, or the markup of a custom one. */
  icon: 'github' | 'x' | 'discord' | 'bluesky' | { svg: string };
  /** `link` opens `content` as an address; the others show it in a popup as text, an image or HTML. */
  mode: 'link' | 'text' | 'img' | 'dom';
  content: string;
}
