/**
 * Where a language's pages live. A site of one language keeps them directly in the docs folder
 * (`docs/guide/intro.md`, Rspress's layout); a site of several keeps each language in its own
 * folder (`docs/en/guide/intro.md`, `docs/zh/guide/intro.md`). The config's languages decide,
 * so the files never change what a URL means.
 */
import path from 'node:path';
import { hasLangFolders, langQualifiedPath } from '@quire/runtime/shared';

export interface ContentLayout {
  docsRoot: string;
  /** The site's languages (`ResolvedConfig.langs`). */
  langs: readonly string[];
  /** The language without a URL prefix. */
  defaultLang: string;
}

/** The folder holding a language's pages. */
export function langRoot(layout: ContentLayout, lang: string): string {
  return hasLangFolders(layout.langs) ? path.join(layout.docsRoot, lang) : layout.docsRoot;
}

/** The language of a file, by its path from the docs folder. */
export function langOfFile(layout: ContentLayout, relativePath: string): string {
  return langQualifiedPath(relativePath, layout).split('/')[0];
}

/** Where a language's pages go, as a writer reads it: `docs/` or `docs/zh/`. */
export function langFolderName(layout: ContentLayout, lang: string, projectRoot: string): string {
  const folder = path.relative(projectRoot, langRoot(layout, lang)).split(path.sep).join('/');
  return `${folder || '.'}/`;
}
