/**
 * Rspress's `useI18n()`: the site's texts in the page's language, from its `i18n.json`
 * (`{ key: { en: …, zh: … } }`) and the theme's built-in texts of the site's languages.
 */
import siteData from '@quire/virtual-site-data';
import { useLang } from '../data/context';
import { DEFAULT_TEXTS } from '@quire/shared/theme-texts';

/** `t('key')`, or `t('greeting', { name: 'Ada' })` for a text written `Hello {{name}}`. */
export type Translate = (key: string, params?: Record<string, string>) => string;

/** The site data's texts, by language. */
type SiteI18n = Record<string, Record<string, string> | undefined>;

/**
 * A key reads as its text in the language, else its English text, else the theme's English
 * default of that name, else the key itself (so a nav label that is no key shows as written).
 */
export function translator(texts: SiteI18n, lang: string): Translate {
  const defaults: Record<string, string> = DEFAULT_TEXTS;
  return (key, params) => {
    const inLang = texts[lang] ?? {};
    const inEnglish = texts.en ?? {};
    const text = Object.hasOwn(inLang, key)
      ? inLang[key]
      : Object.hasOwn(inEnglish, key)
        ? inEnglish[key]
        : Object.hasOwn(defaults, key)
          ? defaults[key]
          : key;
    return params ? text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => params[name] ?? whole) : text;
  };
}

export function useI18n(): Translate {
  return translator(siteData.i18n ?? {}, useLang());
}
