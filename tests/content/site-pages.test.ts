/**
 * The pages of the plugin, API and community sections exist in both languages with real
 * content, and the release posts carry the dates and section headings of the facts file.
 */
import { describe, expect, test } from 'vitest';
import {
  cjkCharCount,
  englishWordCount,
  findPageFile,
  firstH1,
  LANGS,
  proseText,
  readReference,
  readRepoFile,
  type SiteStructure,
} from './helpers.ts';

interface Release {
  route: string;
  title_en: string;
  title_zh: string;
  published_at: string;
  section_headings_en: string[];
}

const structure = readReference<SiteStructure>('site-structure.json');
const releases = (structure as unknown as { releases: Release[] }).releases;

const ROUTES = [
  '/plugins/list/',
  ...['babel', 'less', 'preact', 'react', 'sass', 'solid', 'stylus', 'svelte', 'svgr', 'vue'].map((p) => `/plugins/list/plugin-${p}`),
  '/plugins/dev/',
  '/plugins/dev/core',
  '/plugins/dev/hooks',
  '/api/start/',
  ...['core', 'dev-server-api', 'environment-api', 'instance', 'types'].map((p) => `/api/javascript-api/${p}`),
  '/community/',
  '/community/releases/',
  ...releases.map((r) => r.route),
];

describe('plugin, API and community pages', () => {
  for (const lang of LANGS) {
    test(`every page exists in ${lang} with a title and real text`, () => {
      const problems: string[] = [];
      for (const route of ROUTES) {
        const file = findPageFile(route, lang);
        if (!file) {
          problems.push(`${route}: no ${lang} page`);
          continue;
        }
        const source = readRepoFile(file);
        if (!firstH1(source)) problems.push(`${file}: no "#" title`);
        const prose = proseText(source);
        const amount = lang === 'en' ? englishWordCount(prose) : cjkCharCount(prose);
        const minimum = lang === 'en' ? 100 : 200;
        if (amount < minimum) problems.push(`${file}: only ${amount} ${lang === 'en' ? 'words' : 'CJK characters'} of text`);
      }
      expect(problems).toEqual([]);
    });
  }

  test('each official plugin page links to its package folder in the Rsbuild repository, below the title', () => {
    for (const lang of LANGS) {
      for (const route of ROUTES.filter((r) => r.startsWith('/plugins/list/plugin-'))) {
        const source = readRepoFile(findPageFile(route, lang) as string);
        const folder = route.slice('/plugins/list/'.length);
        expect(source, `${lang} ${route}`).toMatch(
          new RegExp(`^# .+\\n\\n<SourceCode href="https://github\\.com/web-infra-dev/rsbuild/tree/main/packages/${folder}" />$`, 'm'),
        );
      }
    }
  });

  test('overview pages are marked as such', () => {
    for (const lang of LANGS) {
      for (const route of ['/api/start/', '/community/releases/']) {
        expect(readRepoFile(findPageFile(route, lang) as string), `${lang} ${route}`).toMatch(/^overview: true$/m);
      }
    }
  });

  test('release posts carry the published date, title and section headings of the facts', () => {
    const problems: string[] = [];
    for (const release of releases) {
      for (const lang of LANGS) {
        const file = findPageFile(release.route, lang) as string;
        const source = readRepoFile(file);
        const date = /^published_at:\s*['"]?([^'"\n]+)['"]?\s*$/m.exec(source)?.[1];
        if (date !== release.published_at) problems.push(`${file}: published_at ${date} ≠ ${release.published_at}`);
        const title = lang === 'en' ? release.title_en : release.title_zh;
        if (firstH1(source) !== title) problems.push(`${file}: title "${firstH1(source)}" ≠ "${title}"`);
        if (lang === 'en') {
          const lines = source.split('\n').map((l) => l.replace(/\s*\{#[^}]+\}\s*$/, '').trimEnd());
          for (const heading of release.section_headings_en) {
            if (!lines.includes(heading)) problems.push(`${file}: missing heading "${heading}"`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
