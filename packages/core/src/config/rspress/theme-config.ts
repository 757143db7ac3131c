/**
 * Rspress 2's `themeConfig` in Quire's terms. Rspress prefixes the links of another language's
 * nav and sidebar with that language (`/guide` → `/zh/guide`) and keys its sidebars by full path
 * (`/zh/guide/`); Quire takes links as written and keys sidebars without the language, so the
 * translation does both here, once per language.
 */
import { applyRules, type Rules, same, type Translation, unsupported } from './translation.js';
import type { RspressNav, RspressNavItem, RspressSidebar, RspressSidebarItem, RspressThemeConfig } from './rspress-types.js';

/** The site's languages, its default one, and whether links carry a version (then Rspress adds no prefix). */
export interface LangContext {
  langs: string[];
  defaultLang: string;
  versioned: boolean;
}

const isExternal = (link: string) => /^([a-z][a-z\d+.-]*:|\/\/)/i.test(link);

/** The link as Rspress shows it in `lang`'s nav and sidebar. */
export function linkIn(link: string, lang: string, context: LangContext): string {
  if (lang === context.defaultLang || context.versioned || isExternal(link) || link.startsWith('#')) return link;
  if (link === `/${lang}` || link.startsWith(`/${lang}/`)) return link;
  return `/${lang}${link.startsWith('/') ? '' : '/'}${link}`;
}

/** Keeps the fields Quire has; each other set field is a warning at `field[].name`. */
function pick(item: object, keep: readonly string[], quiet: readonly string[], out: Translation, field: string): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(item)) {
    if (value === undefined || quiet.includes(key)) continue;
    if (keep.includes(key)) kept[key] = value;
    else out.warn(`${field}[].${key}`, 'has no equivalent in Quire’s theme; left out');
  }
  return kept;
}

function navItems(items: RspressNavItem[], lang: string, context: LangContext, out: Translation, field: string): Record<string, unknown>[] {
  return items.map((item) => {
    if (!item.items) {
      const link = pick(item, ['text', 'link', 'tag', 'activeMatch', 'position'], [], out, field);
      return { ...link, link: linkIn(item.link ?? '/', lang, context) };
    }
    const group = pick(item, ['text', 'items', 'tag', 'activeMatch', 'position'], ['link'], out, field);
    if (item.link !== undefined)
      out.warn(`${field}[].link`, 'a menu with its own link: Quire’s menus open on click and have no link of their own; left out');
    if (item.text === undefined) out.warn(`${field}[].text`, 'a menu without text: Quire’s menus need one; "…" used');
    const flat = item.items.flatMap((child) => {
      if (!child.items) return [child];
      out.warn(`${field}[].items[].items`, 'menus inside menus: Quire’s menus hold links only; their links are listed in the outer menu');
      return child.items;
    });
    const { tag: _tag, ...rest } = group;
    if (_tag !== undefined) out.warn(`${field}[].tag`, 'a tag on a menu: Quire shows tags on links only; left out');
    return { ...rest, text: item.text ?? '…', items: navItems(flat, lang, context, out, `${field}[].items`) };
  });
}

function navOf(nav: RspressNav, out: Translation, field: string): RspressNavItem[] {
  if (Array.isArray(nav)) return nav;
  out.warn(field, 'a navbar per version: Quire has one navbar for every version; the first version’s is used');
  return Object.values(nav)[0] ?? [];
}

function sidebarItems(items: RspressSidebarItem[], lang: string, context: LangContext, out: Translation, field: string): Record<string, unknown>[] {
  return items.map((item) => {
    if (item.dividerType !== undefined) return { dividerType: item.dividerType };
    if (item.sectionHeaderText !== undefined) return pick(item, ['sectionHeaderText', 'tag'], [], out, field);
    const quiet = ['_fileKey'];
    if (item.items) {
      const group = pick(item, ['text', 'link', 'tag', 'items', 'collapsed', 'collapsible'], quiet, out, field);
      return {
        ...group,
        ...(item.link !== undefined && { link: linkIn(item.link, lang, context) }),
        items: sidebarItems(item.items, lang, context, out, `${field}[].items`),
      };
    }
    return { ...pick(item, ['text', 'link', 'tag'], quiet, out, field), link: linkIn(item.link ?? '/', lang, context) };
  });
}

function sidebarIn(sidebar: RspressSidebar, lang: string, context: LangContext, out: Translation, field: string): Record<string, unknown> {
  const own = lang === context.defaultLang ? '' : `/${lang}`;
  return Object.fromEntries(
    Object.entries(sidebar).map(([key, items]) => {
      const bare = own && (key === own || key.startsWith(`${own}/`)) ? key.slice(own.length) || '/' : key;
      return [bare, sidebarItems(items, lang, context, out, `${field}["${key}"]`)];
    }),
  );
}

