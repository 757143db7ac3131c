/**
 * A built page names its section's sidebar by file (`pageData.sidebarFile`) instead of carrying
 * it: the sidebar of an 800-page section would otherwise be in the code of each of its 800 pages.
 * A long section's file holds its top-level groups' titles, each group's entries in a file of
 * their own (`pageData.sidebarParts` names the page's). This module reads each file once and
 * puts the section, with every group read so far, into the page data before a page is rendered
 * or navigated to; the first page, hydrated, gets it when the theme asks (`use-shown-sidebar.ts`).
 * The dev server names its answers the same way. The browser fetches the files; the server
 * renderer is handed a reader of the built files (`setSidebarReader`).
 */
import siteData from '@quire/virtual-site-data';
import { withBase } from '@quire/shared/route-path';
import type { SidebarItemData } from '@quire/shared/navigation';
import type { PageModule, PageSidebar } from '@quire/shared/types';

export type SidebarReader = (file: string) => Promise<unknown>;

async function fetchSidebar(file: string): Promise<unknown> {
  const url = withBase(`/${file}`, siteData.base);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`sidebar ${url}: HTTP ${response.status}`);
  return response.json();
}

/** A section's file as read, the groups read for it so far, and the sidebar made of both. */
interface Section {
  skeleton: PageSidebar;
  groups: Map<string, SidebarItemData>;
  shown: PageSidebar;
}

/** A split section's group by the file of its entries (`sidebarGroupPart` of `@quire/shared`, which this chunk does not import: the app's own copy would no longer be inlined). */
type GroupStub = SidebarItemData & { part?: string };

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
 * The section's sidebar with its groups in `parts` read, and every other group read before: the
 * same object until a new group is read, so the theme's indexes of it are kept.
 */
export async function loadSidebar(file: string, parts: readonly string[] = []): Promise<PageSidebar> {
  const [skeleton, ...groups] = await Promise.all([readFile(file), ...parts.map(readFile)]);
  const known = sections.get(file);
  const section: Section =
    known && known.skeleton === skeleton ? known : { skeleton: skeleton as PageSidebar, groups: new Map(), shown: skeleton as PageSidebar };
  sections.set(file, section);
  let added = false;
  parts.forEach((part, i) => {
    if (section.groups.has(part)) return;
    const stub = section.skeleton.items.find((item: GroupStub) => item.part === part);
    if (!stub) return;
    const { part: _read, ...group } = stub as GroupStub;
    section.groups.set(part, { ...group, items: groups[i] as SidebarItemData[] } as SidebarItemData);
    added = true;
  });
  if (added) {
    const items = section.skeleton.items.map((item: GroupStub) => section.groups.get(item.part ?? '') ?? item);
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
