import { describe, expect, it } from 'vitest';
import { JsonSyntaxError, parseJsonSource } from '#core/utils/json-source.ts';

describe('JSON with the place of every value', () => {
  it.each([
    '[]',
    '{}',
    ' [1, -2.5e3, 0, "a\\"b\\\\c\\u00e9\\n", true, false, null, {"k": [{}]}] ',
    '\ufeff["bom"]',
    '{"a": 1, "a": 2}',
    '{"__proto__": {"x": 1}}',
    '"just a string"',
  ])('gives what JSON.parse gives for %j', (text) => {
    expect(parseJsonSource(text).value).toEqual(JSON.parse(text.replace(/^\ufeff/, '')));
  });

  it('places array items, object keys and values by line and column', () => {
    const root = parseJsonSource('[\n  "a",\n  { "type": "dir",\n    "name": "x" }\n]');
    expect(root.start).toEqual({ line: 1, column: 1 });
    expect(root.items?.map((i) => i.start)).toEqual([
      { line: 2, column: 3 },
      { line: 3, column: 3 },
    ]);
    const members = root.items?.[1].members ?? [];
    expect(members.map((m) => [m.key, m.start, m.node.start])).toEqual([
      ['type', { line: 3, column: 5 }, { line: 3, column: 13 }],
      ['name', { line: 4, column: 5 }, { line: 4, column: 13 }],
    ]);
  });

  it.each([
    ['[1,]', { line: 1, column: 4 }],
    ['[1 2]', { line: 1, column: 4 }],
    ['{"a" 1}', { line: 1, column: 6 }],
    ['{"a": 1,}', { line: 1, column: 9 }],
    ["['a']", { line: 1, column: 2 }],
    ['["a\nb"]', { line: 1, column: 4 }],
    ['["\\x"]', { line: 1, column: 3 }],
    ['[01]', { line: 1, column: 3 }],
    ['[\n  "a"', { line: 2, column: 6 }],
    ['[] []', { line: 1, column: 4 }],
    ['', { line: 1, column: 1 }],
    ['[NaN]', { line: 1, column: 2 }],
  ])('refuses %j, as JSON.parse does, at its place', (text, position) => {
    expect(() => JSON.parse(text)).toThrow();
    let error: unknown;
    try {
      parseJsonSource(text);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(JsonSyntaxError);
    expect((error as JsonSyntaxError).position).toEqual(position);
  });

  it('refuses nesting past 100 levels without overflowing the stack', () => {
    expect(() => parseJsonSource(`${'['.repeat(100_000)}${']'.repeat(100_000)}`)).toThrow('nested more than 100 levels deep');
  });
});
