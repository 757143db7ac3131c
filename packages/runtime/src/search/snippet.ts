/** The text shown for a hit: a window around the match, and the ranges to highlight in it. */
import { normalize, textWidth } from '@quire/shared/search-normalize';

export interface HighlightInfo {
  start: number;
  length: number;
}

export function findAll(haystack: string, needle: string): number[] {
  const out: number[] = [];
  if (!needle) return out;
  let i = haystack.indexOf(needle);
  while (i !== -1) {
    out.push(i);
    i = haystack.indexOf(needle, i + needle.length);
  }
  return out;
}

/** A window of about `width` units around `at`, and where the match sits in it. */
export function snippet(text: string, at: number, length: number, width = 100): { statement: string; offset: number } {
  let start = at;
  let end = at + length;
  let used = textWidth(text.slice(start, end));
  while (used < width && (start > 0 || end < text.length)) {
    if (start > 0 && (end >= text.length || (at - start) * 2 < used)) {
      start--;
      used += textWidth(text[start]);
    } else if (end < text.length) {
      used += textWidth(text[end]);
      end++;
    }
  }
  const statement = text.slice(start, end).replace(/\n/g, ' ');
  return { statement, offset: at - start };
}

/** Where the folded needles occur in `text`, overlapping ranges merged, in order. */
export function highlights(text: string, needles: readonly string[]): HighlightInfo[] {
  const folded = normalize(text);
  const ranges = needles.flatMap((n) => findAll(folded, n).map((start) => ({ start, end: start + n.length })));
  ranges.sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Array<{ start: number; end: number }> = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end);
    else merged.push({ ...r });
  }
  return merged.map((r) => ({ start: r.start, length: r.end - r.start }));
}
