/**
 * Rspress 2 names the parts of its layout that a site theme replaces by exporting a component
 * under the part's name; some of Quire's parts have other names. This maps each Rspress part name
 * a site theme exports to Quire's part, and refuses the names of parts Quire has no place for,
 * so that an override written for Rspress is never silently ignored.
 */
import type { SourcePosition } from '../utils/errors.js';

/** Rspress's part name → the name Quire's layout draws that part under (`@theme`). */
export const RSPRESS_PART_ALIASES: Readonly<Record<string, string>> = {
  PrevNextPage: 'PrevNext',
  HomeLayout: 'Home',
  HomeFeature: 'HomeFeatures',
  NotFoundLayout: 'NotFound',
  SwitchAppearance: 'ThemeToggle',
};

/**
 * Rspress's parts that Quire's layout has under the same name, so a site theme's export of one
 * replaces it as it does in Rspress.
 */
export const RSPRESS_PARTS_SAME_NAME = [
  'Banner',
  'DocFooter',
  'HomeHero',
  'Layout',
  'Nav',
  'NavTitle',
  'Outline',
  'Overview',
  'SearchButton',
  'Sidebar',
  'SocialLinks',
] as const;

const COPY_MARKDOWN = 'the button that copies the page as Markdown is `CopyMarkdown`; export that';

/** Rspress's parts Quire draws no part for, each with what to export or set instead. */
export const RSPRESS_PARTS_WITHOUT_SLOT: Readonly<Record<string, string>> = {
  EditLink: 'the edit link is part of `DocFooter` (`themeConfig.editLink`); export `DocFooter`, or copy it with `quire eject DocFooter`',
  LastUpdated: 'the date is part of `DocFooter` (`themeConfig.lastUpdated`); export `DocFooter`, or copy it with `quire eject DocFooter`',
  HomeFooter:
    'Quire draws one footer on every page, `Footer` (`themeConfig.footer`); export `Footer` (it can test `usePageData().pageType === "home"` to draw only on the home page)',
  HomeBackground: 'the home page has no background part; style `.q-home` in the theme’s CSS, or pass content to the `Layout` slot `beforeHero`',
  DocLayout: 'the `Layout` draws doc pages; pass its slots (`beforeDoc`, `afterDocContent`…) or export `Layout`',
  DocContent:
    'a page’s content is drawn by the runtime; pass the `Layout` slots `beforeDocContent` / `afterDocContent`, or map elements with `components`',
  Root: 'wrap the `Layout` in a provider in the site theme (`export const Layout = () => <P><BasicLayout /></P>`)',
  Search: 'Quire’s search is `SearchButton` (the navbar’s button) and `SearchLauncher` (the dialog); export those',
  SearchPanel: 'the search dialog is `SearchLauncher`; export that',
  Toc: 'the list of headings is part of `Outline`; export `Outline`',
  NavHamburger: 'the phone’s menu is part of `Nav`; export `Nav`',
  SidebarList: 'the sidebar’s links are part of `Sidebar`; export `Sidebar`',
  ReadPercent: 'Quire draws no reading progress; pass it to a `Layout` slot (`beforeOutline`)',
  LlmsContainer: COPY_MARKDOWN,
  LlmsCopyButton: COPY_MARKDOWN,
  LlmsCopyRow: COPY_MARKDOWN,
  LlmsOpenRow: COPY_MARKDOWN,
  LlmsViewOptions: COPY_MARKDOWN,
};

/** A value a site theme's own modules export (types left out). */
export interface ThemeExport {
  /** The name it is exported under. */
  name: string;
  /** The binding or the imported name it exports (`export { A as B }` → A). */
  local: string;
  /** The module it is re-exported from, as the entry names it; undefined for the entry's own binding. */
  from?: string;
  /** The file and place of the export statement that names it. */
  file: string;
  position: SourcePosition;
}

export interface PartAlias {
  /** Quire's part name the export is also given. */
  part: string;
  source: ThemeExport;
}

export interface PartProblem {
  file: string;
  position: SourcePosition;
  reason: string;
}

/** Which exports of a site theme also become Quire's parts, and which names are refused. */
export function planThemeParts(exports: readonly ThemeExport[]): { aliases: PartAlias[]; problems: PartProblem[] } {
  const aliases: PartAlias[] = [];
  const problems: PartProblem[] = [];
  const byName = new Map(exports.map((entry) => [entry.name, entry]));
  for (const entry of exports) {
    const instead = Object.hasOwn(RSPRESS_PARTS_WITHOUT_SLOT, entry.name) ? RSPRESS_PARTS_WITHOUT_SLOT[entry.name] : undefined;
    if (instead) {
      problems.push({
        file: entry.file,
        position: entry.position,
        reason: `the site theme exports "${entry.name}", Rspress's name for a part Quire's layout has no place for, so it would never be drawn: ${instead}`,
      });
      continue;
    }
    const part = Object.hasOwn(RSPRESS_PART_ALIASES, entry.name) ? RSPRESS_PART_ALIASES[entry.name] : undefined;
    if (!part) continue;
    const own = byName.get(part);
    if (own) {
      problems.push({
        file: entry.file,
        position: entry.position,
        reason: `the site theme exports both "${entry.name}" (Rspress's name) and "${part}" (Quire's name) for the same part; export one of them`,
      });
      continue;
    }
    aliases.push({ part, source: entry });
  }
  return { aliases, problems };
}

/** The statements that export each alias under Quire's part name, appended to the theme entry. */
export function aliasStatements(aliases: readonly PartAlias[]): string {
  return aliases
    .map(({ part, source }) => `export { ${source.local} as ${part} }${source.from === undefined ? '' : ` from ${JSON.stringify(source.from)}`};\n`)
    .join('');
}
