import { describe, expect, it } from 'vitest';
import { mayTakeUsePages } from '#core/bundler/pages-list-use.ts';

describe('whether a module importing the Rspress runtime takes usePages (dev compiles every page only then)', () => {
  it.each([
    ['import { useLang, usePages } from "@rspress/core/runtime";', true],
    ['import * as runtime from "@rspress/core/runtime"; runtime.usePages();', true],
    ['export * from "@rspress/core/runtime";', true],
    ['import { useLang } from "@rspress/core/runtime"; export const lang = useLang;', false],
    ['import { usePagesCount } from "./count";', false],
  ])('%s → %s', (code, expected) => {
    expect(mayTakeUsePages(code)).toBe(expected);
  });
});
