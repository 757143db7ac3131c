/**
 * A section's sidebar as its own JSON file in a build (see `pageData.sidebarFile`): every page
 * of the section names the same file, whose name changes with its content, so browsers cache it
 * across pages and a changed sidebar is a new file.
 */
import { type ContentSpace, DEV_SIDEBAR_PATH, type PageSidebar } from '@quire/shared';
import { sha1 } from '../utils/files.js';

export interface SidebarFile {
  /** Path relative to the output root, such as `static/sidebar/en.1a2b3c4d5e.json`. */
  file: string;
  json: string;
}

export function sidebarFile(lang: string, sidebar: PageSidebar): SidebarFile {
  const json = JSON.stringify(sidebar);
  // The language only makes the name readable; the hash makes it unique.
  const label = lang.replace(/[^\w-]/g, '_') || 'root';
  return { file: `static/sidebar/${label}.${sha1(json).slice(0, 10)}.json`, json };
}

/**
 * The dev server's name for a section's sidebar: by the section, not its content, so a page's module still names the
 * right file after a page elsewhere changed the sidebar; the server answers it from the current routes.
 */
export function devSidebarFile(space: ContentSpace, key: string): string {
  const query = new URLSearchParams({ version: space.version, lang: space.lang, key });
  return `${DEV_SIDEBAR_PATH.slice(1)}?${query}`;
}
