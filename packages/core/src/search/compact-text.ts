/**
 * Page text for the index with the whitespace that search never uses taken out: indentation
 * and trailing blanks of lines (code blocks are full of them) and runs of blanks inside a
 * line. Snippets show the text on one line anyway. Offsets into the text (where headings
 * start) move with it.
 */
export function compactWhitespace(text: string, offsets: readonly number[]): { text: string; offsets: number[] } {
  const cuts: Array<{ at: number; removed: number }> = [];
  let out = '';
  let last = 0;
  for (const m of text.matchAll(/[ \t]+/g)) {
    const at = m.index ?? 0;
    const end = at + m[0].length;
    const lineEdge = at === 0 || text[at - 1] === '\n' || end === text.length || text[end] === '\n';
    const keep = lineEdge ? '' : ' ';
    if (keep === m[0]) continue;
    out += text.slice(last, at) + keep;
    last = end;
    cuts.push({ at: end, removed: m[0].length - keep.length });
  }
  out += text.slice(last);
  const moved = offsets.map((offset) => {
    if (offset < 0) return offset;
    let removed = 0;
    for (const c of cuts) if (c.at <= offset) removed += c.removed;
    return offset - removed;
  });
  return { text: out, offsets: moved };
}
