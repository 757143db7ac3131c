/** `<img src="…">` in a `.md` page's raw HTML, which reaches the tree as text, not as an element. */

const IMG_SRC = /(<img\b[^>]*?\ssrc\s*=\s*)(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;

/** Each image source in a piece of raw HTML, as written. */
export function htmlImageSources(html: string): string[] {
  return [...html.matchAll(IMG_SRC)].map((m) => m[2] ?? m[3] ?? m[4]);
}

/** The raw HTML with each image source replaced by what `rewrite` gives (unchanged where it gives undefined). */
export function rewriteHtmlImageSources(html: string, rewrite: (src: string) => string | undefined): string {
  return html.replace(IMG_SRC, (whole, before: string, double?: string, single?: string, bare?: string) => {
    const next = rewrite(double ?? single ?? bare ?? '');
    if (next === undefined) return whole;
    const quote = single !== undefined ? "'" : '"';
    return `${before}${quote}${next}${quote}`;
  });
}
