import { addLangPrefix } from '@quire/runtime';

/** A configured link (written without language prefix) as it should be for the page's language. */
export function localizeLink(link: string, lang: string, defaultLang: string): string {
  if (!link.startsWith('/')) return link;
  return addLangPrefix(link, lang, defaultLang);
}
