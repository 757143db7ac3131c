/**
 * A built page names its section's sidebar by file (`pageData.sidebarFile`) instead of carrying
 * it: the sidebar of an 800-page section would otherwise be in the code of each of its 800 pages.
 * A long section's file holds its top-level groups' titles, each group's entries in a file of
 * their own, a long group's in runs (`pageData.sidebarParts` names the page's). This module reads each file once and
 * puts the section, with every group read so far, into the page data before a page is rendered
 * or navigated to; the first page, hydrated, gets it when the theme asks (`use-shown-sidebar.ts`).
 * The dev server names its answers the same way, a page's groups by the page (`sidebarPartsAnswer`). The browser fetches the files; the server
 * renderer is handed a reader of the built files (`setSidebarReader`).
 */
import siteData from '@quire/virtual-site-data';
import { withBase } from '@quire/shared/route-path';
import type { SidebarItemData } from '@quire/shared/navigation';
import { SIDEBAR_PART_ENTRIES, sidebarGroupPart, sidebarGroupRuns, sidebarPartsAnswer } from '@quire/shared/sidebar';
import type { PageModule, PageSidebar } from '@quire/shared/types';

export type SidebarReader = (file: string) => Promise<unknown>;

async function fetchSidebar(file: string): Promise<unknown> {
  const url = withBase(`/${file}`, siteData.base);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`sidebar ${url}: HTTP ${response.status}`);
  return response.json();
}

/** A section's file as read, the files of its groups read for it so far, and the sidebar made of both. */
interface Section {
  skeleton: PageSidebar;
  read: Map<string, SidebarItemData[]>;
  /** Each split group as last shown, by its position, with how many of its files it was made of: kept until one more is read. */
  groups: Map<number, { files: number; group: SidebarItemData }>;
  shown: PageSidebar;
}

let reader: SidebarReader = fetchSidebar;
const files = new Map<string, Promise<unknown>>();
const sections = new Map<string, Section>();

/** The server renderer reads sidebar files from the output folder instead of fetching them; `undefined` restores fetching. */
export function setSidebarReader(read: SidebarReader | undefined): void {
  reader = read ?? fetchSidebar;
  forgetSidebars();
}

/** Starts reading a file (once); a failed read is tried again on the next call. */
function readFile(file: string): Promise<unknown> {
  let pending = files.get(file);
  if (!pending) {
    pending = reader(file);
    pending.catch(() => files.delete(file));
    files.set(file, pending);
  }
  return pending;
}

/**
 * A split section's group with the files of its entries read so far: the stub itself when none is; a long group
 * read in part has an entry that stands for its file (`sidebarUnreadPart`) in the place of each entry not read yet.
 */
function groupWithRead(stub: SidebarItemData, files: readonly string[], read: ReadonlyMap<string, SidebarItemData[]>): SidebarItemData {
  const { part: _part, parts: _parts, entries: _entries, ...group } = stub as SidebarItemData & { part?: string; parts?: string[]; entries?: number };
  const runs = sidebarGroupRuns(stub);
  if (!runs) return { ...group, items: read.get(files[0]) } as SidebarItemData;
  const items: SidebarItemData[] = [];
  runs.parts.forEach((file, i) => {
    const entries = read.get(file);
    if (entries) items.push(...entries);
    else {
      const unread = { text: '', items: [], unread: file };
      for (let n = Math.min(SIDEBAR_PART_ENTRIES, runs.entries - i * SIDEBAR_PART_ENTRIES); n > 0; n--) items.push(unread);
    }
  });
  return { ...group, items } as SidebarItemData;
}

/** The files a split section's group stands for: a long group's runs, another's one file; none for an entry that is not split. */
function filesOf(item: SidebarItemData): readonly string[] {
  const part = sidebarGroupPart(item);
  return sidebarGroupRuns(item)?.parts ?? (part ? [part] : []);
}

/**
 * The section's sidebar with its groups' files in `parts` read, and every other file read before: the
 * same object until a new file is read, and each group the same until one of its own is, so the theme's indexes of it are kept.
 */
export async function loadSidebar(file: string, parts: readonly string[] = []): Promise<PageSidebar> {
  const [skeleton, ...entries] = await Promise.all([readFile(file), ...parts.map(readFile)]);
  const known = sections.get(file);
  const section: Section =
    known && known.skeleton === skeleton
      ? known
      : { skeleton: skeleton as PageSidebar, read: new Map(), groups: new Map(), shown: skeleton as PageSidebar };
  sections.set(file, section);
  let added = false;
  const keep = (part: string, read: SidebarItemData[]) => {
    if (section.read.has(part)) return;
    section.read.set(part, read);
    added = true;
  };
  parts.forEach((part, i) => {
    const answer = sidebarPartsAnswer(entries[i]);
    if (!answer) return keep(part, entries[i] as SidebarItemData[]);
    for (const [name, read] of Object.entries(answer.parts)) keep(name, read);
  });
  if (added) {
    const items = section.skeleton.items.map((item, at) => {
      const files = filesOf(item).filter((part) => section.read.has(part));
      if (files.length === 0) return item;
      const last = section.groups.get(at);
      if (last?.files === files.length) return last.group;
      const group = groupWithRead(item, files, section.read);
      section.groups.set(at, { files: files.length, group });
      return group;
    });
    section.shown = { ...section.skeleton, items };
  }
  return section.shown;
}

/**
 * The page module with its sidebar in its page data (the same module when it names none); a copy, so the module
 * keeps naming the file and the dev server's next answer for it reaches the page once `forgetSidebars` was called.
 */
export async function withPageSidebar(mod: PageModule): Promise<PageModule> {
  const { sidebarFile, sidebarParts } = mod.pageData;
  if (!sidebarFile) return mod;
  return { ...mod, pageData: { ...mod.pageData, sidebar: await loadSidebar(sidebarFile, sidebarParts) } };
}

/** Drops the sidebars read so far (dev: the routes changed, and with them the sidebars the server answers). */
export function forgetSidebars(): void {
  files.clear();
  sections.clear();
}
