/**
 * What a set of routes makes of the site beyond each page: each language's sidebars, the file of
 * each section's sidebar, folder redirects, and a page's translations. Made again whenever the
 * routes change, so nothing here outlives the routes it was read from.
 */
import {
  addSpacePrefix,
  type ContentSpace,
  contentSpaces,
  folderRedirects,
  matchSidebar,
  normalizeRoutePath,
  type PageData,
  removeSpacePrefix,
  type SidebarData,
  type SidebarItemData,
  type SidebarPrevNext,
  sidebarPrevNext,
  siteUiTexts,
  type UiTextTable,
} from '@quire/shared';
import type { I18nTexts } from '../config/types.js';
import type { ResolvedConfig } from '../config/validate.js';
import { foldersToGenerate, withGeneratedSidebars } from '../pages/auto-sidebar.js';
import { devSidebarPartName, type SectionSidebarFiles, type SidebarFile, sidebarFiles } from '../pages/sidebar-file.js';
import { type ContentLayout, spaceRoot } from '../routes/content-layout.js';
import type { RouteRecord } from '../routes/scan.js';
import { sha1 } from '../utils/files.js';

type PageRef = Pick<PageData, 'routePath' | 'lang' | 'version'>;

/** What a build made of the site's sidebars: every space's, and the folders' redirects they give (`SiteStructure.recorded`). */
export interface StructureRecord {
  sidebars: Array<[space: string, sidebars: SidebarData]>;
  redirects: Record<string, string>;
}

export class SiteStructure {
  private readonly sidebars = new Map<string, SidebarData>();
  private readonly sidebarFiles = new Map<string, SectionSidebarFiles | undefined>();
  private readonly devSidebarFiles = new Map<string, SectionSidebarFiles | undefined>();
  private readonly prevNexts = new Map<string, ReadonlyMap<string, SidebarPrevNext>>();
  private readonly pageSidebars = new Map<string, { key: string; items: SidebarItemData[] } | undefined>();
  private readonly sectionKeys = new Map<string, string>();
  private layoutText?: string;
  private crossPageText?: string;
  private routePathSet?: Set<string>;
  private routesByPath?: Map<string, string>;
  private redirects?: Record<string, string>;

  constructor(
    private readonly config: ResolvedConfig,
    private readonly folders: {
      projectRoot: string;
      layout: ContentLayout;
      readonly i18n: I18nTexts;
      /** A page's title for a generated sidebar, when known without reading its file (`SidebarContext.titleOf`). */
      sidebarTitleOf?(file: string): string | undefined;
      /** Dev reads a generated section's titles when the section is first asked for; a build, which asks for all, at once. */
      readonly dev?: boolean;
    },
    readonly routes: readonly RouteRecord[],
  ) {}

  /** The interface texts of the site's languages: the built-in ones under the texts the last scan gathered (`site-texts.ts`). */
  uiTexts(): UiTextTable {
    return siteUiTexts(this.config.langs, this.folders.i18n);
  }

  /** A space's sidebars (a language's, in a version): the configured ones, plus one generated per folder the config leaves out. */
  sidebarsFor(space: ContentSpace): SidebarData {
    const { lang } = space;
    const id = `${space.version}\0${lang}`;
    let sidebars = this.sidebars.get(id);
    if (!sidebars) {
      const configured = translateSidebars(this.configuredSidebars(lang), lang, this.uiTexts());
      const { layout, projectRoot, i18n } = this.folders;
      const titleOf = (file: string) => this.folders.sidebarTitleOf?.(file);
      const titles = this.folders.dev === false ? 'at once' : 'when asked';
      sidebars = withGeneratedSidebars(configured, spaceRoot(layout, space), { ...layout, projectRoot, i18n, titleOf, titles });
      this.sidebars.set(id, sidebars);
    }
    return sidebars;
  }

  /** The sidebars the config gives a language, as written. */
  private configuredSidebars(lang: string): SidebarData {
    const theme = this.config.themeConfig;
    const locale = theme.locales?.find((l) => l.lang === lang);
    return (locale?.sidebar ?? theme.sidebar ?? {}) as SidebarData;
  }

