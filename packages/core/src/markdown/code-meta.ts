/** Parses a fenced code block's meta string: ```ts title="rsbuild.config.ts" {1,3-5} */
export interface CodeMeta {
  title?: string;
  highlightLines: number[];
  lineNumbers?: boolean;
  wrap?: boolean;
  /** Rspress's `file="./path"`: the block's content is that file's text. */
  file?: string;
  /** Rspress's `height=350` (pixels). */
  height?: number;
  /** Rspress's `fold`. */
  fold?: boolean;
}

const TITLE_RE = /\btitle=(?:"([^"]*)"|'([^']*)'|(\S+))/;
const FILE_RE = /(?:^|\s)file=(?:"([^"]*)"|'([^']*)'|(\S+))/;
const RANGE_RE = /\{([\d,\s-]+)\}/;

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const text = meta ?? '';
  const title = TITLE_RE.exec(text);
  const file = FILE_RE.exec(text.replace(TITLE_RE, ''));
  const range = RANGE_RE.exec(text.replace(TITLE_RE, '').replace(FILE_RE, ''));
  const result: CodeMeta = {
    title: title ? (title[1] ?? title[2] ?? title[3]) : undefined,
    highlightLines: range ? parseLineRanges(range[1]) : [],
  };
  if (file) result.file = file[1] ?? file[2] ?? file[3];
  const height = /(?:^|\s)height=["']?(\d+)(?:px)?["']?(?=\s|$)/.exec(text);
  if (height) result.height = Number(height[1]);
  if (/(^|\s)fold(=true)?(\s|$)/.test(text)) result.fold = true;
  if (/(^|\s)lineNumbers(=true)?(\s|$)/.test(text)) result.lineNumbers = true;
  if (/(^|\s)lineNumbers=false(\s|$)/.test(text)) result.lineNumbers = false;
  if (/(^|\s)wrapCode(=true)?(\s|$)/.test(text)) result.wrap = true;
  if (/(^|\s)wrapCode=false(\s|$)/.test(text)) result.wrap = false;
  return result;
}

/** "1,3-5" → [1, 3, 4, 5]; sorted, no duplicates, reversed ranges tolerated. */
export function parseLineRanges(spec: string): number[] {
  const lines = new Set<number>();
  for (const part of spec.split(',')) {
    const trimmed = part.trim();
    if (!trimmed) continue;
    const [a, b] = trimmed.split('-').map((n) => Number.parseInt(n, 10));
    if (Number.isNaN(a)) continue;
    const end = Number.isNaN(b ?? Number.NaN) ? a : b;
    const [lo, hi] = a <= end ? [a, end] : [end, a];
    for (let i = lo; i <= hi; i++) lines.add(i);
  }
  return [...lines].sort((x, y) => x - y);
}

/** The options a code block's meta may carry; anything else would be ignored without a word. */
export const CODE_META_OPTIONS = ['title', 'file', 'lineNumbers', 'wrapCode', 'height', 'fold', '{lines}'] as const;
const META_TOKEN = /\{[^}]*\}|[^\s=]+(?:=(?:"[^"]*"|'[^']*'|\S*))?/g;

/**
 * Names of the meta's options that are none of `CODE_META_OPTIONS` nor of `declared` (the
 * options the site's plugins handle, `markdown.codeMeta`): `preview`, `twoslash`, ….
 */
export function unknownMetaOptions(meta: string | null | undefined, declared: readonly string[] = []): string[] {
  const unknown: string[] = [];
  for (const [token] of (meta ?? '').matchAll(META_TOKEN)) {
    if (token.startsWith('{') && RANGE_RE.test(token)) continue;
    const name = token.split('=')[0];
    if (!(CODE_META_OPTIONS as readonly string[]).includes(name) && !declared.includes(name)) unknown.push(name);
  }
  return unknown;
}
