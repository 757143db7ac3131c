/**
 * Chinese, Japanese and Korean text has no spaces between words, so any run of characters
 * may be what a reader means. A query run matches the pages whose folded text contains it as
 * written: a phrase that appears in a page always finds it, and every result really holds it.
 * Scanning the text is fast enough for a documentation site's text and costs nothing to prepare.
 */
export class CjkIndex {
  private readonly texts: string[][] = [];

  /** `texts`: the page's folded title and content (kept by reference, not copied). */
  add(page: number, ...texts: string[]): void {
    this.texts[page] = texts;
  }

  pagesContaining(run: string): number[] {
    const out: number[] = [];
    this.texts.forEach((texts, page) => {
      if (texts.some((t) => t.includes(run))) out.push(page);
    });
    return out;
  }
}