  /** Whether a space has a sidebar generated from its folders, whose pages' titles are worth keeping while their texts are read. */
  generatesSidebars(): boolean {
    const { layout } = this.folders;
    return contentSpaces(layout).some((space) => foldersToGenerate(this.configuredSidebars(space.lang), spaceRoot(layout, space)).length > 0);
  }

  /**
   * The sidebar a page shows: the one whose key is the longest prefix of its path. Found once per
   * page: a build asks for every page's several times (its script, its document, the sidebar files).
   */
  sidebarOf(page: PageRef): { key: string; items: SidebarItemData[] } | undefined {
    const id = `${page.version}\0${page.lang}\0${page.routePath}`;
    if (!this.pageSidebars.has(id)) {
      this.pageSidebars.set(id, matchSidebar(this.sidebarsFor(page), removeSpacePrefix(page.routePath, page, this.folders.layout)));
    }
    return this.pageSidebars.get(id);
  }

  /** The files of the sidebar a page shows (build), written once per section. */
  sidebarFileOf(page: PageRef): SectionSidebarFiles | undefined {
    const sidebar = this.sidebarOf(page);
    const id = `${page.version}\0${page.lang}\0${sidebar?.key}`;
    if (!this.sidebarFiles.has(id)) this.sidebarFiles.set(id, sidebar && sidebarFiles(page.lang, sidebar));
    return this.sidebarFiles.get(id);
  }

  /** The dev server's files of a space's section (`key`), its groups named by the section (`devSidebarPartName`); undefined when there is no such section. */
  devSidebarFilesIn(space: ContentSpace, key: string): SectionSidebarFiles | undefined {
    const id = `${space.version}\0${space.lang}\0${key}`;
    if (!this.devSidebarFiles.has(id)) {
      const sidebars = this.sidebarsFor(space);
      const sidebar = Object.hasOwn(sidebars, key) ? { key, items: sidebars[key] } : undefined;
      this.devSidebarFiles.set(id, sidebar && sidebarFiles(space.lang, sidebar, devSidebarPartName(space, key)));
    }
    return this.devSidebarFiles.get(id);
  }

  /** The files of its split section's groups that hold the page (build); undefined when its section is not split. */
  sidebarPartsOf(page: PageRef): string[] | undefined {
    const held = this.sidebarFileOf(page)?.partsOf.get(this.barePath(page));
    return held && [...held];
  }

  /** The page's previous and next links in its section's sidebar; undefined when it has no sidebar. */
  prevNextOf(page: PageRef): SidebarPrevNext | undefined {
    const sidebar = this.sidebarOf(page);
    if (!sidebar) return undefined;
    const id = `${page.version}\0${page.lang}\0${sidebar.key}`;
    let byPath = this.prevNexts.get(id);
    if (!byPath) {
      byPath = sidebarPrevNext(sidebar.items);
      this.prevNexts.set(id, byPath);
    }
    return byPath.get(this.barePath(page)) ?? {};
  }

  /**
   * A key of everything the page's sidebar gives it (its section's file and parts, its neighbours): the sha1 of the
   * sidebar it shows with its language, made once per section, so a changed section changes its own pages' keys alone.
   */
  sidebarKeyOf(page: PageRef): string {
    const sidebar = this.sidebarOf(page);
    if (!sidebar) return 'none';
    const id = `${page.version}\0${page.lang}\0${sidebar.key}`;
    let key = this.sectionKeys.get(id);
    if (key === undefined) {
      key = sha1(JSON.stringify([page.lang, sidebar]));
      this.sectionKeys.set(id, key);
    }
    return key;
  }

  /**
   * A key of everything any page's data takes from other pages (`pageDataFromOthers`): the layout, the routes, every
   * space's sidebars and the folders' redirects. While it is the last build's, a page whose own data is unchanged takes
   * the same fields from the others (an overview page aside: its groups are other pages' own data). Made once.
   */
  crossPageKey(): string {
    this.crossPageText ??= sha1(
      JSON.stringify([
        this.layoutKey(),
        this.routes.map((r) => `${r.routePath}\0${r.lang}\0${r.version}`).join('\n'),
        contentSpaces(this.folders.layout).map((space) => this.sidebarsFor(space)),
        this.folderRedirects(),
      ]),
    );
    return this.crossPageText;
  }

