/**
 * A section's sidebar as JSON files of its own in a build (see `pageData.sidebarFile`): every page
 * of the section names the same file, whose name changes with its content, so browsers cache it
 * across pages and a changed sidebar is a new file. A long section's file holds its top-level
 * groups' titles, each group's entries in a file of its own (`sidebarParts`), a long group's in runs of
 * `SIDEBAR_PART_ENTRIES`, so what a navigation or an opened group reads grows neither with the section nor with the group.
 */
import {
  type ContentSpace,
  DEV_SIDEBAR_PATH,
  flattenSidebar,
  isSidebarGroup,
  normalizeRoutePath,
  type PageSidebar,
  SIDEBAR_PART_ENTRIES,
  type SidebarGroupData,
  type SidebarItemData,
  type SidebarLinkData,
  WINDOW_RADIUS,
  WINDOWED_LIST_ENTRIES,
} from '@quire/shared';
import { sha1 } from '../utils/files.js';

export interface SidebarFile {
  /** Path relative to the output root, such as `static/sidebar/en.1a2b3c4d5e.json`. */
  file: string;
  json: string;
}

/** A section's sidebar file and the files of the groups it was split into. */
export interface SectionSidebarFiles extends SidebarFile {
  parts: SidebarFile[];
  /** The parts holding each page's link, by its normalized path; empty when the section is not split. */
  partsOf: ReadonlyMap<string, readonly string[]>;
}

/**
 * A section with more links than this is split. The theme draws such a section's far groups closed
 * and empty (`FULL_SIDEBAR_LINKS` of its `pruned-groups.ts`, the same number), so a page never draws a split group's entries unread.
 */
export const SPLIT_SIDEBAR_LINKS = 150;

/** How a section's files are named from their content: a build's files, or the dev server's answers (`devSidebarPartName`). */
export type SidebarFileName = (json: string) => string;

/** A build's name: the language only makes it readable; the hash makes it unique. */
export function builtSidebarFileName(lang: string): SidebarFileName {
  const label = lang.replace(/[^\w-]/g, '_') || 'root';
  return (json) => `static/sidebar/${label}.${sha1(json).slice(0, 10)}.json`;
}

/** `value` as a file, named from its JSON. */
function fileOf(name: SidebarFileName, value: unknown): SidebarFile {
  const json = JSON.stringify(value);
  return { file: name(json), json };
}

/** A group that may go to a file of its own: one drawn open on every page (`collapsible: false`) stays in the section's file. */
function isCollapsibleGroup(item: SidebarItemData): item is SidebarGroupData {
  return isSidebarGroup(item) && item.collapsible !== false;
}

/** What a split group becomes: its stub in the section's file, and for each page it links, the files that page reads. */
interface SplitGroup {
  stub: SidebarItemData;
  files: SidebarFile[];
  filesOf: Array<{ link: string; files: readonly string[] }>;
}

/** A group of at most `WINDOWED_LIST_ENTRIES` entries, which a page draws whole: one file. */
function wholeGroup(name: SidebarFileName, group: SidebarGroupData, links: readonly SidebarLinkData[]): SplitGroup {
  const part = fileOf(name, group.items);
  // Its first and last links: what a page draws of a group it leaves closed, or of one in a long list's gap (the theme's `sidebar-html.ts`).
  const ends = links.length > 1 ? [links[0], links[links.length - 1]] : [...links];
  const stub: SidebarGroupData & { part: string } = { ...group, items: ends, part: part.file };
  const held = group.link === undefined ? links : [{ text: group.text, link: group.link }, ...links];
  return { stub, files: [part], filesOf: held.map(({ link }) => ({ link, files: [part.file] })) };
}

/**
 * The runs a page reads of a long group whose entry `at` holds it (-1: the group's own link): those the theme's window
 * around that entry draws, with the link of the gap on each side (`list-window.ts` of the theme), and the first and last entries.
 */
function runsAround(at: number, entries: number): number[] {
  const centre = Math.max(0, at);
  const from = Math.max(0, centre - WINDOW_RADIUS - 1);
  const to = Math.min(entries - 1, centre + WINDOW_RADIUS + 1);
  const runs = new Set([0, Math.floor((entries - 1) / SIDEBAR_PART_ENTRIES)]);
  for (let run = Math.floor(from / SIDEBAR_PART_ENTRIES); run <= Math.floor(to / SIDEBAR_PART_ENTRIES); run++) runs.add(run);
  return [...runs].sort((a, b) => a - b);
}

