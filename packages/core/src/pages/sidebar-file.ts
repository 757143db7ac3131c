/**
 * A section's sidebar as JSON files of its own in a build (see `pageData.sidebarFile`): every page
 * of the section names the same file, whose name changes with its content, so browsers cache it
 * across pages and a changed sidebar is a new file. A long section's file holds its top-level
 * groups' titles, each group's entries in a file of its own (`sidebarParts`), so what a
 * navigation or an opened group reads does not grow with the section.
 */
import {
  type ContentSpace,
  DEV_SIDEBAR_PATH,
  flattenSidebar,
  isSidebarGroup,
  normalizeRoutePath,
  type PageSidebar,
  type SidebarGroupData,
  type SidebarItemData,
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

function named(lang: string, json: string): SidebarFile {
  // The language only makes the name readable; the hash makes it unique.
  const label = lang.replace(/[^\w-]/g, '_') || 'root';
  return { file: `static/sidebar/${label}.${sha1(json).slice(0, 10)}.json`, json };
}

/** A group that may go to a file of its own: one drawn open on every page (`collapsible: false`) stays in the section's file. */
function isCollapsibleGroup(item: SidebarItemData): item is SidebarGroupData {
  return isSidebarGroup(item) && item.collapsible !== false;
}

export function sidebarFiles(lang: string, sidebar: PageSidebar): SectionSidebarFiles {
  if (flattenSidebar(sidebar.items).length <= SPLIT_SIDEBAR_LINKS) return { ...sidebarFile(lang, sidebar), parts: [], partsOf: new Map() };
  const parts: SidebarFile[] = [];
  const partsOf = new Map<string, string[]>();
  const items = sidebar.items.map((item): SidebarItemData => {
    if (!isCollapsibleGroup(item)) return item;
    const links = flattenSidebar(item.items);
    // A group without links is too small to be worth a request.
    if (links.length === 0) return item;
    const part = named(lang, JSON.stringify(item.items));
    parts.push(part);
    const held = item.link === undefined ? links : [{ text: item.text, link: item.link }, ...links];
    for (const { link } of held) {
      const key = normalizeRoutePath(link);
      const known = partsOf.get(key) ?? [];
      if (!known.includes(part.file)) partsOf.set(key, [...known, part.file]);
    }
    // Its first and last links: what a page draws of a group it leaves closed, or of one in a long list's gap (the theme's `sidebar-html.ts`).
    const ends = links.length > 1 ? [links[0], links[links.length - 1]] : links;
    const stub: SidebarGroupData & { part: string } = { ...item, items: ends, part: part.file };
    return stub;
  });
  return { ...named(lang, JSON.stringify({ key: sidebar.key, items })), parts, partsOf };
}

/** A section's sidebar as one file, not split. */
export function sidebarFile(lang: string, sidebar: PageSidebar): SidebarFile {
  return named(lang, JSON.stringify(sidebar));
}

/**
 * The dev server's name for a section's sidebar: by the section, not its content, so a page's module still names the
 * right file after a page elsewhere changed the sidebar; the server answers it from the current routes.
 */
export function devSidebarFile(space: ContentSpace, key: string): string {
  const query = new URLSearchParams({ version: space.version, lang: space.lang, key });
  return `${DEV_SIDEBAR_PATH.slice(1)}?${query}`;
}