  /** The site's languages and versions as the structure reads them: what a page's path in its sidebar's terms depends on. */
  layoutKey(): string {
    const { langs, defaultLang, versions, defaultVersion } = this.folders.layout;
    this.layoutText ??= JSON.stringify([this.config.langs, langs, defaultLang, versions, defaultVersion]);
    return this.layoutText;
  }

  /** The page's path in its sidebar's terms: without its version and language, normalized. */
  barePath(page: PageRef): string {
    return normalizeRoutePath(removeSpacePrefix(page.routePath, page, this.folders.layout));
  }

  /** Every sidebar file some route shows, each once, the split sections' parts included. */
  allSidebarFiles(): SidebarFile[] {
    const files = new Map<string, SidebarFile>();
    for (const route of this.routes) {
      const found = this.sidebarFileOf(route);
      if (!found || files.has(found.file)) continue;
      files.set(found.file, found);
      for (const part of found.parts) files.set(part.file, part);
    }
    return [...files.values()];
  }

  /** Every space's sidebars and the folders' redirects, for the next build to take when an edit cannot change them. */
  recorded(): StructureRecord {
    const redirects = this.folderRedirects();
    return { sidebars: [...this.sidebars], redirects };
  }

  /**
   * Takes the sidebars and redirects the last build made (`recorded`) for those not made yet, for a build whose edits
   * left every page's title, frontmatter and place as they were, and every other file of the project (`pipeline/text-edits.ts`).
   */
  takeRecorded({ sidebars, redirects }: StructureRecord): void {
    for (const [space, sidebar] of sidebars) if (!this.sidebars.has(space)) this.sidebars.set(space, sidebar);
    this.redirects ??= redirects;
  }

  /** Folders without an index page → the first page of the folder in its sidebar (redirect pages, dev server, client router). */
  folderRedirects(): Record<string, string> {
    this.redirects ??= folderRedirects({ routes: this.routes, sidebarsFor: (space) => this.sidebarsFor(space), layout: this.folders.layout });
    return this.redirects;
  }

  /** The routes of the same page in the other versions, in its language. */
  versionsOf(page: PageRef): Array<{ version: string; routePath: string }> {
    const layout = this.folders.layout;
    const bare = removeSpacePrefix(page.routePath, page, layout);
    const paths = this.routeByPath();
    return layout.versions
      .filter((version) => version !== page.version)
      .map((version) => ({ version, routePath: addSpacePrefix(bare, { version, lang: page.lang }, layout) }))
      .filter((t) => paths.has(normalizeRoutePath(t.routePath)));
  }

  /** For a page of an old version: the same page in the default version, else its nearest parent there that exists (a folder that redirects counts). */
  latestOf(page: PageRef): string | undefined {
    const layout = this.folders.layout;
    if (layout.versions.length === 0 || page.version === layout.defaultVersion) return undefined;
    const latest = { version: layout.defaultVersion, lang: page.lang };
    const parts = normalizeRoutePath(removeSpacePrefix(page.routePath, page, layout))
      .split('/')
      .filter(Boolean);
    const redirects = this.folderRedirects();
    for (let depth = parts.length; depth > 0; depth--) {
      const candidate = addSpacePrefix(`/${parts.slice(0, depth).join('/')}`, latest, layout);
      const route = this.routeByPath().get(candidate);
      if (route) return route;
      if (Object.hasOwn(redirects, `${candidate}/`)) return `${candidate}/`;
    }
    return addSpacePrefix('/', latest, layout);
  }

  /** Each route by its normalized path (`/guide/` under `/guide`). */
  private routeByPath(): Map<string, string> {
    this.routesByPath ??= new Map(this.routes.map((r) => [normalizeRoutePath(r.routePath), r.routePath]));
    return this.routesByPath;
  }

  /** The routes of the same page in the other languages, in its version. */
  translationsOf(page: PageRef): Array<{ lang: string; routePath: string }> {
    const layout = this.folders.layout;
    const bare = removeSpacePrefix(page.routePath, page, layout);
    this.routePathSet ??= new Set(this.routes.map((r) => r.routePath));
    const paths = this.routePathSet;
    return this.config.langs
      .filter((lang) => lang !== page.lang)
      .map((lang) => ({ lang, routePath: addSpacePrefix(bare, { version: page.version, lang }, layout) }))
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
