/**
 * What a set of routes makes of the site beyond each page: each language's sidebars, the file of
 * each section's sidebar, folder redirects, and a page's translations. Made again whenever the
 * routes change, so nothing here outlives the routes it was read from.
 */
import {
  addLangPrefix,
  folderRedirects,
  matchSidebar,
  type PageData,
  removeLangPrefix,
  type SidebarData,
  type SidebarItemData,
  siteUiTexts,
  type UiTextTable,
} from '@quire/runtime/shared';
import type { I18nTexts } from '../config/types.js';
import type { ResolvedConfig } from '../config/validate.js';
import { withGeneratedSidebars } from '../pages/auto-sidebar.js';
import { type SidebarFile, sidebarFile } from '../pages/sidebar-file.js';
import { type ContentLayout, langRoot } from '../routes/content-layout.js';
import type { RouteRecord } from '../routes/scan.js';

type PageRef = Pick<PageData, 'routePath' | 'lang'>;

export class SiteStructure {
  private readonly sidebars = new Map<string, SidebarData>();
  private readonly sidebarFiles = new Map<string, SidebarFile | undefined>();
  private routePathSet?: Set<string>;
  private redirects?: Record<string, string>;

  constructor(
    private readonly config: ResolvedConfig,
    private readonly folders: { projectRoot: string; layout: ContentLayout; readonly i18n: I18nTexts },
    readonly routes: readonly RouteRecord[],
  ) {}

  /** The interface texts of the site's languages: the built-in ones under the texts the last scan gathered (`site-texts.ts`). */
  uiTexts(): UiTextTable {
    return siteUiTexts(this.config.langs, this.folders.i18n);
  }

  /** A language's sidebars: the configured ones, plus one generated per folder the config leaves out. */
  sidebarsFor(lang: string): SidebarData {
    let sidebars = this.sidebars.get(lang);
    if (!sidebars) {
      const theme = this.config.themeConfig;
      const locale = theme.locales?.find((l) => l.lang === lang);
      const configured = translateSidebars((locale?.sidebar ?? theme.sidebar ?? {}) as SidebarData, lang, this.uiTexts());
      const { layout, projectRoot, i18n } = this.folders;
      sidebars = withGeneratedSidebars(configured, langRoot(layout, lang), { ...layout, projectRoot, i18n });
      this.sidebars.set(lang, sidebars);
    }
    return sidebars;
  }

  /** The sidebar a page shows: the one whose key is the longest prefix of its path. */
  sidebarOf(page: PageRef): { key: string; items: SidebarItemData[] } | undefined {
    return matchSidebar(this.sidebarsFor(page.lang), removeLangPrefix(page.routePath, page.lang, this.config.lang));
  }

  /** The file of the sidebar a page shows (build), written once per section. */
  sidebarFileOf(page: PageRef): SidebarFile | undefined {
    const sidebar = this.sidebarOf(page);
    const id = `${page.lang}\0${sidebar?.key}`;
    if (!this.sidebarFiles.has(id)) this.sidebarFiles.set(id, sidebar && sidebarFile(page.lang, sidebar));
    return this.sidebarFiles.get(id);
  }

  /** Every sidebar file some route shows, each once. */
  allSidebarFiles(): SidebarFile[] {
    const files = new Map<string, SidebarFile>();
    for (const route of this.routes) {
      const found = this.sidebarFileOf(route);
      if (found) files.set(found.file, found);
    }
    return [...files.values()];
  }

  /** Folders without an index page → the first page of the folder in its sidebar (redirect pages, dev server, client router). */
  folderRedirects(): Record<string, string> {
    this.redirects ??= folderRedirects({ routes: this.routes, sidebarsFor: (lang) => this.sidebarsFor(lang), defaultLang: this.config.lang });
    return this.redirects;
  }

  /** The routes of the same page in the other languages. */
  translationsOf(page: PageRef): Array<{ lang: string; routePath: string }> {
    const bare = removeLangPrefix(page.routePath, page.lang, this.config.lang);
    this.routePathSet ??= new Set(this.routes.map((r) => r.routePath));
    const paths = this.routePathSet;
    return this.config.langs
      .filter((lang) => lang !== page.lang)
      .map((lang) => ({ lang, routePath: addLangPrefix(bare, lang, this.config.lang) }))
      .filter((t) => paths.has(t.routePath));
  }
}

/** A configured sidebar's text that is a key of the site's texts (`i18n.json`) reads as that key's text in the language. */
function translateSidebars(sidebars: SidebarData, lang: string, texts: UiTextTable): SidebarData {
  const inLang = texts[lang] ?? {};
  const translate = (text: string) => (Object.hasOwn(inLang, text) ? inLang[text] : text);
  const items = (list: SidebarItemData[]): SidebarItemData[] =>
    list.map((item) => {
      if ('sectionHeaderText' in item) return { ...item, sectionHeaderText: translate(item.sectionHeaderText) };
      if (!('text' in item)) return item;
      return 'items' in item ? { ...item, text: translate(item.text), items: items(item.items) } : { ...item, text: translate(item.text) };
    });
  return Object.fromEntries(Object.entries(sidebars).map(([key, list]) => [key, items(list)]));
}
