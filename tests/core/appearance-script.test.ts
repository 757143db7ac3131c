import { describe, expect, it } from 'vitest';
import { bannerStorageKeys, DEFAULT_BANNER_KEY } from '#shared/banner.ts';
import { appearanceScript } from '#core/ssg/appearance-script.ts';

/** Runs the inline script against a stand-in `<html>` and storage; returns what it changed. */
function run(script: string, lang: string, stored: Record<string, string>, systemDark = false) {
  const attributes = new Set<string>();
  const classes = new Set<string>();
  const root = {
    lang,
    style: { colorScheme: '' },
    classList: { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) },
    setAttribute: (name: string) => attributes.add(name),
  };
  const fn = new Function('document', 'localStorage', 'matchMedia', script);
  fn({ documentElement: root }, { getItem: (k: string) => stored[k] ?? null }, () => ({ matches: systemDark }));
  return { attributes, classes, colorScheme: root.style.colorScheme };
}

describe('pre-paint script', () => {
  it('applies the stored or system theme', () => {
    const script = appearanceScript(true);
    expect(run(script, 'en', { 'theme-appearance': 'dark' }).classes.has('dark')).toBe(true);
    expect(run(script, 'en', {}, true).colorScheme).toBe('dark');
    expect(run(script, 'en', { 'theme-appearance': 'light' }, true).classes.has('dark')).toBe(false);
  });

  it('marks <html> when the banner of the page language was dismissed, only then', () => {
    const script = appearanceScript(true, { en: 'news-en', zh: 'news-zh' });
    expect(run(script, 'en', { 'news-en': 'true' }).attributes.has('data-banner-dismissed')).toBe(true);
    expect(run(script, 'zh', { 'news-en': 'true' }).attributes.has('data-banner-dismissed')).toBe(false);
    expect(run(script, 'fr', { 'news-en': 'true' }).attributes.has('data-banner-dismissed')).toBe(false);
  });

  it('is empty with nothing to do, and works without dark mode', () => {
    expect(appearanceScript(false)).toBe('');
    const script = appearanceScript(false, { en: 'k' });
    expect(script).not.toContain('theme-appearance');
    expect(run(script, 'en', { k: 'true' }).attributes.has('data-banner-dismissed')).toBe(true);
  });

  it('cannot be closed early by a storage key', () => {
    expect(appearanceScript(false, { en: '</script><script>alert(1)' })).not.toContain('</script>');
  });
});

describe('banner storage keys', () => {
  it("follow each language's banner, falling back to the site-wide one and the default key", () => {
    const themeConfig = {
      banner: { text: 'News' },
      locales: [
        { lang: 'zh', banner: { text: '新闻', storageKey: 'zh-news' } },
        { lang: 'fr', banner: { text: '' } },
      ],
    };
    expect(bannerStorageKeys(themeConfig, ['en', 'zh'])).toEqual({ en: DEFAULT_BANNER_KEY, zh: 'zh-news' });
    expect(bannerStorageKeys({}, ['en'])).toEqual({});
  });
});
