/**
 * Shared helpers for the content tests: where the docs and the reference facts live, how a
 * route maps to a file, and plain-text views of a page's source.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const docsRoot = path.join(repoRoot, 'docs');
export const LANGS = ['en', 'zh'] as const;
export type Lang = (typeof LANGS)[number];

/** Folders whose pages are still being written: links into them may be pending. All are written now. */
export const IN_PROGRESS_FOLDERS: string[] = [];

function findReferenceDir(): string {
  const candidates = [process.env.QUIRE_REFERENCE_DIR, path.join(repoRoot, '../shared/reference'), '/work/shared/reference'].filter(
    (p): p is string => Boolean(p),
  );
  for (const dir of candidates) if (fs.existsSync(path.join(dir, 'config-options.json'))) return dir;
  throw new Error(`reference facts not found (looked in ${candidates.join(', ')})`);
}

export function readReference<T>(name: string): T {
  return JSON.parse(fs.readFileSync(path.join(findReferenceDir(), name), 'utf8')) as T;
}

export interface ConfigOption {
  route: string;
  option: string;
  type: string;
  default: string | null;
  since?: string;
}

export interface SidebarItem {
  type: 'group' | 'page' | string;
  text: string;
  text_zh?: string;
  link?: string;
  file?: string;
  dir?: string;
  items?: SidebarItem[];
}

export interface SiteStructure {
  sidebar: Record<string, SidebarItem[]>;
  pages_en: string[];
  pages_zh: string[];
}

/** `/config/dev/hmr` → [`config/dev/hmr.mdx`, `config/dev/hmr/index.mdx`, …] (relative to `docs/<lang>/`). */
export function routeToFileCandidates(route: string): string[] {
  const clean = route.replace(/^\/+/, '').replace(/\.html$/, '');
  if (clean === '' || clean.endsWith('/')) return [`${clean}index.mdx`, `${clean}index.md`];
  const bare = clean.replace(/\/index$/, '');
  return [`${bare}.mdx`, `${bare}.md`, `${bare}/index.mdx`, `${bare}/index.md`];
}

/** The file of a route in one language, relative to the repository root, or undefined. */
export function findPageFile(route: string, lang: Lang): string | undefined {
  for (const rel of routeToFileCandidates(route)) {
    const file = path.join('docs', lang, rel);
    if (fs.existsSync(path.join(repoRoot, file))) return file;
  }
  return undefined;
}

export function readRepoFile(file: string): string {
  return fs.readFileSync(path.join(repoRoot, file), 'utf8');
}

/** Source without its YAML frontmatter. */
export function stripFrontmatter(source: string): string {
  return source.replace(/^\uFEFF?---\r?\n[\s\S]*?\r?\n---\r?\n/, '');
}

/** Lines of a page, each marked as inside or outside fenced code. */
export function splitFences(source: string): { line: string; code: boolean; fence: boolean }[] {
  const out: { line: string; code: boolean; fence: boolean }[] = [];
  let open: { char: string; len: number } | undefined;
  for (const line of source.split(/\r?\n/)) {
    const m = /^\s*(`{3,}|~{3,})(.*)$/.exec(line);
    if (!open && m && !(m[1][0] === '`' && m[2].includes('`'))) {
      open = { char: m[1][0], len: m[1].length };
      out.push({ line, code: true, fence: true });
    } else if (open && m && m[1][0] === open.char && m[1].length >= open.len && m[2].trim() === '') {
      open = undefined;
      out.push({ line, code: true, fence: true });
    } else {
      out.push({ line, code: Boolean(open), fence: false });
    }
  }
  return out;
}

/** The first `# ` heading outside code, without an explicit `{#id}`. */
export function firstH1(source: string): string | undefined {
  for (const { line, code } of splitFences(stripFrontmatter(source))) {
    if (code) continue;
    const m = /^#\s+(.+?)\s*$/.exec(line);
    if (m) return m[1].replace(/\s*\\?\{#[^}]*\}\s*$/, '').trim();
  }
  return undefined;
}

/** `##` headings outside code. */
export function h2Headings(source: string): string[] {
  return splitFences(stripFrontmatter(source))
    .filter((l) => !l.code && /^##\s+\S/.test(l.line))
    .map((l) => l.line.replace(/^##\s+/, ''));
}

/**
 * Everything a reader sees as text, code included, with Markdown decoration removed:
 * fence lines and backticks dropped, backslash escapes undone, whitespace collapsed.
 */
export function normalizedText(source: string): string {
  return normalizeWhitespace(
    splitFences(stripFrontmatter(source))
      .filter((l) => !l.fence)
      .map((l) => (l.code ? l.line : unescapeMarkdown(l.line)))
      .join('\n')
      .replace(/`/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&#123;/g, '{')
      .replace(/&#125;/g, '}')
      .replace(/&amp;/g, '&'),
  );
}

/**
 * Undoes Markdown backslash escapes outside inline code. Inside code spans only `\|` is
 * undone (GFM tables need it there); other backslashes are literal.
 */
export function unescapeMarkdown(line: string): string {
  return line
    .split(/(`+[^`]*`+)/)
    .map((part, i) => (i % 2 === 1 ? part.replace(/\\\|/g, '|') : part.replace(/\\([\\`*_{}[\]()#+\-.!<>|~])/g, '$1')))
    .join('');
}

export function normalizeWhitespace(text: string): string {
  return text.replace(/`/g, '').replace(/\s+/g, ' ').trim();
}

/**
 * Prose only: no frontmatter, code blocks, import/export lines, JSX tags, expressions,
 * comments, link targets or Markdown markers.
 */
export function proseText(source: string): string {
  return splitFences(stripFrontmatter(source))
    .filter((l) => !l.code)
    .map((l) => l.line)
    .filter((line) => !/^\s*(import|export)\s/.test(line))
    .join('\n')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/\{#[^}]*\}/g, ' ')
    .replace(/[#>*_|:[\]-]+/g, ' ');
}

export function englishWordCount(text: string): number {
  return (text.match(/[A-Za-z0-9]+(?:['’.-][A-Za-z0-9]+)*/g) ?? []).length;
}

export function cjkCharCount(text: string): number {
  return (text.match(/[\u3400-\u9fff\uf900-\ufaff]/g) ?? []).length;
}
