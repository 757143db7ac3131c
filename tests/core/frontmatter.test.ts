import { describe, expect, test } from 'vitest';
import { QuireError } from '#core/utils/errors.ts';
import { compile, rejection } from './helpers/mdx.ts';

const FILE = '/site/docs/en/guide/page.mdx';
const page = (yaml: string, body = '# Page\n') => `---\n${yaml}\n---\n\n${body}`;

describe('frontmatter', () => {
  test.each<[string, Record<string, unknown>]>([
    ['title: Hello', { title: 'Hello' }],
    ['title: Hello\ndescription: World', { title: 'Hello', description: 'World' }],
    ['pageType: home\nnavbar: false\nsidebar: true', { pageType: 'home', navbar: false, sidebar: true }],
    ['pageType: doc', { pageType: 'doc' }],
    ['pageType: "404"', { pageType: '404' }],
    ['pageType: custom', { pageType: 'custom' }],
    ['pageType: blank', { pageType: 'blank' }],
    [
      'hero:\n  name: Rsbuild\n  actions:\n    - text: Go\n      link: /guide/',
      { hero: { name: 'Rsbuild', actions: [{ text: 'Go', link: '/guide/' }] } },
    ],
    ['titleSuffix: Rspack-based build tool', { titleSuffix: 'Rspack-based build tool' }],
    ["sourceHash: '0a1b2c3d'", { sourceHash: '0a1b2c3d' }],
    ['__proto__: { navbar: false }\nconstructor: x\nprototype: y', { ['__proto__']: { navbar: false }, constructor: 'x', prototype: 'y' }],
    ['', {}],
    ['# only a comment', {}],
  ])('%j', async (yaml, data) => {
    expect((await compile(page(yaml))).frontmatter).toEqual(data);
  });

  test('no frontmatter gives an empty object', async () => {
    expect((await compile('# Page\n')).frontmatter).toEqual({});
  });

  test.each<[string, number, RegExp]>([
    ['title: x\ndesc: "unclosed', 3, /^invalid YAML frontmatter: Missing closing "quote/],
    ['title: x\nfoo: [1, 2', 3, /^invalid YAML frontmatter: Flow sequence/],
    ['title: a\ntitle: b', 3, /^invalid YAML frontmatter: Map keys must be unique/],
    ['a: 1\nb: 2\nc: 3\nd: "x', 5, /^invalid YAML frontmatter: Missing closing/],
    ['\tbad: tab', 2, /^invalid YAML frontmatter: /],
  ])('invalid YAML %j → error at file line %i', async (yaml, line, reason) => {
    const error = (await rejection(compile(page(yaml)))) as QuireError;
    expect(error).toBeInstanceOf(QuireError);
    expect(error.reason).toMatch(reason);
    expect(error.position?.line).toBe(line);
    expect(error.message.startsWith(`${FILE}:${line}:`)).toBe(true);
  });

  test('YAML error column points into the line', async () => {
    const error = (await rejection(compile(page('title: x\ndesc: "unclosed')))) as QuireError;
    expect(error.position).toEqual({ line: 3, column: 16 });
  });

  test.each<[string, string, number, RegExp]>([
    ['pageType: foo', 'pageType', 2, /must be one of home, doc, doc-wide, 404, custom, blank \(got "foo"\)/],
    ['title: ok\n\npageType: 3', 'pageType', 4, /must be one of .* \(got 3\)/],
    ['title: 3', 'title', 2, /must be a string/],
    ['title: x\ndescription: [a]', 'description', 3, /must be a string/],
    ['titleSuffix: false', 'titleSuffix', 2, /must be a string/],
    ['navbar: "no"', 'navbar', 2, /must be true or false/],
    ['__proto__:\n  navbar: false\nconstructor: x\nprototype: y\nnavbar: "no"', 'navbar', 6, /must be true or false/],
    ['__proto__: { title: 1 }\ntitle: 2', 'title', 3, /must be a string/],
    ['title: x\nsidebar: 0', 'sidebar', 3, /must be true or false/],
    ['outline: yes please', 'outline', 2, /must be true or false/],
    ['footer: null', 'footer', 2, /must be true or false/],
    ['  overview: 1', 'overview', 2, /must be true or false/],
    ['orphan: "yes"', 'orphan', 2, /must be true or false/],
    ['sourceHash: 12345678', 'sourceHash', 2, /must be a quoted string of 8 to 64 hex digits, such as sourceHash: '3f9a02c1' \(got 12345678\)/],
    ['title: x\nsourceHash: "abc"', 'sourceHash', 3, /must be a quoted string of 8 to 64 hex digits.* \(got "abc"\)/],
    ['sourceHash: "not-hex!"', 'sourceHash', 2, /must be a quoted string of 8 to 64 hex digits/],
  ])('%j → error naming %s at line %i', async (yaml, field, line, reason) => {
    const error = (await rejection(compile(page(yaml)))) as QuireError;
    expect(error).toBeInstanceOf(QuireError);
    expect(error.message).toContain(`frontmatter field "${field}"`);
    expect(error.reason).toMatch(reason);
    expect(error.position?.line).toBe(line);
    expect(error.message.startsWith(`${FILE}:${line}:`)).toBe(true);
  });

  const HOME = 'pageType: home\n';
  test.each<[string, string, number, number, RegExp]>([
    [`${HOME}hero: Rsbuild`, 'hero', 3, 1, /must be a mapping/],
    [`${HOME}hero:\n  name: [a]`, 'hero.name', 4, 3, /must be a string/],
    [`${HOME}hero:\n  image: /logo.png`, 'hero.image', 4, 3, /must be a mapping/],
    [`${HOME}hero:\n  image:\n    src:\n      light: /a.svg\n      dark: /b.svg`, 'hero.image.src', 5, 5, /must be a string/],
    [`${HOME}hero:\n  image:\n    alt: Logo`, 'hero.image.src', 4, 3, /must be a string/],
    [`${HOME}hero:\n  actions: Start`, 'hero.actions', 4, 3, /must be a list/],
    [`${HOME}hero:\n  actions:\n    - text: Go\n      link: /a\n    - text: Start`, 'hero.actions[1].link', 7, 7, /must be a string/],
    [
      `${HOME}hero:\n  actions:\n    - text: Go\n      link: /a\n      theme: primary`,
      'hero.actions[0].theme',
      7,
      7,
      /must be brand or alt \(got "primary"\)/,
    ],
    [`${HOME}features:\n  title: Fast`, 'features', 3, 1, /must be a list/],
    [`${HOME}features:\n  - Fast`, 'features[0]', 4, 5, /must be a mapping/],
    [`${HOME}features:\n  - title: Fast\n  - details: No title`, 'features[1].title', 5, 5, /must be a string/],
    [`${HOME}features:\n  - title: Fast\n    span: 5`, 'features[0].span', 5, 5, /must be 2, 3, 4 or 6 \(columns out of 12; got 5\)/],
    [`${HOME}features:\n  - title: Fast\n    icon: 3`, 'features[0].icon', 5, 5, /must be a string/],
  ])('home page %j → error naming %s at %i:%i', async (yaml, field, line, column, reason) => {
    const error = (await rejection(compile(page(yaml)))) as QuireError;
    expect(error).toBeInstanceOf(QuireError);
    expect(error.message).toContain(`frontmatter field "${field}"`);
    expect(error.reason).toMatch(reason);
    expect(error.position).toEqual({ line, column });
  });

  test('hero and features of any shape are plain data off home pages, and extra keys are allowed on them', async () => {
    expect((await compile(page('hero: my own\nfeatures: 3'))).frontmatter).toEqual({ hero: 'my own', features: 3 });
    const home = `${HOME}hero:\n  name: X\n  badge: new\n  image:\n    src: /logo.svg\n  actions:\n    - text: Go\n      link: /a\n      theme: alt\nfeatures:\n  - title: Fast\n    span: 6\n    icon: /speed.svg\n    extra: 1\nfeatureCards: [1]`;
    expect((await compile(page(home))).frontmatter).toMatchObject({ pageType: 'home', featureCards: [1] });
  });

  test.each(['- a\n- b', 'just a string', '42'])('a non-mapping %j is rejected', async (yaml) => {
    const error = (await rejection(compile(page(yaml)))) as QuireError;
    expect(error).toBeInstanceOf(QuireError);
    expect(error.reason).toBe('frontmatter must be a YAML mapping (key: value pairs)');
    expect(error.position).toEqual({ line: 2, column: 1 });
  });
});
