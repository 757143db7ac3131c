/**
 * Sidebars for sections the config leaves out, generated from the folder: titles from each
 * page's frontmatter or first heading, order from an optional `_meta.json` (as Rspress writers
 * know it), otherwise index first, then pages, then sub-folders as groups, by name.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileToRoutePath, removeSpacePrefix, type SidebarData, type SidebarItemData, type SpaceLayout, spaceOfFile } from '@quire/runtime/shared';
import { parse as parseYaml } from 'yaml';
import { UNROUTED_FOLDERS } from '../routes/scan.js';
import { QuireError } from '../utils/errors.js';
import { compareText } from '../utils/compare-text.js';
import { type I18nTexts, translateLabel } from '../project/folder-texts.js';

type MetaEntry =
  | string
  | { type: 'file'; name: string; label?: string }
  | { type: 'dir'; name: string; label?: string; collapsed?: boolean }
  | { type: 'dir-section-header'; name: string; label?: string }
  | { type: 'divider'; dashed?: boolean }
  | { type: 'section-header'; label: string };

const PAGE_FILE = /\.(mdx?)$/;

/** Title of a page without compiling it: frontmatter `title`, else the first `# ` heading, else the file name. */
export function quickTitle(file: string): string {
  const source = fs.readFileSync(file, 'utf8');
  const fm = /^---\n([\s\S]*?)\n---/.exec(source);
  if (fm) {
    try {
      const data = parseYaml(fm[1]) as { title?: unknown } | null;
      if (data && typeof data.title === 'string') return data.title;
    } catch {
      // The compiler reports bad YAML with its position; a title is all we need here.
    }
  }
  const h1 = /^#\s+(.+?)\s*(\\?\{#[^}]+\})?\s*$/m.exec(source.replace(/^---\n[\s\S]*?\n---/, ''));
  return h1 ? h1[1].replace(/[`*_]/g, '') : path.basename(file).replace(PAGE_FILE, '');
}

function readMeta(dir: string): MetaEntry[] | undefined {
  const file = path.join(dir, '_meta.json');
  if (!fs.existsSync(file)) return undefined;
  try {
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
    if (!Array.isArray(data)) throw new Error('must be an array');
    return data as MetaEntry[];
  } catch (error) {
    throw new QuireError(`invalid _meta.json: ${(error as Error).message}`, { file });
  }
}

interface Context {
  docsRoot: string;
  defaultLang: string;
  /** A versioned site's layout: sidebars are read from each space's folder. @default one space per language folder */
  layout?: SpaceLayout;
  /** `i18n.json`: a `_meta.json` label that is one of its keys is translated. */
  i18n?: I18nTexts;
}

function label(text: string, dir: string, ctx: Context): string {
  if (!ctx.i18n) return text;
  const relative = path.relative(ctx.docsRoot, dir).split(path.sep).join('/');
  const lang = (ctx.layout && spaceOfFile(`${relative}/`, ctx.layout)?.lang) ?? relative.split('/')[0];
  return translateLabel(text, lang, ctx.i18n);
}

function pageLink(file: string, ctx: Context): string {
  const relative = path.relative(ctx.docsRoot, file).split(path.sep).join('/');
  const layout = ctx.layout ?? { langs: [relative.split('/')[0]], defaultLang: ctx.defaultLang, versions: [], defaultVersion: '' };
  const route = fileToRoutePath(relative, layout);
  // Sidebars are written without the version and language prefix; the theme adds it.
  return removeSpacePrefix(route.routePath, route, layout);
}

function findPage(dir: string, name: string): string | undefined {
  for (const ext of ['.mdx', '.md']) {
    const file = path.join(dir, name + ext);
    if (fs.existsSync(file)) return file;
  }
  return undefined;
}

export function sidebarFromFolder(dir: string, ctx: Context): SidebarItemData[] {
  const meta = readMeta(dir);
  const entries: MetaEntry[] =
    meta ??
    (() => {
      const names = fs.readdirSync(dir, { withFileTypes: true }).filter((d) => !d.name.startsWith('.') && !d.name.startsWith('_'));
      const files = names.filter((d) => d.isFile() && PAGE_FILE.test(d.name)).map((d) => d.name.replace(PAGE_FILE, ''));
      const dirs = names.filter((d) => d.isDirectory() && !UNROUTED_FOLDERS.includes(d.name)).map((d) => d.name);
      files.sort((a, b) => (a === 'index' ? -1 : b === 'index' ? 1 : compareText(a, b)));
      dirs.sort(compareText);
      return [...files, ...dirs.map((name) => ({ type: 'dir' as const, name }))];
    })();
  const items: SidebarItemData[] = [];
  for (const entry of entries) {
    const e =
      typeof entry === 'string'
        ? fs.existsSync(path.join(dir, entry)) && fs.statSync(path.join(dir, entry)).isDirectory()
          ? { type: 'dir' as const, name: entry }
          : { type: 'file' as const, name: entry }
        : entry;
    if (e.type === 'divider') items.push({ dividerType: e.dashed ? 'dashed' : 'solid' });
    else if (e.type === 'section-header') items.push({ sectionHeaderText: label(e.label, dir, ctx) });
    else if (e.type === 'file') {
      const file = findPage(dir, e.name.replace(PAGE_FILE, ''));
      if (file) items.push({ text: e.label ? label(e.label, dir, ctx) : quickTitle(file), link: pageLink(file, ctx) });
    } else if (e.type === 'dir-section-header') {
      // The folder as a section header with its pages under it, not as a group to open.
      const sub = path.join(dir, e.name);
      if (!fs.existsSync(sub)) continue;
      const index = findPage(sub, 'index');
      items.push({ sectionHeaderText: e.label ? label(e.label, dir, ctx) : index ? quickTitle(index) : e.name });
      items.push(...sidebarFromFolder(sub, ctx));
    } else {
      const sub = path.join(dir, e.name);
      if (!fs.existsSync(sub)) continue;
      const index = findPage(sub, 'index');
      const children = sidebarFromFolder(sub, ctx).filter((c) => !(index && 'link' in c && c.link === pageLink(index, ctx)));
      if (!children.length && !index) continue;
      items.push({
        text: e.label ? label(e.label, dir, ctx) : index ? quickTitle(index) : e.name,
        ...(index ? { link: pageLink(index, ctx) } : {}),
        collapsed: e.collapsed ?? false,
        items: children,
      });
    }
  }
  return items;
}

/** The configured sidebar plus a generated one for every top-level section the config does not cover. */
export function withGeneratedSidebars(configured: SidebarData, langRoot: string, ctx: Context): SidebarData {
  if (!fs.existsSync(langRoot)) return configured;
  const result: SidebarData = { ...configured };
  for (const d of fs.readdirSync(langRoot, { withFileTypes: true })) {
    if (!d.isDirectory() || d.name.startsWith('.') || UNROUTED_FOLDERS.includes(d.name)) continue;
    const key = `/${d.name}/`;
    if (Object.keys(configured).some((k) => key.startsWith(k.endsWith('/') ? k : `${k}/`))) continue;
    const items = sidebarFromFolder(path.join(langRoot, d.name), ctx);
    if (items.length) result[key] = items;
  }
  return result;
}
