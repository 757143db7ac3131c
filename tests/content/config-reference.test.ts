/**
 * Every configuration option in the reference facts has a page in both languages at its
 * route, titled with the option name, that states the option's type, default and (when
 * known) the version it appeared in.
 */
import { describe, expect, test } from 'vitest';
import { type ConfigOption, findPageFile, firstH1, LANGS, normalizedText, normalizeWhitespace, readReference, readRepoFile } from './helpers.ts';

const options = readReference<ConfigOption[]>('config-options.json');

/**
 * Defaults of the reference facts that the source contradicts (the reference README: the source is right);
 * the page states the source's value instead, and `pnpm check:defaults` compares it with the declarations.
 */
const SOURCE_OVERRIDES: Record<string, string> = {
  // web-infra-dev/rsbuild v1.3.0 packages/core/src/plugins/css.ts:159-163: `sourceMap` sits beside
  // `postcssOptions`, which holds the loaded postcss.config.*, and `config: false` is set on it afterwards.
  'tools.postcss': 'implementation, postcssOptions from postcss.config.*, sourceMap',
};

describe('config reference pages', () => {
  test('the reference lists the options', () => {
    expect(options.length).toBeGreaterThan(0);
  });

  for (const lang of LANGS) {
    test(`every option has a ${lang} page with its name, type, default and version`, () => {
      const problems: string[] = [];
      for (const option of options) {
        const file = findPageFile(option.route, lang);
        if (!file) {
          problems.push(`${option.option}: no ${lang} page at ${option.route}`);
          continue;
        }
        const source = readRepoFile(file);
        const h1 = firstH1(source);
        if (h1 !== option.option) problems.push(`${file}: H1 is "${h1 ?? '(none)'}", expected "${option.option}"`);
        const text = normalizedText(source);
        const facts: [string, string | null | undefined][] = [
          ['type', option.type],
          ['default', option.option in SOURCE_OVERRIDES ? undefined : option.default],
          ['since', option.since],
        ];
        for (const [field, value] of facts) {
          if (value === undefined || value === null) continue;
          const wanted = normalizeWhitespace(value);
          if (wanted && !text.includes(wanted)) problems.push(`${file}: ${field} not found: ${wanted}`);
        }
      }
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
});
