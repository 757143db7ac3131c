/**
 * Fields of an Rspress config that Quire does not have: a config carried over that sets one is
 * refused with what Quire does instead, not told the name is unknown (or, worse, built as if
 * the field had an effect).
 */
const REFUSED: Readonly<Record<string, string>> = {
  'themeConfig.fallbackHeadingTitle':
    "is not supported yet: a page without an h1 shows no heading made from its title; write the page's h1 and remove the field",
  'route.cleanUrls':
    'is not a setting: links are always clean (/guide/intro, served from guide/intro.html), and links ending in .html ' +
    "(Rspress's cleanUrls: false) are not supported yet; remove the field",
};

/** Why the unknown field `field` (`route.cleanUrls`) is refused, when it is one of Rspress's. */
export function refusedFieldReason(field: string): string | undefined {
  return Object.hasOwn(REFUSED, field) ? REFUSED[field] : undefined;
}
