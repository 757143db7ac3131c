/**
 * Page data and site data reach the browser as JavaScript. Written as object literals, a
 * frontmatter key `__proto__` became the object's prototype (`__proto__: { navbar: false }` hid
 * the navbar after hydration, past the frontmatter checks); as `JSON.parse('…')` every key is data.
 */
import vm from 'node:vm';
import { describe, expect, test } from 'vitest';
import { standaloneScript } from '#core/markdown/page-function-body.ts';
import { siteDataModule } from '#core/project/generate.ts';
import { pageModuleCode } from '#core/project/page-module.ts';
import { jsonExpression } from '#core/utils/escape.ts';
import type { PageData, SiteData } from '#shared/index.ts';
import { compile } from './helpers/mdx.ts';

const HOSTILE_FRONTMATTER = `---
title: Page
__proto__:
  navbar: false
constructor: x
prototype: y
---

# Page
`;

/** Evaluates a JavaScript expression in a fresh context, as a browser would. */
const evaluate = (expression: string): Record<string, unknown> => vm.runInNewContext(`(${expression})`) as Record<string, unknown>;

/** The three keys are own, plain properties and set nothing else. */
function expectPlainKeys(frontmatter: Record<string, unknown>): void {
  expect(Object.keys(frontmatter)).toEqual(['title', '__proto__', 'constructor', 'prototype']);
  expect(Object.getOwnPropertyDescriptor(frontmatter, '__proto__')?.value).toEqual({ navbar: false });
  expect(Object.getPrototypeOf(Object.getPrototypeOf(frontmatter))).toBeNull();
  expect(frontmatter.navbar).toBeUndefined();
  expect([frontmatter.constructor, frontmatter.prototype]).toEqual(['x', 'y']);
}

describe('jsonExpression', () => {
  test.each<[string, object]>([
    ['quotes and backslashes', { a: 'it\'s \\ "quoted"', b: ["\\'", "''"] }],
    ['a closing script tag', { title: '</script><script>alert(1)</script><!--' }],
    ['line and paragraph separators, control characters, emoji', { text: 'a\u2028b\u2029c\n\r\t\0 🚀 中文' }],
    ['numbers, booleans and null', { n: 1.5, t: true, f: false, z: null, list: [1, 'x', { deep: [] }] }],
  ])('evaluates to the same data: %s', (_name, value) => {
    const expression = jsonExpression(value);
    expect(expression).toMatch(/^JSON\.parse\('.*'\)$/s);
    expect(expression).not.toMatch(/<\/?script|[\u2028\u2029\n]/i);
    expect(evaluate(expression)).toEqual(value);
  });

  test('keeps __proto__, constructor and prototype as data, at any depth', async () => {
    const { frontmatter } = await compile(HOSTILE_FRONTMATTER);
    expectPlainKeys(frontmatter);
    const parsed = evaluate(jsonExpression({ frontmatter, nested: { list: [frontmatter] } })) as {
      frontmatter: Record<string, unknown>;
      nested: { list: Array<Record<string, unknown>> };
    };
    expectPlainKeys(parsed.frontmatter);
    expectPlainKeys(parsed.nested.list[0]);
  });
});

describe('every place page data becomes JavaScript', () => {
  test('the standalone page script', async () => {
    const { frontmatter } = await compile(HOSTILE_FRONTMATTER);
    const self: Record<string, unknown> = {};
    vm.runInNewContext(standaloneScript('en/a.md', 'return {};', { routePath: '/a', frontmatter } as PageData), { self });
    const [[, , data]] = self.__quirePages as Array<[string, unknown, PageData]>;
    expectPlainKeys(data.frontmatter);
  });

  test('the page module', async () => {
    const { frontmatter } = await compile(HOSTILE_FRONTMATTER);
    const code = pageModuleCode('function MDXContent() {}', { routePath: '/a', _relativePath: 'en/a.md', frontmatter } as PageData);
    const declared = /^export const pageData = (.*);$/m.exec(code);
    expect(declared?.[1]).toMatch(/^JSON\.parse\(/);
    expectPlainKeys((evaluate(declared?.[1] ?? '') as unknown as PageData).frontmatter);
  });

  test('the site data module', () => {
    const themeConfig = JSON.parse('{"__proto__":{"navbar":false},"constructor":"x"}') as Record<string, unknown>;
    const code = siteDataModule({ title: 'T', themeConfig } as SiteData);
    const data = evaluate(code.replace(/^export default (.*);\n$/s, '$1')) as unknown as SiteData;
    expect(Object.hasOwn(data.themeConfig, '__proto__')).toBe(true);
    expect(data.themeConfig.navbar).toBeUndefined();
  });
});
