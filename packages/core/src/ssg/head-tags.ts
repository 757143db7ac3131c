/**
 * The config's `head` entries as HTML: a string as it is, a `[tag, attributes]` tuple as an
 * element, and a function of the route as what it returns for that route (nothing when it
 * returns undefined), as Rspress 2 reads them.
 */
import type { HeadEntry, HeadTag, RouteMeta } from '../config/types.js';
import { escapeHtml } from '../utils/escape.js';
import { QuireError } from '../utils/errors.js';

/** Elements with no closing tag; any other tuple gets one, so `['script', { src }]` is a whole element. */
const VOID = new Set(['base', 'link', 'meta']);

export function headTagHtml([tag, attributes]: HeadTag): string {
  const attrs = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeHtml(String(value))}"`)
    .join('');
  return VOID.has(tag) ? `<${tag}${attrs}>` : `<${tag}${attrs}></${tag}>`;
}

const isTag = (value: unknown): value is HeadTag =>
  Array.isArray(value) &&
  value.length === 2 &&
  typeof value[0] === 'string' &&
  /^[a-z][a-z0-9-]*$/i.test(value[0]) &&
  typeof value[1] === 'object' &&
  value[1] !== null;

/** What a `head` function returned for `route`, as HTML; a value of another kind fails naming the entry and the route. */
function returnedHtml(returned: unknown, at: number, route: RouteMeta): string | undefined {
  if (returned === undefined || returned === '') return undefined;
  if (typeof returned === 'string') return returned;
  if (isTag(returned)) return headTagHtml(returned);
  throw new QuireError(
    `head[${at}] returned ${Array.isArray(returned) ? 'an array that is not [tag, attributes]' : typeof returned} for ${route.routePath}: it must return an HTML string, [tag, attributes] or undefined`,
  );
}

/** The tags of `head` for one route; the 404 page (no route) gets the entries that are not functions. */
export function headTagsFor(head: readonly HeadEntry[], route: RouteMeta | undefined): string[] {
  const tags: string[] = [];
  head.forEach((entry, at) => {
    if (typeof entry === 'string') tags.push(entry);
    else if (typeof entry !== 'function') tags.push(headTagHtml(entry));
    else if (route) {
      const html = returnedHtml(entry({ ...route }), at, route);
      if (html !== undefined) tags.push(html);
    }
  });
  return tags;
}
