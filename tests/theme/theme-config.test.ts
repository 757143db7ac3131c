import { describe, expect, it } from 'vitest';
import { BUILT_IN_TEXTS, siteUiTexts } from '#shared/built-in-texts.ts';
import { DEFAULT_TEXTS, resolveThemeConfig, themeConfigFor } from '#theme-default/logic/theme-config.ts';

const raw = () => ({
  prevPageText: 'Back',
  editLink: { docRepoBaseUrl: 'https://example.com/edit/', text: 'Edit' },
  locales: [{ lang: 'zh', prevPageText: '上一页', sidebar: { '/': [] } }],
});

describe('themeConfigFor', () => {
  it('takes a text from the locale, else the top level, else the default', () => {
    const config = raw();
    expect(themeConfigFor(config, 'zh').texts.prevPageText).toBe('上一页');
    expect(themeConfigFor(config, 'en').texts.prevPageText).toBe('Back');
    expect(themeConfigFor(config, 'en').texts.nextPageText).toBe(DEFAULT_TEXTS.nextPageText);
    expect(themeConfigFor(config, 'en').texts.editLinkText).toBe('Edit');
    expect(themeConfigFor(config, 'zh').sidebar).toEqual({ '/': [] });
  });

  it('resolves once per config object and language (every render of every page asks)', () => {
    const config = raw();
    expect(themeConfigFor(config, 'en')).toBe(themeConfigFor(config, 'en'));
    expect(themeConfigFor(config, 'zh')).not.toBe(themeConfigFor(config, 'en'));
    // A hot update of the config brings a new object, which is resolved afresh.
    const edited = { ...raw(), prevPageText: 'Earlier' };
    expect(themeConfigFor(edited, 'en').texts.prevPageText).toBe('Earlier');
  });
});

describe('built-in texts and i18n.json', () => {
  it('gives every language Quire ships every text the theme shows, none left in English', () => {
    const names = Object.keys(DEFAULT_TEXTS).sort();
    for (const [lang, texts] of Object.entries(BUILT_IN_TEXTS)) {
      expect(Object.keys(texts).sort(), lang).toEqual(names);
      const english = Object.entries(texts).filter(([name, text]) => text === DEFAULT_TEXTS[name as keyof typeof DEFAULT_TEXTS]);
      expect(english, lang).toEqual([]);
    }
    expect(Object.keys(BUILT_IN_TEXTS).sort()).toEqual(['ja', 'ko', 'ru', 'zh']);
  });

  it("keeps the site's languages only, by primary subtag, with i18n.json over the built-in texts", () => {
    const i18n = { outlineTitle: { zh: '本页内容', fr: 'Sur cette page' }, guide: { en: 'Guide', 'zh-CN': '指南' } };
    const table = siteUiTexts(['en', 'zh-CN', 'ja'], i18n);
    expect(Object.keys(table).sort()).toEqual(['en', 'ja', 'zh-CN']);
    expect(table.en).toEqual({ guide: 'Guide' });
    expect(table['zh-CN'].outlineTitle).toBe('目录');
    expect(table['zh-CN'].guide).toBe('指南');
    expect(table.ja.prevPageText).toBe('前のページ');
    expect(siteUiTexts(['zh'], i18n).zh.outlineTitle).toBe('本页内容');
  });

  it('reads a text from the config first, then the built-in language, then English; translates nav texts that are keys', () => {
    const uiTexts = siteUiTexts(['en', 'zh', 'ru'], { guide: { en: 'Guide', zh: '指南' } });
    const config = {
      nav: [
        { text: 'guide', link: '/guide/' },
        { text: 'More', items: [{ text: 'guide', link: '/g' }] },
      ],
      locales: [{ lang: 'zh', prevPageText: '前页' }],
    };
    const zh = resolveThemeConfig(config, 'zh', uiTexts);
    expect([zh.texts.prevPageText, zh.texts.nextPageText, zh.texts.outlineTitle]).toEqual(['前页', '下一页', '目录']);
    expect(zh.nav.map((item) => item.text)).toEqual(['指南', 'More']);
    expect(zh.nav[1]).toMatchObject({ items: [{ text: '指南', link: '/g' }] });
    expect(resolveThemeConfig(config, 'ru', uiTexts).texts.outlineTitle).toBe('НА ЭТОЙ СТРАНИЦЕ');
    expect(resolveThemeConfig(config, 'ru', uiTexts).nav[0].text).toBe('guide');
    expect(resolveThemeConfig(config, 'en', uiTexts).nav[0].text).toBe('Guide');
    expect(resolveThemeConfig(config, 'fr', uiTexts).texts.outlineTitle).toBe(DEFAULT_TEXTS.outlineTitle);
  });
});
