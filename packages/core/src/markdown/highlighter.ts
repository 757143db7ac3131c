/**
 * Build-time syntax highlighting with shiki. Only the languages the docs use are loaded, and
 * one theme of CSS variables gives light and dark colours (`code-theme.ts`), so each block is
 * tokenized once and no highlighter reaches the browser.
 */
import { bundledLanguagesInfo, bundledThemes, createHighlighter, type Highlighter, type LanguageRegistration } from 'shiki';
import { closestName, closestNames } from '../utils/closest-name.js';
import { QuireError } from '../utils/errors.js';
import { type CodeTheme, mergeThemes } from './code-theme.js';

/**
 * Names whose rendering Quire chose besides shiki's own (`ejs` as HTML, `jsonc` as JSON); every
 * other language shiki bundles is known by its shiki names (`dockerfile`, `powershell`, `wasm`).
 */
export const LANGUAGE_ALIASES: Readonly<Record<string, string>> = {
  bash: 'bash',
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  console: 'bash',
  css: 'css',
  less: 'less',
  scss: 'scss',
  diff: 'diff',
  ejs: 'html',
  html: 'html',
  markup: 'html',
  xml: 'xml',
  svg: 'xml',
  javascript: 'javascript',
  js: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  jsx: 'jsx',
  tsx: 'tsx',
  typescript: 'typescript',
  ts: 'typescript',
  mts: 'typescript',
  cts: 'typescript',
  json: 'json',
  jsonc: 'json',
  json5: 'json5',
  yaml: 'yaml',
  yml: 'yaml',
  toml: 'toml',
  vue: 'vue',
  svelte: 'svelte',
  md: 'markdown',
  markdown: 'markdown',
  mdx: 'mdx',
};

/** Shown as written, without highlighting. */
export const PLAIN_LANGUAGES = new Set(['', 'text', 'txt', 'plain', 'plaintext', 'log', 'ansi']);

// The "-default" GitHub themes keep every token, comments included, above 4.5:1 contrast.
export const THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

/** GitHub's light and dark themes as one theme of CSS variables. */
export async function githubCodeTheme(): Promise<CodeTheme> {
  const [light, dark] = await Promise.all([bundledThemes[THEMES.light](), bundledThemes[THEMES.dark]()]);
  return mergeThemes(light.default, dark.default);
}

/**
 * How far shiki tokenizes, the same on every machine: no time limit (shiki's default stops a line
 * after 500 ms and leaves its rest one colour, so a busy machine coloured code differently and the
 * compile cache kept it), and a length from which a line stays plain instead, since some grammars
 * take time that grows with the square of a line's length (a long TypeScript string).
 */
export const TOKENIZE_LIMITS = { tokenizeTimeLimit: 0, tokenizeMaxLineLength: 1000 } as const;

let pending: Promise<Highlighter> | undefined;
const loading = new Map<string, Promise<void>>();

/**
 * The highlighter with the themes only: grammars are loaded by `loadLanguages` as pages need
 * them, since loading all of them would slow the start of every process that compiles.
 */
export function getHighlighter(): Promise<Highlighter> {
  pending ??= githubCodeTheme().then(({ theme }) => createHighlighter({ themes: [theme], langs: [] }));
  return pending;
}

/** A language the site adds (`markdown.shiki.langs`): a bundled grammar's name, or a grammar. */
export type ExtraLanguage = string | LanguageRegistration;

/** The languages of a site: the built-in names plus the ones its config adds. */
export interface LanguageTable {
  /** Written name (lower case) → grammar name. */
  aliases: Readonly<Record<string, string>>;
  /** Grammars given as objects, by name (bundled ones load by name). */
  grammars: ReadonlyMap<string, LanguageRegistration>;
}

export const BUILT_IN_LANGUAGES: LanguageTable = { aliases: LANGUAGE_ALIASES, grammars: new Map() };

const tables = new WeakMap<readonly ExtraLanguage[], LanguageTable>();

/**
 * The table for a site's extra languages (made once per list). A name shiki does not bundle is
 * an error naming the config field.
 */
export function languageTable(extra: readonly ExtraLanguage[]): LanguageTable {
  if (!extra.length) return BUILT_IN_LANGUAGES;
  let table = tables.get(extra);
  if (table) return table;
  const aliases: Record<string, string> = { ...LANGUAGE_ALIASES };
  const grammars = new Map<string, LanguageRegistration>();
  extra.forEach((lang, i) => {
    if (typeof lang === 'string') {
      const key = lang.toLowerCase();
      const info = bundledLanguagesInfo.find((l) => l.id === key || l.aliases?.includes(key));
      if (!info) {
        const suggestion = closestName(
          key,
          bundledLanguagesInfo.map((l) => l.id),
        );
        throw new QuireError(
          `invalid config: "markdown.shiki.langs[${i}]" shiki has no language "${lang}"${suggestion ? `; did you mean "${suggestion}"?` : ''}`,
        );
      }
      for (const name of [info.id, ...(info.aliases ?? [])]) aliases[name] = info.id;
    } else {
      grammars.set(lang.name, lang);
      for (const name of [lang.name, ...(lang.aliases ?? [])]) aliases[name.toLowerCase()] = lang.name;
    }
  });
  table = { aliases, grammars };
  tables.set(extra, table);
  return table;
}

/** Loads each grammar once per process, however many pages ask at the same time. */
export async function loadLanguages(highlighter: Highlighter, langs: Iterable<string>, table: LanguageTable = BUILT_IN_LANGUAGES): Promise<void> {
  const waits: Array<Promise<void>> = [];
  for (const lang of langs) {
    let wait = loading.get(lang);
    if (!wait) {
      wait = highlighter.loadLanguage(table.grammars.get(lang) ?? (lang as Parameters<Highlighter['loadLanguage']>[0]));
      loading.set(lang, wait);
    }
    waits.push(wait);
  }
  await Promise.all(waits);
}

let bundledNames: ReadonlyMap<string, string> | undefined;

/** Every name and alias of the languages shiki bundles → the grammar's name. */
function bundledLanguageNames(): ReadonlyMap<string, string> {
  if (bundledNames) return bundledNames;
  const names = new Map<string, string>();
  for (const info of bundledLanguagesInfo) for (const name of [info.id, ...(info.aliases ?? [])]) names.set(name, info.id);
  bundledNames = names;
  return names;
}

/**
 * The grammar a code block's language names: the table's (Quire's names, the site's grammars),
 * then any language shiki bundles, loaded when a page first uses it as Rspress does. `null`: plain
 * text; `undefined`: a name nobody knows.
 */
export function resolveLanguage(lang: string | null | undefined, table: LanguageTable = BUILT_IN_LANGUAGES): string | null | undefined {
  const key = (lang ?? '').toLowerCase();
  if (PLAIN_LANGUAGES.has(key)) return null;
  return Object.hasOwn(table.aliases, key) ? table.aliases[key] : bundledLanguageNames().get(key);
}

/** The names nearest to an unknown language, for its error: Quire's, the site's and shiki's. */
export function closestLanguages(lang: string, table: LanguageTable = BUILT_IN_LANGUAGES): string[] {
  const names = new Set([...Object.keys(table.aliases), ...bundledLanguageNames().keys(), ...PLAIN_LANGUAGES]);
  names.delete('');
  return closestNames(lang, [...names], 3);
}
