/**
 * JSON read with the place of every value, for files writers keep beside their content
 * (`_meta.json`): an entry that is wrong is reported at its line and column, which `JSON.parse`
 * cannot give. Accepts exactly what `JSON.parse` accepts (a leading byte-order mark aside).
 */
import type { SourcePosition } from './errors.js';

export interface JsonNode {
  /** The value `JSON.parse` gives for this part of the text. */
  value: unknown;
  /** Where the value starts (1-based line and column). */
  start: SourcePosition;
  /** An array's elements. */
  items?: JsonNode[];
  /** An object's members in the order written, each with where its key starts. */
  members?: JsonMember[];
}

export interface JsonMember {
  key: string;
  start: SourcePosition;
  node: JsonNode;
}

/** Text that is not JSON: what was found where, and what was expected there. */
export class JsonSyntaxError extends Error {
  constructor(
    readonly reason: string,
    readonly position: SourcePosition,
  ) {
    super(reason);
    this.name = 'JsonSyntaxError';
  }
}

/** Nesting past this is refused, so a hostile file cannot overflow the stack. */
const MAX_DEPTH = 100;
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const LITERALS = [
  ['true', true],
  ['false', false],
  ['null', null],
] as const;

function describe(char: string | undefined): string {
  if (char === undefined) return 'the end of the file';
  return /\s/.test(char) ? JSON.stringify(char) : `"${char}"`;
}

export function parseJsonSource(text: string): JsonNode {
  const source = text.startsWith('\ufeff') ? text.slice(1) : text;
  let at = 0;
  let line = 1;
  let lineStart = 0;
  const here = (): SourcePosition => ({ line, column: at - lineStart + 1 });
  const fail = (expected: string): never => {
    throw new JsonSyntaxError(`unexpected ${describe(source[at])}; expected ${expected}`, here());
  };
  const skipSpace = () => {
    for (; at < source.length; at++) {
      const c = source[at];
      if (c === '\n') {
        line++;
        lineStart = at + 1;
      } else if (c !== ' ' && c !== '\t' && c !== '\r') break;
    }
  };
  const readString = (): string => {
    const begin = at;
    for (at++; at < source.length; at++) {
      const c = source[at];
      if (c === '"') {
        at++;
        return JSON.parse(source.slice(begin, at)) as string;
      }
      if (c === '\\') {
        const escaped = /^\\(?:["\\/bfnrt]|u[\da-fA-F]{4})/.exec(source.slice(at, at + 6));
        if (!escaped) fail('an escape such as \\" or \\n');
        at += (escaped as RegExpExecArray)[0].length - 1;
      } else if (c < ' ') {
        fail('the closing quote of the string (a line break in a string is written \\n)');
      }
    }
    return fail('the closing quote of the string');
  };
  const readValue = (depth: number): JsonNode => {
    skipSpace();
    const start = here();
    const c = source[at];
    if (depth > MAX_DEPTH) throw new JsonSyntaxError(`nested more than ${MAX_DEPTH} levels deep`, start);
    if (c === '[') {
      at++;
      const items: JsonNode[] = [];
      skipSpace();
      if (source[at] === ']') {
        at++;
        return { value: [], start, items };
      }
      for (;;) {
        items.push(readValue(depth + 1));
        skipSpace();
        if (source[at] === ']') break;
        if (source[at] !== ',') fail('"," or "]" after an array item');
        at++;
        skipSpace();
        if (source[at] === ']') fail('another item after "," (JSON allows no comma before "]")');
      }
      at++;
      return { value: items.map((item) => item.value), start, items };
    }
    if (c === '{') {
      at++;
      const members: JsonMember[] = [];
      skipSpace();
      if (source[at] === '}') {
        at++;
        return { value: {}, start, members };
      }
      for (;;) {
        skipSpace();
        const keyStart = here();
        if (source[at] !== '"') fail(members.length ? 'a quoted key (JSON allows no comma before "}")' : 'a quoted key or "}"');
        const key = readString();
        skipSpace();
        if (source[at] !== ':') fail('":" after the key');
        at++;
        members.push({ key, start: keyStart, node: readValue(depth + 1) });
        skipSpace();
        if (source[at] === '}') break;
        if (source[at] !== ',') fail('"," or "}" after a member');
        at++;
      }
      at++;
      // A repeated key keeps its last value, as JSON.parse does; `defineProperty` keeps `__proto__` plain data.
      const value: Record<string, unknown> = {};
      for (const m of members) Object.defineProperty(value, m.key, { value: m.node.value, enumerable: true, writable: true, configurable: true });
      return { value, start, members };
    }
    if (c === '"') return { value: readString(), start };
    NUMBER.lastIndex = at;
    const number = NUMBER.exec(source);
    if (number) {
      at += number[0].length;
      return { value: Number(number[0]), start };
    }
    for (const [word, value] of LITERALS) {
      if (source.startsWith(word, at)) {
        at += word.length;
        return { value, start };
      }
    }
    return fail('a value (a string in double quotes, a number, an array, an object, true, false or null)');
  };
  const root = readValue(0);
  skipSpace();
  if (at < source.length) fail('nothing after the value');
  return root;
}
