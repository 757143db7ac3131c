/**
 * Sidebars for sections the config leaves out, generated from the folder: titles from each
 * page's frontmatter or first heading, order from an optional `_meta.json` (as Rspress writers
 * know it), otherwise index first, then pages, then sub-folders as groups, by name.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileToRoutePath, removeSpacePrefix, type SidebarData, type SidebarItemData } from '@quire/shared';
import { type ContentLayout, spaceOfContentFile } from '../routes/content-layout.js';
import { UNROUTED_FOLDERS } from '../routes/scan.js';
import { closestName } from '../utils/closest-name.js';
import { QuireError, type SourcePosition } from '../utils/errors.js';
import { compareText } from '../utils/compare-text.js';
import { type I18nTexts, translateLabel } from '../project/folder-texts.js';
import { FolderContents } from './folder-contents.js';
import { type CustomLink, type MetaEntry, readMetaFile } from './meta-file.js';
import { quickTitle } from './page-title.js';

const PAGE_FILE = /\.(mdx?)$/;

export interface SidebarContext extends ContentLayout {
  /** Files are named relative to it in errors. */
  projectRoot: string;
  /** `i18n.json`: a `_meta.json` label that is one of its keys is translated. */
  i18n?: I18nTexts;
  /** A page's `quickTitle` when it is known without reading the file (kept by an earlier build); read when not given or unknown. */
  titleOf?: (file: string) => string | undefined;
  /**
   * When a generated section's titles are read: when the section is first asked for (the default: the dev server's
   * first page needs its own section's only), or at once with its entries (a build, which asks for every section).
   */
  titles?: 'when asked' | 'at once';
}

/** The context of one sidebar's generation, with the folders it has read. */
interface Context extends SidebarContext {
  folders: FolderContents;
}

const titleOf = (file: string, ctx: Context): string => ctx.titleOf?.(file) ?? quickTitle(file);

/** A file or folder's path from the docs folder (the folders walked are all under it: a slice, not `path.relative`). */
function relativeToDocs(file: string, ctx: Context): string {
  const root = ctx.docsRoot.endsWith(path.sep) ? ctx.docsRoot : ctx.docsRoot + path.sep;
  const relative = file.startsWith(root) ? file.slice(root.length) : path.relative(ctx.docsRoot, file);
  return path.sep === '/' ? relative : relative.split(path.sep).join('/');
}

function label(text: string, dir: string, ctx: Context): string {
  if (!ctx.i18n) return text;
  return translateLabel(text, spaceOfContentFile(ctx, `${relativeToDocs(dir, ctx)}/`).lang, ctx.i18n);
}

function pageLink(file: string, ctx: Context): string {
  const route = fileToRoutePath(relativeToDocs(file, ctx), ctx);
  // Sidebars are written without the version and language prefix; the theme adds it.
  return removeSpacePrefix(route.routePath, route, ctx);
}

function findPage(dir: string, name: string, ctx: Context): string | undefined {
  for (const ext of ['.mdx', '.md']) {
    if (ctx.folders.has(dir, name + ext)) return path.join(dir, name + ext);
  }
  return undefined;
}

/** What a folder holds that an entry may name: its pages (without extension) and its sub-folders. */
function namesIn(dir: string, ctx: Context): { pages: string[]; dirs: string[] } {
  const names = [...ctx.folders.entries(dir).values()].filter((d) => !d.name.startsWith('.') && !d.name.startsWith('_'));
  return {
    pages: names.filter((d) => d.isFile() && PAGE_FILE.test(d.name)).map((d) => d.name.replace(PAGE_FILE, '')),
    dirs: names.filter((d) => d.isDirectory() && !UNROUTED_FOLDERS.includes(d.name)).map((d) => d.name),
  };
}

/** The folder's entries: its `_meta.json`, each entry with its place, or else its files in order. */
function folderEntries(dir: string, ctx: Context): { entries: Array<{ entry: string | MetaEntry; start?: SourcePosition }>; metaFile?: string } {
  const file = path.join(dir, '_meta.json');
  if (ctx.folders.has(dir, '_meta.json')) {
    const metaFile = path.relative(ctx.projectRoot, file).split(path.sep).join('/');
    return { entries: readMetaFile(file, metaFile), metaFile };
  }
  const { pages, dirs } = namesIn(dir, ctx);
  pages.sort((a, b) => (a === 'index' ? -1 : b === 'index' ? 1 : compareText(a, b)));
  dirs.sort(compareText);
  return { entries: [...pages.map((entry) => ({ entry })), ...dirs.map((name) => ({ entry: { type: 'dir' as const, name } }))] };
}

/** A custom link of `_meta.json`: a link as written, or a group of them. */
function customLinkItem(link: CustomLink, dir: string, ctx: Context): SidebarItemData {
  const text = label(link.label, dir, ctx);
  const tag = link.tag === undefined ? {} : { tag: link.tag };
  if (!link.items) return { text, link: link.link ?? '', ...tag };
  return {
    text,
    ...(link.link ? { link: link.link } : {}),
    collapsed: link.collapsed ?? false,
    ...(link.collapsible === undefined ? {} : { collapsible: link.collapsible }),
    ...tag,
    items: link.items.map((item) => customLinkItem(item, dir, ctx)),
  };
}

