/**
 * Where a content space's pages live on disk: the docs folder joined with the space's folder
 * (`content-space.ts` in the runtime decides which folders a site has), so the files never
 * change what a URL means.
 */
import path from 'node:path';
import { type ContentSpace, type SpaceLayout, spaceFolder, spaceOfFile } from '@quire/shared';

export interface ContentLayout extends SpaceLayout {
  docsRoot: string;
}

/** The folder holding a space's pages: `docs/`, `docs/zh/`, `docs/v1/zh/`. */
export function spaceRoot(layout: ContentLayout, space: ContentSpace): string {
  return path.join(layout.docsRoot, spaceFolder(space, layout));
}

/** The folder holding a language's pages in the default version. */
export function langRoot(layout: ContentLayout, lang: string): string {
  return spaceRoot(layout, { version: layout.defaultVersion, lang });
}

/** The space of a file, by its path from the docs folder; a file outside every space counts in the default one. */
export function spaceOfContentFile(layout: ContentLayout, relativePath: string): ContentSpace {
  const space = spaceOfFile(relativePath, layout);
  return space ? { version: space.version, lang: space.lang } : { version: layout.defaultVersion, lang: layout.defaultLang };
}

/** Where a language's pages go, as a writer reads it: `docs/` or `docs/zh/`. */
export function langFolderName(layout: ContentLayout, lang: string, projectRoot: string): string {
  const folder = path.relative(projectRoot, langRoot(layout, lang)).split(path.sep).join('/');
  return `${folder || '.'}/`;
}
