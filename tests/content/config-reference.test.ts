/**
 * Every configuration option in the reference facts has a page in both languages at its
 * route, titled with the option name, that states the option's type, default and (when
 * known) the version it appeared in.
 */
import { describe, expect, test } from 'vitest';
import { type ConfigOption, findPageFile, firstH1, LANGS, normalizedText, normalizeWhitespace, readReference, readRepoFile } from './helpers.ts';

const options = readReference<ConfigOption[]>('config-options.json');

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
          ['default', option.default],
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
