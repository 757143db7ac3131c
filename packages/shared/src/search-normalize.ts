/**
 * Text folding and word splitting shared by indexing and querying, so both sides agree on
 * what a word is. Folding keeps one UTF-16 unit out for each unit in: offsets found in the
 * folded text are offsets in the original, which snippets and highlights rely on.
 */

/** Chinese, Japanese and Korean characters (one of them counts 3 width units in a snippet). */
export const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

export type Script = 'latin' | 'cjk' | 'cyrillic';

export interface Token {
  text: string;
  script: Script;
  /** Offset in the folded text. */
  start: number;
}

const SEPARATOR = 0;
const LATIN = 1;
const CYRILLIC = 2;
const CJK = 3;
type Kind = typeof SEPARATOR | typeof LATIN | typeof CYRILLIC | typeof CJK;
const SCRIPTS: Record<Exclude<Kind, typeof SEPARATOR>, Script> = { [LATIN]: 'latin', [CYRILLIC]: 'cyrillic', [CJK]: 'cjk' };

const kinds = new Map<number, Kind>();

function classify(ch: string): Kind {
  if (CJK_CHAR.test(ch)) return CJK;
  if (/\p{Script=Cyrillic}/u.test(ch)) return CYRILLIC;
  // Letters of any other alphabet, digits, `_` and `$` (identifiers such as
  // `__webpack_nonce__` stay one word), and marks, which belong to the letter before them.
  return /[\p{L}\p{N}\p{M}_$]/u.test(ch) ? LATIN : SEPARATOR;
}

/** Kinds of the ASCII characters, looked up without a call on the hot path. */
const ASCII_KINDS = Uint8Array.from({ length: 128 }, (_v, code) =>
  (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || code === 95 || code === 36 ? LATIN : SEPARATOR,
);

/** The kind of a non-ASCII character at `i` (a surrogate pair is classified as one character). */
function wideKindAt(text: string, i: number, code: number): Kind {
  const point = text.codePointAt(i) ?? code;
  let kind = kinds.get(point);
  if (kind === undefined) {
    // A low surrogate alone is the second half of a pair already classified.
    kind = code >= 0xdc00 && code <= 0xdfff ? SEPARATOR : classify(String.fromCodePoint(point));
    kinds.set(point, kind);
  }
  return kind;
}

const folded = new Map<string, string>();

function foldChar(ch: string): string {
  let out = folded.get(ch);
  if (out !== undefined) return out;
  const code = ch.charCodeAt(0);
  if (code >= 0x400 && code <= 0x4ff) {
    // Cyrillic: case only, and ё is written е by most writers. й keeps its breve: it is a
    // letter of its own, not an accented и.
    out = ch.toLowerCase();
    if (out === 'ё') out = 'е';
  } else {
    out = ch.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  }
  if (out.length !== 1) out = ch.toLowerCase().length === 1 ? ch.toLowerCase() : ch;
  folded.set(ch, out);
  return out;
}

function foldRun(run: string): string {
  let out = '';
  for (let i = 0; i < run.length; i++) out += foldChar(run[i]);
  return out;
}

/** Lower case without accents (ё → е), same length as the input. */
export function normalize(text: string): string {
  const lower = text.toLowerCase();
  // Almost all text keeps its length when lower-cased; then only non-ASCII units need folding.
  // Han ideographs fold to themselves: skipping them makes Chinese text as cheap as English.
  if (lower.length === text.length) return lower.replace(/[^\x00-\x7f\u3400-\u4dbf\u4e00-\u9fff]+/g, foldRun);
  let out = '';
  for (let i = 0; i < text.length; i++) out += foldChar(text[i]);
  return out;
}

/** Called for each word of a text: its script and where it starts and ends. */
export type WordVisitor = (start: number, end: number, script: Script) => void;

/**
 * Visits the words of folded text: CJK runs, Cyrillic words, and words of any other
 * alphabet. A scan by character class rather than a regular expression with Unicode properties,
 * which is slower on the worker's first load; it makes no objects, so indexing a site stays cheap.
 */
export function scanWords(foldedText: string, visit: WordVisitor): void {
  const length = foldedText.length;
  let start = 0;
  let current: Kind = SEPARATOR;
  for (let i = 0; i <= length; i++) {
    let kind: Kind = SEPARATOR;
    if (i < length) {
      const code = foldedText.charCodeAt(i);
      if (code < 128) kind = ASCII_KINDS[code] as Kind;
      else if (code >= 0xdc00 && code <= 0xdfff && i > 0) kind = current;
      else kind = wideKindAt(foldedText, i, code);
    }
    if (kind === current) continue;
    if (current !== SEPARATOR) visit(start, i, SCRIPTS[current]);
    current = kind;
    start = i;
  }
}

/** The words of folded text, each with its script and offset (see `scanWords`). */
export function tokenize(foldedText: string): Token[] {
  const out: Token[] = [];
  scanWords(foldedText, (start, end, script) => out.push({ text: foldedText.slice(start, end), script, start }));
  return out;
}

/** Width units: a CJK character counts 3, anything else 1. */
export function textWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += CJK_CHAR.test(ch) ? 3 : 1;
  return width;
}
