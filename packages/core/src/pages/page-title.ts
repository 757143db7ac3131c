/**
 * A page's title without compiling it, for a sidebar made from its folder: frontmatter `title`, else the first `# `
 * heading, else the file name. Most frontmatter is lines of `key: text`, plain or in quotes with nothing to unescape,
 * read here without the YAML parser; anything else goes to the parser, so the title is always the one it would give.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseYaml } from '../utils/lazy-yaml.js';

const PAGE_FILE = /\.(mdx?)$/;

/** A line `key: value` of a flat mapping. */
const PLAIN_LINE = /^([A-Za-z_][\w-]*):(?:[ \t]+(.*?))?[ \t]*$/;

/**
 * A value YAML reads as the text it is, whatever the key: no indicator first, no `:` or `#` (a mapping or a comment),
 * no control or line-breaking characters.
 */
const PLAIN_TEXT = /^[^\s\-?:,[\]{}#&*!|>'"%@`\p{Cc}\u0085\u2028\u2029\ufeff][^:#\p{Cc}\u0085\u2028\u2029\ufeff]*$/u;

/** A value in double or single quotes with no escape, quote or control character inside: YAML reads it as the text between. */
const QUOTED_TEXT = /^(?:"([^"\\\p{Cc}\u0085\u2028\u2029\ufeff]*)"|'([^'\p{Cc}\u0085\u2028\u2029\ufeff]*)')$/u;

/** Plain values YAML 1.2's core schema reads as null, a boolean or a number: a title so written is no text. */
const NOT_TEXT =
  /^(?:|~|null|Null|NULL|true|True|TRUE|false|False|FALSE|[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+|[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/;

/** Title of a page without compiling it: frontmatter `title`, else the first `# ` heading, else the file name. */
export function quickTitle(file: string): string {
  return titleInSource(fs.readFileSync(file, 'utf8'), file);
}

/** `quickTitle` of a page's text (`file` names the page, for a page without a title). */
export function titleInSource(source: string, file: string): string {
  // A file saved with Windows line ends (`\r\n`) has its frontmatter and heading read as any other.
  const text = source.includes('\r') ? source.replace(/\r\n?/g, '\n') : source;
  const fm = /^---\n([\s\S]*?)\n---/.exec(text);
  const title = fm ? frontmatterTitle(fm[1]) : undefined;
  if (title !== undefined) return title;
  const h1 = /^#\s+(.+?)\s*(\\?\{#[^}]+\})?\s*$/m.exec(text.replace(/^---\n[\s\S]*?\n---/, ''));
  return h1 ? h1[1].replace(/[`*_]/g, '') : path.basename(file).replace(PAGE_FILE, '');
}

/** The frontmatter's `title` when it is text; undefined without one, or when the frontmatter is not valid YAML. */
export function frontmatterTitle(block: string): string | undefined {
  const plain = plainMapping(block);
  if (plain) {
    const title = plain.get('title');
    return title?.isText ? title.value : undefined;
  }
  try {
    const data = parseYaml(block) as { title?: unknown } | null;
    return data && typeof data.title === 'string' ? data.title : undefined;
  } catch {
    // The compiler reports bad YAML with its place; a title is all a sidebar needs.
    return undefined;
  }
}

/** A one-line value as YAML reads it, and whether that is text (not null, a boolean or a number). */
interface Scalar {
  value: string;
  isText: boolean;
}

/** The frontmatter's keys and values when every line is `key: value`, each value plain or simply quoted, and no key repeats; undefined otherwise. */
function plainMapping(block: string): Map<string, Scalar> | undefined {
  const values = new Map<string, Scalar>();
  for (const line of block.split('\n')) {
    const match = PLAIN_LINE.exec(line);
    if (!match || values.has(match[1])) return undefined;
    const scalar = scalarOf(match[2] ?? '');
    if (!scalar) return undefined;
    values.set(match[1], scalar);
  }
  return values;
}

/** The value of `key: value` when it needs no YAML parser to read: plain text, or text in quotes with nothing to unescape. */
function scalarOf(value: string): Scalar | undefined {
  const quoted = QUOTED_TEXT.exec(value);
  if (quoted) return { value: quoted[1] ?? quoted[2], isText: true };
  if (value !== '' && !PLAIN_TEXT.test(value)) return undefined;
  return { value, isText: !NOT_TEXT.test(value) };
}
