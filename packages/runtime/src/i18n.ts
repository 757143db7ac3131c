/** Rspress's `useI18n()`: the texts of the site's `i18n.json` (`{ key: { en: …, zh: … } }`) in the page's language. */
import siteData from '@quire/virtual-site-data';
import { useLang } from './context';

export type Translate = (key: string) => string;

/** A key the file lacks, or lacks in this language, reads as the key itself. */
export function translator(texts: SiteI18n, lang: string): Translate {
  return (key) => texts[key]?.[lang] ?? key;
}

type SiteI18n = Record<string, Record<string, string>>;

export function useI18n(): Translate {
  return translator(siteData.i18n ?? {}, useLang());
}
