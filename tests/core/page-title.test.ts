/**
 * A page's title for a generated sidebar: frontmatter read without the YAML parser when it is lines of plain text,
 * which must give exactly what the parser gives, for any frontmatter.
 */
import { describe, expect, it } from 'vitest';
import { parseYaml } from '#core/utils/lazy-yaml.ts';
import { frontmatterTitle, titleInSource } from '#core/pages/page-title.ts';

/** What the YAML parser makes of the frontmatter's title: the reference. */
function parsedTitle(block: string): string | undefined {
  try {
    const data = parseYaml(block) as { title?: unknown } | null;
    return data && typeof data.title === 'string' ? data.title : undefined;
  } catch {
    return undefined;
  }
}

const VALUES = [
  'Getting started',
  'Retry options',
  '快速上手',
  'C# and F#',
  'a: b',
  'time: 10:30',
  'ends with colon:',
  'x #comment',
  '#not a title',
  '"quoted"',
  "'single'",
  '"unclosed',
  '""',
  "''",
  '"  spaced  "',
  '"a: b # c"',
  '"#hash"',
  '"true"',
  "'5'",
  '"null"',
  '"with \\"escape\\""',
  '"back\\\\slash"',
  '"\\u00e9"',
  "'it''s'",
  '"tab\tinside"',
  '"x" # comment',
  '"x" y',
  '"x"y',
  "'x' 'y'",
  '"mixed\'"',
  "'mixed\"'",
  '"nel\u0085"',
  '"快速上手"',
  '[a, b]',
  '{a: 1}',
  '- item',
  '-5',
  '+5',
  '5',
  '0o17',
  '0x1F',
  '1_000',
  '1.',
  '.5',
  '1e3',
  '1.5E-3',
  '.inf',
  '-.Inf',
  '.nan',
  'null',
  'Null',
  '~',
  '~tilde',
  'true',
  'False',
  'yes',
  'on',
  '2024-01-01',
  '&anchor value',
  '*alias',
  '!tag value',
  '|',
  '>',
  '%percent',
  '@at',
  '`tick`',
  'a, b, c',
  'parens (x)',
  'slash / and \\ backslash',
  'trailing spaces   ',
  'inner  spaces',
  'tab\there',
  'bom\ufeff',
  'nel\u0085x',
  'ls\u2028x',
  '',
  '=',
  '<tag>',
  '?question',
  ':colon',
  ',comma',
  'a:b',
  'a#b',
];

describe('the frontmatter title', () => {
  it('is the YAML parser’s for every value of title and of the keys around it', () => {
    for (const value of VALUES) {
      for (const block of [
        `title: ${value}`,
        `title:${value}`,
        `title: ${value}\ndescription: A page`,
        `description: ${value}\ntitle: Plain title`,
        `title: First\ntitle: ${value}`,
        `title: ${value}\n  continued`,
        `title: ${value}\n\nnext: x`,
        `title: ${value}\r`,
        `# comment\ntitle: ${value}`,
        `"title": ${value}`,
        `title : ${value}`,
        `tags:\n  - a\ntitle: ${value}`,
      ]) {
        expect(frontmatterTitle(block), JSON.stringify(block)).toBe(parsedTitle(block));
      }
    }
  });

  it('is the YAML parser’s for random lines of awkward characters', () => {
    // A fixed sequence: the same lines on every run.
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const alphabet = [
      'a',
      'Z',
      '0',
      '9',
      ' ',
      ' ',
      ':',
      '#',
      '-',
      '.',
      "'",
      '"',
      '[',
      '{',
      '&',
      '*',
      '!',
      '|',
      '>',
      '~',
      ',',
      '?',
      '%',
      '@',
      '`',
      '\t',
      '界',
      'e',
      '+',
      '_',
    ];
    for (let i = 0; i < 4000; i++) {
      const length = 1 + Math.floor(random() * 10);
      let value = '';
      for (let c = 0; c < length; c++) value += alphabet[Math.floor(random() * alphabet.length)];
      const block = random() < 0.5 ? `title: ${value}` : `description: ${value}\ntitle: T${value}`;
      expect(frontmatterTitle(block), JSON.stringify(block)).toBe(parsedTitle(block));
    }
  });

  it('falls back to the first heading, then to the file name', () => {
    expect(titleInSource('---\ntitle: Set\n---\n\n# Heading\n', 'docs/a.md')).toBe('Set');
    expect(titleInSource('---\ntitle: 42\n---\n\n# Heading `code` {#id}\n', 'docs/a.md')).toBe('Heading code');
    expect(titleInSource('---\ntitle: [oops\n---\n\nText only.\n', 'docs/guide/page.mdx')).toBe('page');
  });

  it('reads a file saved with Windows line ends as the same file with Unix ones', () => {
    const sources = [
      '---\ntitle: Set\ndescription: d\n---\n\n# Heading\n',
      '---\ntitle: 42\n---\n\n# Heading {#id}\n',
      '# Only a heading\n\nText.\n',
    ];
    for (const source of sources) expect(titleInSource(source.replace(/\n/g, '\r\n'), 'docs/a.md')).toBe(titleInSource(source, 'docs/a.md'));
    expect(titleInSource('---\r\ntitle: Set\r\n---\r\n\r\n# Heading\r\n', 'docs/a.md')).toBe('Set');
  });
});
