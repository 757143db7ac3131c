/** Text with highlighted ranges, drawn from offsets as text nodes: never parsed as HTML. */
import type { HighlightInfo } from '@quire/runtime';

export function Highlight({ text, ranges }: { text: string; ranges: readonly HighlightInfo[] }) {
  const parts: Array<{ text: string; mark: boolean }> = [];
  let at = 0;
  for (const r of [...ranges].sort((a, b) => a.start - b.start)) {
    if (r.start < at) continue;
    if (r.start > at) parts.push({ text: text.slice(at, r.start), mark: false });
    parts.push({ text: text.slice(r.start, r.start + r.length), mark: true });
    at = r.start + r.length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), mark: false });
  return (
    <>
      {parts.map((p, i) =>
        p.mark ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional
          <mark key={i} className="q-search__mark">
            {p.text}
          </mark>
        ) : (
          p.text
        ),
      )}
    </>
  );
}
