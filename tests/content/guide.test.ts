/**
 * Every guide page in the sidebar exists in both languages (guide/advanced/rem is English
 * only) and is a real page: at least one `##` section and a minimum amount of prose.
 */
import { describe, expect, test } from 'vitest';
import {
  cjkCharCount,
  englishWordCount,
  findPageFile,
  h2Headings,
  LANGS,
  proseText,
  readReference,
  readRepoFile,
  type SidebarItem,
  type SiteStructure,
} from './helpers.ts';

const MIN_EN_WORDS = 150;
const MIN_ZH_CJK_CHARS = 300;
/** Pages that exist in one language only. */
const ONLY_IN_EN = new Set(['/guide/advanced/rem']);

const structure = readReference<SiteStructure>('site-structure.json');

function sidebarPages(items: SidebarItem[]): SidebarItem[] {
  return items.flatMap((item) => [...(item.link ? [item] : []), ...sidebarPages(item.items ?? [])]);
}

const guidePages = sidebarPages(structure.sidebar['/guide/'] ?? []).filter((p) => p.link?.startsWith('/guide/'));

describe('guide pages', () => {
  test('the sidebar lists guide pages', () => {
    expect(guidePages.length).toBeGreaterThan(0);
  });

  for (const lang of LANGS) {
    test(`every sidebar guide page exists in ${lang} with a section and enough text`, () => {
      const problems: string[] = [];
      for (const page of guidePages) {
        const route = page.link!;
        if (lang === 'zh' && ONLY_IN_EN.has(route.replace(/\/$/, ''))) continue;
        const file = findPageFile(route, lang);
        if (!file) {
          problems.push(`${route}: no ${lang} page (expected docs/${lang}/${page.file ?? `${route.slice(1)}.mdx`})`);
          continue;
        }
        const source = readRepoFile(file);
        if (h2Headings(source).length === 0) problems.push(`${file}: no "##" heading`);
        const prose = proseText(source);
        if (lang === 'en') {
          const words = englishWordCount(prose);
          if (words < MIN_EN_WORDS) problems.push(`${file}: ${words} words of text, expected at least ${MIN_EN_WORDS}`);
        } else {
          const chars = cjkCharCount(prose);
          if (chars < MIN_ZH_CJK_CHARS) {
            problems.push(`${file}: ${chars} CJK characters of text, expected at least ${MIN_ZH_CJK_CHARS}`);
          }
        }
      }
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
});
