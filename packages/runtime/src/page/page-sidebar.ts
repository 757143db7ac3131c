/**
 * A built page names its section's sidebar by file (`pageData.sidebarFile`) instead of carrying
 * it: the sidebar of an 800-page section would otherwise be in the code of each of its 800 pages.
 * This module reads each file once and puts the sidebar into the page data before a page is
 * rendered or navigated to; the first page, hydrated, gets it when the theme asks
 * (`use-shown-sidebar.ts`). The dev server names its answers the same way. The browser fetches
 * the file; the server renderer is handed a reader of the built files (`setSidebarReader`).
 */
import siteData from '@quire/virtual-site-data';
import { withBase } from '@quire/shared/route-path';
import type { PageModule, PageSidebar } from '@quire/shared/types';

export type SidebarReader = (file: string) => Promise<PageSidebar>;

async function fetchSidebar(file: string): Promise<PageSidebar> {
  const url = withBase(`/${file}`, siteData.base);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`sidebar ${url}: HTTP ${response.status}`);
  return (await response.json()) as PageSidebar;
}

let reader: SidebarReader = fetchSidebar;
const files = new Map<string, Promise<PageSidebar>>();

/** The server renderer reads sidebar files from the output folder instead of fetching them; `undefined` restores fetching. */
export function setSidebarReader(read: SidebarReader | undefined): void {
  reader = read ?? fetchSidebar;
  files.clear();
}

/** Starts reading a sidebar file (once); a failed read is tried again on the next call. */
export function loadSidebar(file: string): Promise<PageSidebar> {
  let pending = files.get(file);
  if (!pending) {
    pending = reader(file);
    pending.catch(() => files.delete(file));
    files.set(file, pending);
  }
  return pending;
}

/**
 * The page module with its sidebar in its page data (the same module when it names none); a copy, so the module
 * keeps naming the file and the dev server's next answer for it reaches the page once `forgetSidebars` was called.
 */
export async function withPageSidebar(mod: PageModule): Promise<PageModule> {
  const { sidebarFile } = mod.pageData;
  if (!sidebarFile) return mod;
  return { ...mod, pageData: { ...mod.pageData, sidebar: await loadSidebar(sidebarFile) } };
}

/** Drops the sidebars read so far (dev: the routes changed, and with them the sidebars the server answers). */
export function forgetSidebars(): void {
  files.clear();
}
