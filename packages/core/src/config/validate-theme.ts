/** Checks `themeConfig`: every field the default theme reads, and no other. */
import type { Checker, Fields } from './checker.js';
import {
  BANNER_FIELDS,
  EDIT_LINK_FIELDS,
  NAV_ITEM_FIELDS,
  SIDEBAR_DIVIDER_FIELDS,
  SIDEBAR_ITEM_FIELDS,
  SIDEBAR_SECTION_HEADER_FIELDS,
  SOCIAL_ICON_FIELDS,
  SOCIAL_LINK_FIELDS,
  THEME_FIELDS,
  THEME_LOCALE_FIELDS,
  THEME_TEXT_FIELDS,
} from './fields.js';
import type { ThemeConfig } from './types.js';

function checkNav(c: Checker, nav: unknown, field: string): void {
  c.array(nav, field).forEach((raw, i) => {
    const f = `${field}[${i}]`;
    const item = c.fields(raw, f, NAV_ITEM_FIELDS);
    c.string(item.text, `${f}.text`);
    if ('items' in item) checkNav(c, item.items, `${f}.items`);
    else c.string(item.link, `${f}.link`);
    c.oneOf(item.position, ['left', 'right'] as const, `${f}.position`);
    for (const key of ['activeMatch', 'tag', 'rightIcon'] as const) c.optionalString(item[key], `${f}.${key}`);
  });
}

function checkSidebarItems(c: Checker, items: unknown, field: string): void {
  c.array(items, field).forEach((raw, i) => {
    const f = `${field}[${i}]`;
    const object = c.object(raw, f);
    if ('dividerType' in object) {
      const item = c.onlyFields(object, f, SIDEBAR_DIVIDER_FIELDS);
      c.oneOf(item.dividerType, ['solid', 'dashed'] as const, `${f}.dividerType`);
    } else if ('sectionHeaderText' in object) {
      const item = c.onlyFields(object, f, SIDEBAR_SECTION_HEADER_FIELDS);
      c.string(item.sectionHeaderText, `${f}.sectionHeaderText`);
      c.optionalString(item.tag, `${f}.tag`);
    } else {
      const item = c.onlyFields(object, f, SIDEBAR_ITEM_FIELDS);
      c.string(item.text, `${f}.text`);
      if ('items' in item) {
        checkSidebarItems(c, item.items, `${f}.items`);
        c.optionalString(item.link, `${f}.link`);
      } else c.string(item.link, `${f}.link`);
      c.optionalString(item.tag, `${f}.tag`);
      c.optionalBoolean(item.collapsed, `${f}.collapsed`);
      c.optionalBoolean(item.collapsible, `${f}.collapsible`);
    }
  });
}

function checkSidebar(c: Checker, sidebar: unknown, field: string): void {
  const map = c.object(sidebar, field);
  for (const [key, items] of Object.entries(map)) {
    if (!key.startsWith('/')) c.fail(`${field}["${key}"]`, 'must be a path prefix starting with "/"');
    checkSidebarItems(c, items, `${field}["${key}"]`);
  }
}

function checkEditLink(c: Checker, raw: unknown, field: string): void {
  const e = c.fields(raw, field, EDIT_LINK_FIELDS);
  c.string(e.docRepoBaseUrl, `${field}.docRepoBaseUrl`);
  c.optionalString(e.text, `${field}.text`);
}

function checkBanner(c: Checker, raw: unknown, field: string): void {
  const b = c.fields(raw, field, BANNER_FIELDS);
  c.string(b.text, `${field}.text`);
  c.optionalString(b.link, `${field}.link`);
  c.optionalString(b.storageKey, `${field}.storageKey`);
}

type SharedField = 'nav' | 'sidebar' | 'editLink' | 'banner' | (typeof THEME_TEXT_FIELDS)[number];

/** The fields the site-wide theme config and each language's share: menus, texts, edit link, banner. */
function checkShared(c: Checker, t: Fields<SharedField>, field: string): void {
  if (t.nav !== undefined) checkNav(c, t.nav, `${field}.nav`);
  if (t.sidebar !== undefined) checkSidebar(c, t.sidebar, `${field}.sidebar`);
  if (t.editLink !== undefined) checkEditLink(c, t.editLink, `${field}.editLink`);
  if (t.banner !== undefined) checkBanner(c, t.banner, `${field}.banner`);
  for (const key of THEME_TEXT_FIELDS) c.optionalString(t[key], `${field}.${key}`);
}

function checkSocialLinks(c: Checker, raw: unknown, field: string): void {
  c.array(raw, field).forEach((entry, i) => {
    const f = `${field}[${i}]`;
    const s = c.fields(entry, f, SOCIAL_LINK_FIELDS);
    if (typeof s.icon === 'string' || s.icon === undefined) c.string(s.icon, `${f}.icon`);
    else c.string(c.fields(s.icon, `${f}.icon`, SOCIAL_ICON_FIELDS).svg, `${f}.icon.svg`);
    c.oneOf(s.mode, ['link', 'text', 'img', 'dom'] as const, `${f}.mode`);
    c.string(s.content, `${f}.content`);
  });
}

export function checkTheme(c: Checker, raw: unknown, langs: readonly string[]): ThemeConfig {
  if (raw === undefined) return {};
  const t = c.fields(raw, 'themeConfig', THEME_FIELDS);
  checkShared(c, t, 'themeConfig');
  c.oneOf(t.hideNavbar, ['always', 'auto', 'never'] as const, 'themeConfig.hideNavbar');
  c.oneOf(t.localeRedirect, ['auto', 'never'] as const, 'themeConfig.localeRedirect');
  for (const key of ['lastUpdated', 'enableScrollToTop', 'enableContentAnimation', 'darkMode', 'fallbackHeadingTitle'] as const) {
    c.optionalBoolean(t[key], `themeConfig.${key}`);
  }
  if (t.socialLinks !== undefined) checkSocialLinks(c, t.socialLinks, 'themeConfig.socialLinks');
  if (t.locales !== undefined) {
    c.array(t.locales, 'themeConfig.locales').forEach((entry, i) => {
      const f = `themeConfig.locales[${i}]`;
      const l = c.fields(entry, f, THEME_LOCALE_FIELDS);
      const lang = c.string(l.lang, `${f}.lang`);
      c.optionalString(l.label, `${f}.label`);
      checkShared(c, l, f);
      // The theme would ignore the texts and menus of a language the site does not have.
      if (!langs.includes(lang)) c.fail(`${f}.lang`, `must be one of the locales (${langs.join(', ')}), got "${lang}"`);
    });
  }
  return t as ThemeConfig;
}
