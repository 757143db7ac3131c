/**
 * Highlighted HTML of code blocks already seen in this process. A bilingual site repeats most of
 * its code blocks word for word in each language, and tokenizing is the largest single share of
 * compiling a page, so each different block is highlighted once. Bounded by the total length of the HTML kept; the oldest entries go first.
 */
export class HighlightMemo {
  private readonly entries = new Map<string, string>();
  private size = 0;

  /** `maxChars`: the HTML kept at most, in characters (about 2 bytes each in V8's heap at worst). */
  constructor(private readonly maxChars = 8_000_000) {}

  /** `variant`: what else shapes the HTML (the site's shiki transformers), '' for nothing. */
  get(code: string, lang: string, highlightLines: readonly number[], variant: string, highlight: () => string): string {
    const key = highlightKey(code, lang, highlightLines, variant);
    const found = this.find(key);
    if (found !== undefined) return found;
    const html = highlight();
    this.add(key, html);
    return html;
  }

  /** The HTML kept under a `highlightKey`. */
  find(key: string): string | undefined {
    return this.entries.get(key);
  }

  add(key: string, html: string): void {
    this.entries.set(key, html);
    this.size += html.length;
    for (const [oldKey, oldHtml] of this.entries) {
      if (this.size <= this.maxChars) break;
      this.entries.delete(oldKey);
      this.size -= oldHtml.length;
    }
  }
}

/** What a block's highlighted HTML is made of, as one key (see `HighlightMemo.get`). */
export function highlightKey(code: string, lang: string, highlightLines: readonly number[], variant: string): string {
  return `${variant}\0${lang}\0${highlightLines.join(',')}\0${code}`;
}

/**
 * Highlighted blocks kept between runs (the compile cache), by `highlightKey`: a page edited
 * outside its code blocks is compiled without tokenizing them again.
 */
export interface StoredHighlights {
  find(key: string): Promise<string | undefined>;
}