/** A longer group (`entryLinks`: each entry's links): its entries in runs of `SIDEBAR_PART_ENTRIES`, so what a page reads of it does not grow with it. */
function longGroup(
  name: SidebarFileName,
  group: SidebarGroupData,
  entryLinks: readonly SidebarLinkData[][],
  links: readonly SidebarLinkData[],
): SplitGroup {
  const entries = group.items.length;
  const files: SidebarFile[] = [];
  for (let from = 0; from < entries; from += SIDEBAR_PART_ENTRIES) files.push(fileOf(name, group.items.slice(from, from + SIDEBAR_PART_ENTRIES)));
  const names = files.map((file) => file.file);
  const stub: SidebarGroupData & { part: string; parts: string[]; entries: number } = {
    ...group,
    items: [links[0], links[links.length - 1]],
    part: names[0],
    parts: names,
    entries,
  };
  const filesOf: SplitGroup['filesOf'] = [];
  if (group.link !== undefined) filesOf.push({ link: group.link, files: runsAround(-1, entries).map((run) => names[run]) });
  entryLinks.forEach((held, at) => {
    const read = runsAround(at, entries).map((run) => names[run]);
    for (const { link } of held) filesOf.push({ link, files: read });
  });
  return { stub, files, filesOf };
}

/** A section's files; `name` names each from its content (the section's own file too). */
export function sidebarFiles(lang: string, sidebar: PageSidebar, name: SidebarFileName = builtSidebarFileName(lang)): SectionSidebarFiles {
  if (flattenSidebar(sidebar.items).length <= SPLIT_SIDEBAR_LINKS) return { ...fileOf(name, sidebar), parts: [], partsOf: new Map() };
  const parts: SidebarFile[] = [];
  const partsOf = new Map<string, string[]>();
  const items = sidebar.items.map((item): SidebarItemData => {
    if (!isCollapsibleGroup(item)) return item;
    // One walk of the group: each entry's links, which together are the group's in reading order.
    const entryLinks = item.items.map((entry) => flattenSidebar([entry]));
    const links = entryLinks.flat();
    // A group without links is too small to be worth a request.
    if (links.length === 0) return item;
    const split = item.items.length > WINDOWED_LIST_ENTRIES ? longGroup(name, item, entryLinks, links) : wholeGroup(name, item, links);
    parts.push(...split.files);
    for (const { link, files } of split.filesOf) {
      const key = normalizeRoutePath(link);
      const known = partsOf.get(key) ?? [];
      const added = files.filter((file) => !known.includes(file));
      if (added.length) partsOf.set(key, [...known, ...added]);
    }
    return split.stub;
  });
  return { ...fileOf(name, { key: sidebar.key, items }), parts, partsOf };
}

/** A section's sidebar as one file, not split. */
export function sidebarFile(lang: string, sidebar: PageSidebar): SidebarFile {
  return fileOf(builtSidebarFileName(lang), sidebar);
}

/**
 * The dev server's name for a section's sidebar: by the section, not its content, so a page's module still names the
 * right file after a page elsewhere changed the sidebar; the server answers it from the current routes.
 */
export function devSidebarFile(space: ContentSpace, key: string): string {
  const query = new URLSearchParams({ version: space.version, lang: space.lang, key });
  return `${DEV_SIDEBAR_PATH.slice(1)}?${query}`;
}

/**
 * The dev server's name for the groups of a section that hold a page (`pageData.sidebarParts` in dev): by the page,
 * not by the groups' content, so a page's module still names what it reads after the section changed; the server
 * answers it with those groups' files under their current names (`SidebarPartsAnswer`).
 */
export function devSidebarPartsFile(space: ContentSpace, key: string, barePath: string): string {
  return `${devSidebarFile(space, key)}&${new URLSearchParams({ page: barePath })}`;
}

/** The dev server's name for one of a section's group files: the section's name and the file's content hash (`part`). */
export function devSidebarPartFile(space: ContentSpace, key: string, part: string): string {
  return `${devSidebarFile(space, key)}&${new URLSearchParams({ part })}`;
}

/** The dev server's names for a section's group files (`devSidebarPartFile`). */
export function devSidebarPartName(space: ContentSpace, key: string): SidebarFileName {
  return (json) => devSidebarPartFile(space, key, sha1(json).slice(0, 10));
}
