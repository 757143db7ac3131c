import { describe, expect, it } from 'vitest';
import {
  addSpacePrefix,
  type ContentSpace,
  contentSpaces,
  fileToRoutePath,
  removeSpacePrefix,
  type SpaceLayout,
  spaceFolder,
  spaceOfFile,
  spaceOfPath,
  spacePrefix,
} from '#shared/index.ts';

const twoLangs: SpaceLayout = { langs: ['en', 'zh'], defaultLang: 'en', versions: [], defaultVersion: '' };
const versioned: SpaceLayout = { langs: ['en', 'zh'], defaultLang: 'en', versions: ['v1', 'v2', 'v3'], defaultVersion: 'v3' };
const oneLang: SpaceLayout = { langs: ['en'], defaultLang: 'en', versions: [], defaultVersion: '' };
const versionedOneLang: SpaceLayout = { langs: ['en'], defaultLang: 'en', versions: ['v1', 'v2'], defaultVersion: 'v2' };

describe('content spaces: (version?, lang?) → folder and URL prefix', () => {
  const cases: Array<[string, SpaceLayout, ContentSpace, string, string]> = [
    // layout, space, folder under docs/, URL prefix
    ['default language', twoLangs, { version: '', lang: 'en' }, 'en', ''],
    ['other language', twoLangs, { version: '', lang: 'zh' }, 'zh', '/zh'],
    ['default version, default language', versioned, { version: 'v3', lang: 'en' }, 'v3/en', ''],
    ['default version, other language', versioned, { version: 'v3', lang: 'zh' }, 'v3/zh', '/zh'],
    ['old version, default language', versioned, { version: 'v1', lang: 'en' }, 'v1/en', '/v1'],
    ['old version, other language', versioned, { version: 'v1', lang: 'zh' }, 'v1/zh', '/v1/zh'],
    ['one language: no language folder', versionedOneLang, { version: 'v1', lang: 'en' }, 'v1', '/v1'],
    ['one language, default version', versionedOneLang, { version: 'v2', lang: 'en' }, 'v2', ''],
  ];
  it.each(cases)('%s', (_name, layout, space, folder, prefix) => {
    expect(spaceFolder(space, layout)).toBe(folder);
    expect(spacePrefix(space, layout)).toBe(prefix);
    // Back from a file in the folder and from a route with the prefix.
    expect(spaceOfFile(`${folder}/guide/a.mdx`, layout)).toEqual({ ...space, rest: 'guide/a.mdx' });
    expect(spaceOfPath(`${prefix}/guide/a`, layout)).toEqual(space);
    expect(addSpacePrefix('/guide/a', space, layout)).toBe(`${prefix}/guide/a`);
    expect(removeSpacePrefix(`${prefix}/guide/a`, space, layout)).toBe('/guide/a');
    expect(addSpacePrefix('/', space, layout)).toBe(`${prefix}/`);
  });

  it('lists every space, versions first', () => {
    expect(contentSpaces(versioned).map((s) => `${s.version}/${s.lang}`)).toEqual(['v1/en', 'v1/zh', 'v2/en', 'v2/zh', 'v3/en', 'v3/zh']);
    expect(contentSpaces(twoLangs)).toEqual([
      { version: '', lang: 'en' },
      { version: '', lang: 'zh' },
    ]);
  });

  it('knows no space for a file outside every folder', () => {
    expect(spaceOfFile('v4/en/a.mdx', versioned)).toBeUndefined();
    expect(spaceOfFile('en/a.mdx', versioned)).toBeUndefined();
    expect(spaceOfFile('v1/fr/a.mdx', versioned)).toBeUndefined();
  });

  it('keeps the pages of a site of one language without versions directly in the docs folder', () => {
    expect(spaceFolder({ version: '', lang: 'en' }, oneLang)).toBe('');
    expect(spaceOfFile('guide/a.mdx', oneLang)).toEqual({ version: '', lang: 'en', rest: 'guide/a.mdx' });
    expect(fileToRoutePath('guide/a.mdx', oneLang)).toEqual({ routePath: '/guide/a', lang: 'en', version: '' });
    expect(fileToRoutePath('en/a.mdx', oneLang)).toEqual({ routePath: '/en/a', lang: 'en', version: '' });
    expect(spaceOfFile('../outside.md', oneLang)).toBeUndefined();
  });

  it('reads the default version named in a path as the default one', () => {
    expect(spaceOfPath('/v3/guide/', versioned)).toEqual({ version: 'v3', lang: 'en' });
    expect(spaceOfPath('/', versioned)).toEqual({ version: 'v3', lang: 'en' });
  });
});

describe('fileToRoutePath with versions', () => {
  const layout = { ...versioned };
  it.each([
    ['v3/en/index.mdx', '/', 'v3', 'en'],
    ['v3/zh/guide/index.mdx', '/zh/guide/', 'v3', 'zh'],
    ['v1/en/guide/a.md', '/v1/guide/a', 'v1', 'en'],
    ['v1/zh/index.mdx', '/v1/zh/', 'v1', 'zh'],
  ])('%s → %s', (file, routePath, version, lang) => {
    expect(fileToRoutePath(file, layout)).toEqual({ routePath, version, lang });
  });
  it('keeps the unversioned layout', () => {
    expect(fileToRoutePath('zh/guide/a.mdx', { defaultLang: 'en' })).toEqual({ routePath: '/zh/guide/a', lang: 'zh', version: '' });
    expect(fileToRoutePath('v1/guide/a.mdx', versionedOneLang)).toEqual({ routePath: '/v1/guide/a', lang: 'en', version: 'v1' });
  });
});
