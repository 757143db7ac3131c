/**
 * The words of one script (Latin or Cyrillic) across all pages: each distinct word once, with
 * the pages holding it and how often. A query word matches every word it is part of ("full"
 * matching: `path` finds `distPath`, `fallback` finds `historyApiFallback`), found by scanning
 * the distinct words; when none contains it, words within a small edit distance match instead.
 *
 * Why a scan and not a substring index (flexsearch's `full` tokenizer): a language has only a few
 * thousand distinct words, quick to scan, while a substring index must be built before the first
 * query can run and was far slower to build (docs/perf-notes.md, Search).
 */
import { editDistance } from '@quire/shared/edit-distance';

export interface WordMatch {
  word: string;
  /** 1 for the same word, less for a word that only contains the query or is a near miss. */
  quality: number;
  /** Page id → occurrences of the word in the page. */
  pages: ReadonlyMap<number, number>;
}

/** How well `word` answers the query word `term`: whole word, prefix, inside, or not at all. */
export function matchQuality(term: string, word: string): number {
  if (word === term) return 1;
  const share = term.length / word.length;
  if (word.startsWith(term)) return 0.5 + 0.4 * share;
  if (word.includes(term)) return 0.3 + 0.3 * share;
  return 0;
}

/** Edits allowed for a misspelt query word of this length (short words would match too much). */
function typoBudget(length: number): number {
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
}

export class WordIndex {
  private readonly words: string[] = [];
  private readonly ids = new Map<string, number>();
  /**
   * Per word, the pages holding it and how often, as two arrays while indexing: pages come in
   * order, so a page's next occurrence only bumps the last count. Far cheaper than a map per
   * word on a hundred thousand words; the map a query wants is made on its first use.
   */
  private readonly pageIds: number[][] = [];
  private readonly counts: number[][] = [];
  private readonly maps: Array<Map<number, number> | undefined> = [];

  get size(): number {
    return this.words.length;
  }

  add(page: number, word: string): void {
    let id = this.ids.get(word);
    if (id === undefined) {
      id = this.words.length;
      this.words.push(word);
      this.ids.set(word, id);
      this.pageIds.push([]);
      this.counts.push([]);
    }
    const pages = this.pageIds[id];
    const last = pages.length - 1;
    if (last >= 0 && pages[last] === page) this.counts[id][last]++;
    else {
      pages.push(page);
      this.counts[id].push(1);
    }
    this.maps[id] = undefined;
  }

  /** Page id → occurrences of word `id` (a page added out of order still sums up). */
  private pagesOf(id: number): ReadonlyMap<number, number> {
    let map = this.maps[id];
    if (!map) {
      map = new Map();
      const counts = this.counts[id];
      this.pageIds[id].forEach((page, i) => map?.set(page, (map.get(page) ?? 0) + counts[i]));
      this.maps[id] = map;
    }
    return map;
  }

  /** Words containing `term`; if there are none, words within a small edit distance of it. */
  match(term: string): WordMatch[] {
    return matchWords(this.words, term).map(({ id, quality }) => ({ word: this.words[id], quality, pages: this.pagesOf(id) }));
  }
}

/** Which of `words` a query word matches, by place in the list: those containing it, or else its near misses. */
export function matchWords(words: readonly string[], term: string): Array<{ id: number; quality: number }> {
  const found = wordsContaining(words, term);
  return found.length ? found : nearMisses(words, term);
}

/** The words containing a query word, by place in the list. */
export function wordsContaining(words: readonly string[], term: string): Array<{ id: number; quality: number }> {
  const found: Array<{ id: number; quality: number }> = [];
  words.forEach((word, id) => {
    if (word.includes(term)) found.push({ id, quality: matchQuality(term, word) });
  });
  return found;
}

/** The words within a small edit distance of a misspelt query word, by place in the list. */
export function nearMisses(words: readonly string[], term: string): Array<{ id: number; quality: number }> {
  const found: Array<{ id: number; quality: number }> = [];
  const budget = typoBudget(term.length);
  if (!budget) return [];
  words.forEach((word, id) => {
    const distance = editDistance(term, word, budget);
    if (distance <= budget) found.push({ id, quality: distance === 1 ? 0.6 : 0.45 });
  });
  return found;
}
