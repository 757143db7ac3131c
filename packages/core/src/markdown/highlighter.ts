/**
 * Build-time syntax highlighting with shiki. Only the languages the docs use are loaded,
 * and one dual light/dark theme emits CSS variables, so no highlighter reaches the browser.
 */
import { createHighlighter, type Highlighter } from 'shiki';

/** Language names writers may use, mapped to the shiki grammar that renders them. */
export const LANGUAGE_ALIASES: Readonly<Record<string, string>> = {
  bash: 'bash', sh: 'bash', shell: 'bash', zsh: 'bash', console: 'bash',
  css: 'css', less: 'less', scss: 'scss',
  diff: 'diff',
  ejs: 'html', html: 'html', markup: 'html', xml: 'xml', svg: 'xml',
  javascript: 'javascript', js: 'javascript', mjs: 'javascript', cjs: 'javascript',
  jsx: 'jsx', tsx: 'tsx',
  typescript: 'typescript', ts: 'typescript', mts: 'typescript', cts: 'typescript',
  json: 'json', jsonc: 'json', json5: 'json5',
  yaml: 'yaml', yml: 'yaml', toml: 'toml',
  vue: 'vue', svelte: 'svelte',
  md: 'markdown', markdown: 'markdown', mdx: 'mdx',
};

/** Shown as written, without highlighting. */
export const PLAIN_LANGUAGES = new Set(['', 'text', 'txt', 'plain', 'plaintext', 'log', 'ansi']);

// The "-default" GitHub themes keep every token, comments included, above 4.5:1 contrast.
export const THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

let pending: Promise<Highlighter> | undefined;
const loading = new Map<string, Promise<void>>();

/**
 * The highlighter with the themes only: grammars are loaded by `loadLanguages` as pages need
 * them, since loading all of them costs about a second in every process that compiles.
 */
export function getHighlighter(): Promise<Highlighter> {
  pending ??= createHighlighter({ themes: [THEMES.light, THEMES.dark], langs: [] });
  return pending;
}

/** Loads each grammar once per process, however many pages ask at the same time. */
export async function loadLanguages(highlighter: Highlighter, langs: Iterable<string>): Promise<void> {
  const waits: Array<Promise<void>> = [];
  for (const lang of langs) {
    let wait = loading.get(lang);
    if (!wait) {
      wait = highlighter.loadLanguage(lang as Parameters<Highlighter['loadLanguage']>[0]);
      loading.set(lang, wait);
    }
    waits.push(wait);
  }
  await Promise.all(waits);
}

export function resolveLanguage(lang: string | null | undefined): string | null | undefined {
  const key = (lang ?? '').toLowerCase();
  if (PLAIN_LANGUAGES.has(key)) return null;
  return LANGUAGE_ALIASES[key];
}
