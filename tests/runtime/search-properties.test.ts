/** Properties the search relies on, over generated text: offsets survive folding and packing. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compactWhitespace } from '#core/search/compact-text.ts';
import { normalize, tokenize } from '#shared/search-normalize.ts';
import { Searcher } from '#runtime/search/search-core.ts';
import { packSearchIndex, unpackSearchIndex } from '#shared/search-index-file.ts';

// Text drawn from the alphabets the site mixes: ASCII, accented Latin, Cyrillic, CJK, blanks.
const char = fc.constantFrom(...'aZ9_$. -\n\tÉéñüßёЁйЖж中文配置产物ｄＰ🚀'.split(''), '🚀');
const text = fc.array(char, { maxLength: 60 }).map((cs) => cs.join(''));

function lineStarts(text: string): number[] {
  const out = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) out.push(i + 1);
  return out;
}

describe('search properties', () => {
  it('folding keeps every offset', () => {
    fc.assert(fc.property(text, (t) => normalize(t).length === t.length));
  });

  it('folding skips no character that folds: the fast path agrees with folding one character at a time', () => {
    // A leading İ (two units once lower-cased) sends the whole text down the slow path.
    const wide = fc.array(fc.constantFrom(...'中文配置㐀鿿豈ガｶＡ㊀　。É'.split(''), 'a'), { maxLength: 30 }).map((cs) => cs.join(''));
    fc.assert(fc.property(fc.oneof(text, wide), (t) => normalize(t) === normalize(`İ${t}`).slice(1)));
  });

  it('tokens are where they say they are in the folded text', () => {
    fc.assert(
      fc.property(text, (t) => {
        const folded = normalize(t);
        return tokenize(folded).every((tok) => tok.text.length > 0 && folded.startsWith(tok.text, tok.start));
      }),
    );
  });

  it('compacting whitespace keeps offsets on the same characters', () => {
    fc.assert(
      fc.property(text, fc.array(fc.nat(), { maxLength: 5 }), (t, picks) => {
        const offsets = picks.map((p) => p % (t.length || 1)).filter((o) => t[o] !== undefined && !/\s/.test(t[o]));
        const out = compactWhitespace(t, offsets);
        return out.offsets.every((o, i) => out.text[o] === t[offsets[i]]);
      }),
    );
  });

  it('packing and unpacking give back every page', () => {
    const page = fc.record({
      title: text,
      routePath: text.map((t) => `/${t}`),
      content: text,
      toc: fc.array(fc.record({ text, id: text, depth: fc.integer({ min: 2, max: 4 }), charIndex: fc.integer({ min: -1, max: 60 }) }), {
        maxLength: 3,
      }),
    });
    // Also headings that are lines of the content, as real pages have them.
    const withLines = page.chain((p) =>
      fc.subarray(lineStarts(p.content)).map((starts) => ({
        ...p,
        toc: [...starts.map((start) => ({ text: p.content.slice(start).split('\n')[0], id: 'x', depth: 2, charIndex: start })), ...p.toc],
      })),
    );
    fc.assert(
      fc.property(fc.array(withLines, { maxLength: 4 }), (pages) => {
        const back = unpackSearchIndex(JSON.parse(JSON.stringify(packSearchIndex({ lang: 'en', version: '', domain: '' }, pages))));
        expect(back).toEqual(pages.map((p, id) => ({ ...p, id, headers: p.toc.map((h) => h.text) })));
      }),
      // Found once: a title with a line break is never the content's first line.
      { examples: [[[{ title: '\n', routePath: '/', content: '\n', toc: [] }]]] },
    );
  });

  it("any piece of a page's text finds the page", () => {
    fc.assert(
      fc.property(text, fc.nat(), fc.integer({ min: 1, max: 6 }), (content, at, length) => {
        const start = at % (content.length || 1);
        const piece = content.slice(start, start + length);
        if (!tokenize(normalize(piece)).length) return;
        const searcher = new Searcher([{ id: 0, title: 'T', routePath: '/p', content, headers: [], toc: [] }]);
        expect(searcher.search(piece).map((r) => r.routePath)).toEqual(['/p']);
      }),
    );
  });
});
