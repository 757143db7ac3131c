/**
 * The grammars a site's pages use, made ready before a page asks: shiki compiles a grammar's rules into Oniguruma
 * scanners the first time it tokenizes with it, and for TypeScript that is most of a cold page's compile. One short
 * line compiles the rules every text reaches, so the first page's own blocks cost what later pages' do.
 */
import { readFile } from 'node:fs/promises';
import type { Highlighter } from 'shiki';
import { BUILT_IN_LANGUAGES, getHighlighter, type LanguageTable, loadLanguages, resolveLanguage, TOKENIZE_LIMITS } from './highlighter.js';

const WARM_UP_LINE = 'const a = 1; // x';

/** Grammar and theme names as loaded at run time, which shiki's types know only for its bundled ones. */
type TokenizeOptions = NonNullable<Parameters<Highlighter['codeToTokensBase']>[1]>;

/** The languages the fenced code blocks of a Markdown text are written in, as written. */
export function fenceLanguages(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(/^[ \t]{0,3}(?:`{3,}|~{3,})[ \t]*([^\s`~{][^\s`{]*)/gm), (m) => m[1]))];
}

/** Loads the grammars of the languages written in `files`' code blocks and tokenizes a line with each. */
export async function warmLanguages(files: readonly string[], table: LanguageTable = BUILT_IN_LANGUAGES): Promise<void> {
  const texts = await Promise.all(files.map((file) => readFile(file, 'utf8').catch(() => '')));
  const langs = new Set<string>();
  for (const text of texts)
    for (const written of fenceLanguages(text)) {
      const lang = resolveLanguage(written, table);
      if (lang) langs.add(lang);
    }
  const highlighter = await getHighlighter();
  await loadLanguages(highlighter, langs, table);
  const [theme] = highlighter.getLoadedThemes();
  for (const lang of langs)
    highlighter.codeToTokensBase(WARM_UP_LINE, {
      ...TOKENIZE_LIMITS,
      lang: lang as TokenizeOptions['lang'],
      theme: theme as TokenizeOptions['theme'],
    });
}