const DARK_MODES: Record<string, boolean | undefined> = { true: true, auto: true, false: false, 'force-light': false, light: true, dark: true };

/** `themeConfig`'s rules; `nav`, `sidebar` and `locales` are translated together after them (`applyThemeConfig`). */
const themeRules: Rules<RspressThemeConfig> = {
  darkMode: (value, out, field) => {
    const mode = DARK_MODES[String(value)];
    if (mode === undefined) return out.warn(field, `"${value}": Quire offers light and dark to the reader or light only; left out`);
    if (value === 'light' || value === 'dark') out.warn(field, `"${value}": Quire starts from the reader’s own preference; the toggle is kept`);
    out.set(field, mode);
  },
  nav: () => {},
  sidebar: () => {},
  locales: () => {},
  editLink: same(),
  lastUpdated: (value, out, field) => {
    if (typeof value === 'object' && value.author !== undefined) out.warn(`${field}.author`, 'Quire shows the date, not the author');
    out.set(field, value !== false);
  },
  socialLinks: (links, out, field) =>
    out.set(
      field,
      links.map((link) => {
        if (link.mode !== 'github-stars') return link;
        out.warn(`${field}[].mode`, '"github-stars": Quire fetches nothing from GitHub; shown as a link');
        return { ...link, mode: 'link' };
      }),
    ),
  // Rspress shows a footer without a message as nothing, which Quire's needs no field for.
  footer: (footer, out, field) => {
    if (footer.message) out.set(field, { message: footer.message });
  },
  search: (value, out) => {
    if (value === false && out.config.search === undefined) out.set('search', false);
  },
  hideNavbar: same(),
  enableContentAnimation: same(),
  enableAppearanceAnimation: unsupported('Quire changes the colour scheme without an animation'),
  enableScrollToTop: same(),
  localeRedirect: (value, out, field) => localeRedirect(value, out, field),
  fallbackHeadingTitle: (on, out, field) => {
    if (on)
      out.warn(
        field,
        'true (Rspress’s default): Quire shows no heading made from the title of a page without an h1; write the page’s h1, ' +
          'and set fallbackHeadingTitle: false to silence this',
      );
  },
  llmsUI: unsupported('Quire’s copy-as-Markdown button is part of its theme and has no options'),
};

export function localeRedirect(value: string, out: Translation, field: string): void {
  if (value === 'only-default-lang') out.warn(field, '"only-default-lang": Quire redirects to any language or none; "auto" used');
  out.set('themeConfig.localeRedirect', value === 'never' ? 'never' : 'auto');
}

/** Translates `themeConfig`, with each language's nav and sidebar as Rspress shows them. */
export function applyThemeConfig(theme: RspressThemeConfig, context: LangContext, out: Translation): void {
  const isRspressField = ([key]: [string, unknown]) => Object.hasOwn(themeRules, key);
  applyRules(Object.fromEntries(Object.entries(theme).filter(isRspressField)), themeRules, out, 'themeConfig');
  // Rspress hands every other field to the site theme as it is, which Quire's `custom` does.
  const own = Object.entries(theme).filter((entry) => !isRspressField(entry) && entry[1] !== undefined);
  if (own.length) out.set('themeConfig.custom', Object.fromEntries(own));
  const { defaultLang, langs } = context;
  if (theme.nav) out.set('themeConfig.nav', navItems(navOf(theme.nav, out, 'themeConfig.nav'), defaultLang, context, out, 'themeConfig.nav'));
  if (theme.sidebar) out.set('themeConfig.sidebar', sidebarIn(theme.sidebar, defaultLang, context, out, 'themeConfig.sidebar'));
  const locales: Record<string, unknown>[] = [];
  for (const lang of langs) {
    const index = theme.locales?.findIndex((l) => l.lang === lang) ?? -1;
    const own = index >= 0 ? theme.locales?.[index] : undefined;
    const at = index >= 0 ? `themeConfig.locales[${index}]` : 'themeConfig';
    const nav = own?.nav ?? theme.nav;
    const sidebar = own?.sidebar ?? theme.sidebar;
    // The default language's shared menus are the site-wide ones already.
    const entry: Record<string, unknown> = { lang };
    if (nav && (own?.nav || lang !== defaultLang)) entry.nav = navItems(navOf(nav, out, `${at}.nav`), lang, context, out, `${at}.nav`);
    if (sidebar && (own?.sidebar || lang !== defaultLang)) entry.sidebar = sidebarIn(sidebar, lang, context, out, `${at}.sidebar`);
    if (own?.label) entry.label = own.label;
    if (Object.keys(entry).length > 1) locales.push(entry);
  }
  if (locales.length) out.set('themeConfig.locales', locales);
}
