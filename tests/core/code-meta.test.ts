import { describe, expect, test } from 'vitest';
import { parseCodeMeta, parseLineRanges, unknownMetaOptions } from '#core/markdown/code-meta.ts';

describe('parseLineRanges', () => {
  test.each<[string, number[]]>([
    ['', []],
    ['1', [1]],
    ['1,3', [1, 3]],
    ['1,3-5', [1, 3, 4, 5]],
    ['3-5,1', [1, 3, 4, 5]],
    ['5-3', [3, 4, 5]],
    ['5-3,1', [1, 3, 4, 5]],
    ['2-2', [2]],
    ['1-3,2-4', [1, 2, 3, 4]],
    ['1,1,1', [1]],
    [' 1 , 3 - 4 ', [1, 3, 4]],
    ['1,,2', [1, 2]],
    ['10,2', [2, 10]],
    ['a,2', [2]],
  ])('%j → %j', (spec, lines) => {
    expect(parseLineRanges(spec)).toEqual(lines);
  });
});

describe('parseCodeMeta', () => {
  test.each<[string | null | undefined, Record<string, unknown>]>([
    [null, { title: undefined, highlightLines: [] }],
    [undefined, { title: undefined, highlightLines: [] }],
    ['', { title: undefined, highlightLines: [] }],
    ['title="x"', { title: 'x', highlightLines: [] }],
    ["title='rsbuild.config.ts'", { title: 'rsbuild.config.ts', highlightLines: [] }],
    ['title=plain.ts', { title: 'plain.ts', highlightLines: [] }],
    ['title="with spaces.ts"', { title: 'with spaces.ts', highlightLines: [] }],
    ['{1,3-5}', { title: undefined, highlightLines: [1, 3, 4, 5] }],
    ['{5-3}', { title: undefined, highlightLines: [3, 4, 5] }],
    ['title="x" {1,3-5}', { title: 'x', highlightLines: [1, 3, 4, 5] }],
    ['{2} title="x"', { title: 'x', highlightLines: [2] }],
    ['title="a{1}b" {4}', { title: 'a{1}b', highlightLines: [4] }],
    ['title="only{1}"', { title: 'only{1}', highlightLines: [] }],
    ['lineNumbers', { highlightLines: [], lineNumbers: true }],
    ['lineNumbers=true', { highlightLines: [], lineNumbers: true }],
    ['lineNumbers=false', { highlightLines: [], lineNumbers: false }],
    ['wrapCode', { highlightLines: [], wrap: true }],
    ['file="./_demo.ts" {2}', { highlightLines: [2], file: './_demo.ts' }],
    ["title='a.ts' file='<root>/src/a.ts'", { title: 'a.ts', highlightLines: [], file: '<root>/src/a.ts' }],
    ['file=/components/Button.tsx', { highlightLines: [], file: '/components/Button.tsx' }],
    ['fold height="350"', { highlightLines: [], height: 350, fold: true }],
    ['height=200', { highlightLines: [], height: 200 }],
    ['wrapCode=false', { highlightLines: [], wrap: false }],
    ['title="x" {1} lineNumbers wrapCode', { title: 'x', highlightLines: [1], lineNumbers: true, wrap: true }],
    ['subtitle="nope"', { title: undefined, highlightLines: [] }],
  ])('%j', (meta, expected) => {
    const result = parseCodeMeta(meta);
    expect(result).toMatchObject(expected);
    if (!('lineNumbers' in expected)) expect(result.lineNumbers).toBeUndefined();
    if (!('wrap' in expected)) expect(result.wrap).toBeUndefined();
  });
});

describe('unknownMetaOptions', () => {
  test.each<[string | null, string[]]>([
    [null, []],
    ['title="a b" {1,3-5} lineNumbers wrapCode=false file="./x.ts"', []],
    ["title='x y'", []],
    ['preview', ['preview']],
    ['title="with preview inside" twoslash {2}', ['twoslash']],
    ['fold height=300', []],
    ['height=300 direction="vertical"', ['direction']],
    ['{not-lines}', ['{not-lines}']],
  ])('%j → %j', (meta, unknown) => {
    expect(unknownMetaOptions(meta)).toEqual(unknown);
  });
});
