/**
 * Keeps the document's title and language in step with the page shown. Each is written only when
 * it differs: writing `lang`, even its own value, makes the browser restyle the whole document,
 * which on a long page is a long task right after hydration.
 */
export function showPageMeta(title: string, lang: string): void {
  if (document.title !== title) document.title = title;
  if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
}
