/**
 * The terms of one page as the split search index stores them: each Latin or Cyrillic word,
 * and each CJK character and pair of characters, with how often it occurs and where (title,
 * headings). They carry what the search core's ranking reads from a page's words, so a
 * query ranks pages from the postings alone and fetches the text only of the pages it shows.
 */
import { normalize, scanWords, tokenize } from './search-normalize.js';

/** The term is a word of the title. */
export const IN_TITLE = 1;
/** The term is a word of a heading. */
export const IN_HEADER = 2;
/** The title's last word is this word (or holds this CJK gram): a title equal to (or ending in `.`) a one-word query. */
export const TITLE_LAST = 4;
/** A heading is this word alone (or one CJK run holding this gram). */
export const HEADER_ALONE = 8;
/** Flags take the low bits of a posting's value, the count the rest. */
export const FLAG_BITS = 4;

export type TermScript = 'latin' | 'cyrillic' | 'cjk';

export interface PageTerm {
  script: TermScript;
  /** Latin and Cyrillic: occurrences in title and content; CJK: occurrences in the content. */
  count: number;
  flags: number;
}

/** A term's script as `pageTerms` found it: a word is one token, a CJK gram one run. */
export function termScript(term: string): TermScript {
  return tokenize(term)[0]?.script ?? 'cjk';
}

/** The CJK terms of a run: each character, and each pair of neighbours. */
export function cjkGrams(run: string): string[] {
  const grams: string[] = [];
  const chars = [...run];
  chars.forEach((ch, i) => {
    grams.push(ch);
    if (i + 1 < chars.length) grams.push(ch + chars[i + 1]);
  });
  return grams;
}

/** The grams a query run must all have: its pairs, or the character itself. */
export function queryGrams(run: string): string[] {
  const chars = [...run];
  if (chars.length < 2) return [run];
  return chars.slice(0, -1).map((ch, i) => ch + chars[i + 1]);
}

/** Every term of a page (title, headings and content as the record holds them), by term. */
export function pageTerms(record: { title: string; content: string; headers: readonly string[] }): Map<string, PageTerm> {
  const title = normalize(record.title);
  const content = normalize(record.content);
  const headers = record.headers.map(normalize);
  const terms = new Map<string, PageTerm>();
  const bump = (term: string, script: TermScript, by: number) => {
    const known = terms.get(term);
    if (known) known.count += by;
    else terms.set(term, { script, count: by, flags: 0 });
  };
  // Words count in title and content alike, as the search core counts them; CJK runs in the content only.
  scanWords(title, (start, end, script) => {
    if (script !== 'cjk') bump(title.slice(start, end), script, 1);
  });
  scanWords(content, (start, end, script) => {
    const word = content.slice(start, end);
    if (script !== 'cjk') bump(word, script, 1);
    else for (const gram of cjkGrams(word)) bump(gram, 'cjk', 1);
  });
  const titleWords = tokenize(title);
  const mark = (text: string, flag: number) => {
    for (const t of tokenize(text)) {
      if (t.script !== 'cjk') {
        const term = terms.get(t.text) ?? { script: t.script, count: 0, flags: 0 };
        term.flags |= flag;
        terms.set(t.text, term);
      } else {
        for (const gram of cjkGrams(t.text)) {
          const term = terms.get(gram) ?? { script: 'cjk' as const, count: 0, flags: 0 };
          term.flags |= flag;
          terms.set(gram, term);
        }
      }
    }
  };
  mark(title, IN_TITLE);
  for (const h of headers) mark(h, IN_HEADER);
  // A one-word query equal to the title or a heading: the word, or every gram of the CJK run.
  const markWhole = (token: { text: string; script: string } | undefined, flag: number) => {
    if (!token) return;
    for (const term of token.script === 'cjk' ? cjkGrams(token.text) : [token.text]) (terms.get(term) as PageTerm).flags |= flag;
  };
  markWhole(titleWords.at(-1), TITLE_LAST);
  for (const h of headers) {
    const words = tokenize(h);
    if (words.length === 1) markWhole(words[0], HEADER_ALONE);
  }
  return terms;
}
