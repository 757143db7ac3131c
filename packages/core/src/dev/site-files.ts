/**
 * Dev: the files besides pages that shape the site, and what an edit of one needs. `_meta.json`,
 * `_nav.json` and `i18n.json` are read when the routes are scanned, into the sidebars, the navbar
 * and the site data, so an edit needs a new scan (Rspress 2's dev server follows the same three);
 * pages, images beside them and `docs/public` files are read when asked for, so an edit only
 * runs the checks again.
 */
import path from 'node:path';

export type SiteFileEdit = 'rescan' | 'check';

const READ_AT_SCAN = new Set(['_meta.json', '_nav.json']);

/** The project's `i18n.json` (`project/folder-texts.ts`), outside the docs folder the content watcher follows. */
export const i18nFile = (projectRoot: string): string => path.join(projectRoot, 'i18n.json');

/** What an edit of `file` (under the docs folder, or the project's `i18n.json`) needs. */
export function editOf(file: string, projectRoot: string): SiteFileEdit {
  return READ_AT_SCAN.has(path.basename(file)) || file === i18nFile(projectRoot) ? 'rescan' : 'check';
}
