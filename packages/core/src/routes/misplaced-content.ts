/**
 * A site without a single page is a misplaced or missing content folder, never an empty build;
 * a site of one language whose pages all sit in a folder named for its language was laid out
 * for several, and would be served under `/en/`. The error names what was found where, and where
 * the pages of this site's layout belong.
 */
import fs from 'node:fs';
import path from 'node:path';
import { glob } from 'tinyglobby';
import { compareText } from '../utils/compare-text.js';
import { QuireError } from '../utils/errors.js';
import { hasLangFolders, spaceOfFile } from '@quire/shared';
import { type ContentLayout, langFolderName } from './content-layout.js';
import type { RouteRecord } from './scan.js';

/** Folders a project of another tool keeps its pages in, looked at when the content folder is missing. */
const USUAL_FOLDERS = ['docs', 'doc', 'content', 'src', 'pages', 'website/docs'];
const SHOWN = 3;

/** Throws when the routes show the content is not where this site's layout reads it. */
export async function assertPagesInPlace(routes: readonly RouteRecord[], layout: ContentLayout, projectRoot: string): Promise<void> {
  if (routes.length === 0) await failWithoutPages(layout, projectRoot);
  const scanned = routes.filter((r) => !r.addedBy);
  const folder = `${layout.defaultLang}/`;
  if (hasLangFolders(layout) || scanned.length === 0 || !scanned.every((r) => r.relativePath.startsWith(folder))) return;
  const docs = langFolderName(layout, layout.defaultLang, projectRoot);
  const files = scanned.map((r) => r.relativePath);
  throw new QuireError(
    `a site of one language keeps its pages directly in ${docs}, but they are all in ${docs}${folder} (${shownFiles(docs, files)}), which would put them under /${folder}. ` +
      `Move them up into ${docs}, or list two or more languages in locales for a folder per language`,
  );
}

function shownFiles(docs: string, files: readonly string[]): string {
  return `${files
    .slice(0, SHOWN)
    .map((f) => docs + f)
    .join(', ')}${files.length > SHOWN ? ', …' : ''}`;
}

/** Throws the error that explains why the content folder gave no page. */
async function failWithoutPages(layout: ContentLayout, projectRoot: string): Promise<never> {
  const name = (file: string) => path.relative(projectRoot, file).split(path.sep).join('/') || '.';
  const docs = `${name(layout.docsRoot)}/`;
  const expected = expectedPages(layout, projectRoot);
  const exists = fs.existsSync(layout.docsRoot);
  const files = exists ? await pageFiles(layout.docsRoot) : [];
  if (files.length === 0) {
    const found = await foldersWithPages(projectRoot, layout.docsRoot);
    const hint = found
      ? `Found ${count(found.files)} in ${found.folder}/: set root: '${found.folder}' in the site config, or move them to ${docs}`
      : expected;
    throw new QuireError(
      `${exists ? `${docs} holds no pages (.md or .mdx files)` : `no content folder: ${docs} does not exist (the config's root)`}. ${hint}`,
    );
  }
  const shown = (list: readonly string[]) => shownFiles(docs, list);
  const outside = files.filter((f) => !spaceOfFile(f, layout));
  if (hasLangFolders(layout) && outside.length) {
    throw new QuireError(
      `a site of several languages (${layout.langs.join(', ')}) keeps each language's pages in its own folder, but ${docs} has ${count(outside)} outside them (${shown(outside)}). ` +
        `Move them into ${langFolderName(layout, layout.defaultLang, projectRoot)}, or keep one language in locales for pages directly in ${docs}`,
    );
  }
  throw new QuireError(
    `none of the ${count(files)} in ${docs} is routed (${shown(files)}): folders named shared, src, theme or public, names starting with "_" and route.exclude hold no pages. ${expected}`,
  );
}

function count(files: readonly string[]): string {
  return `${files.length} .md/.mdx file${files.length === 1 ? '' : 's'}`;
}

/** Where this site's home pages go. */
function expectedPages(layout: ContentLayout, projectRoot: string): string {
  const homes = layout.langs.map((lang) => `${langFolderName(layout, lang, projectRoot)}index.md`);
  return `Pages belong in ${hasLangFolders(layout) ? 'a folder per language, such as' : 'the content folder, such as'} ${homes.join(' and ')}.`;
}

async function pageFiles(folder: string): Promise<string[]> {
  return (await glob('**/*.{md,mdx}', { cwd: folder, ignore: ['**/node_modules/**'], dot: false })).sort(compareText);
}

/** The first usual folder of the project that holds pages, and its pages. */
async function foldersWithPages(projectRoot: string, docsRoot: string): Promise<{ folder: string; files: string[] } | undefined> {
  for (const folder of USUAL_FOLDERS) {
    const absolute = path.join(projectRoot, folder);
    if (absolute === docsRoot || !fs.existsSync(absolute)) continue;
    const files = await pageFiles(absolute);
    if (files.length) return { folder, files };
  }
  return undefined;
}