/** The sidebar a folder makes: its `_meta.json` entries, or else its pages and sub-folders in order. */
export function sidebarFromFolder(dir: string, ctx: SidebarContext): SidebarItemData[] {
  return itemsOf(dir, { ...ctx, folders: new FolderContents() });
}

function itemsOf(dir: string, ctx: Context): SidebarItemData[] {
  const { entries, metaFile } = folderEntries(dir, ctx);
  /** An entry that names no page or folder: an error at its place, with the closest name there is. */
  const namesNothing = (name: string, kind: string, start: SourcePosition | undefined): never => {
    const { pages, dirs } = namesIn(dir, ctx);
    const suggestion = closestName(name, [...pages, ...dirs]);
    const folder = path.relative(ctx.projectRoot, dir).split(path.sep).join('/');
    throw new QuireError(
      `"${name}" names no ${kind} in ${folder}${suggestion ? `; did you mean "${suggestion}"?` : ` (it holds ${[...pages, ...dirs].join(', ') || 'nothing'})`}`,
      { file: metaFile, position: start },
    );
  };
  const items: SidebarItemData[] = [];
  for (const { entry, start } of entries) {
    const e: MetaEntry = typeof entry === 'string' ? { type: ctx.folders.isFolder(dir, entry) ? 'dir' : 'file', name: entry } : entry;
    const tag = 'tag' in e && e.tag !== undefined ? { tag: e.tag } : {};
    if (e.type === 'divider') items.push({ dividerType: e.dashed ? 'dashed' : 'solid' });
    else if (e.type === 'section-header') items.push({ sectionHeaderText: label(e.label, dir, ctx), ...tag });
    else if (e.type === 'custom-link') items.push(customLinkItem(e, dir, ctx));
    else if (e.type === 'file') {
      const file =
        findPage(dir, e.name.replace(PAGE_FILE, ''), ctx) ?? namesNothing(e.name, typeof entry === 'string' ? 'page or folder' : 'page', start);
      items.push({ text: e.label ? label(e.label, dir, ctx) : titleOf(file, ctx), link: pageLink(file, ctx), ...tag });
    } else if (e.type === 'dir-section-header') {
      // The folder as a section header with its pages under it, not as a group to open.
      const sub = path.join(dir, e.name);
      if (!ctx.folders.isFolder(dir, e.name)) namesNothing(e.name, 'folder', start);
      const index = findPage(sub, 'index', ctx);
      items.push({ sectionHeaderText: e.label ? label(e.label, dir, ctx) : index ? titleOf(index, ctx) : e.name, ...tag });
      items.push(...itemsOf(sub, ctx));
    } else {
      const sub = path.join(dir, e.name);
      if (!ctx.folders.isFolder(dir, e.name)) namesNothing(e.name, 'folder', start);
      const index = findPage(sub, 'index', ctx);
      const indexLink = index && pageLink(index, ctx);
      const children = itemsOf(sub, ctx).filter((c) => !(indexLink && 'link' in c && c.link === indexLink));
      if (!children.length && !index) continue;
      items.push({
        text: e.label ? label(e.label, dir, ctx) : index ? titleOf(index, ctx) : e.name,
        ...(indexLink ? { link: indexLink } : {}),
        collapsed: e.collapsed ?? false,
        ...(e.collapsible === undefined ? {} : { collapsible: e.collapsible }),
        ...tag,
        items: children,
      });
    }
  }
  return items;
}

/**
 * The configured sidebar plus a generated one for every top-level section the config does not cover. Each section's
 * entries are checked now (a wrong `_meta.json` entry fails here); its pages' titles are read as `context.titles` says.
 */
export function withGeneratedSidebars(configured: SidebarData, langRoot: string, context: SidebarContext): SidebarData {
  const ctx: Context = { ...context, folders: new FolderContents() };
  const result: SidebarData = { ...configured };
  for (const name of foldersToGenerate(configured, langRoot)) {
    const dir = path.join(langRoot, name);
    if (context.titles === 'at once') {
      const items = itemsOf(dir, ctx);
      if (items.length) result[`/${name}/`] = items;
    } else if (itemsOf(dir, { ...ctx, titleOf: untitled }).length) defineWhenAsked(result, `/${name}/`, () => itemsOf(dir, ctx));
  }
  return result;
}

/** The top-level folders of a language (or version) whose sidebars are generated: those no configured sidebar covers. */
export function foldersToGenerate(configured: SidebarData, langRoot: string): string[] {
  if (!fs.existsSync(langRoot)) return [];
  const covers = Object.keys(configured).map((k) => (k.endsWith('/') ? k : `${k}/`));
  return fs
    .readdirSync(langRoot, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('.') && !d.name.startsWith('_') && !UNROUTED_FOLDERS.includes(d.name))
    .map((d) => d.name)
    .filter((name) => !covers.some((k) => `/${name}/`.startsWith(k)));
}

/** A title that reads nothing: the sidebar's shape without its pages' titles. */
const untitled = () => '';

/** `sidebars[key]`, made the first time it is read. */
function defineWhenAsked(sidebars: SidebarData, key: string, make: () => SidebarItemData[]): void {
  let items: SidebarItemData[] | undefined;
  Object.defineProperty(sidebars, key, { enumerable: true, configurable: true, get: () => (items ??= make()) });
}
