/**
 * A content file's path becomes its URL, so its folder and file names may hold only characters
 * that need no percent-encoding in a URL path. A name like `my page?.mdx` would otherwise reach
 * links, the sitemap and the route table in as many spellings as there are places that encode it.
 */
const SAFE_NAME = /^[A-Za-z0-9._-]+$/;

/** A URL-safe spelling of a name: accents dropped, every other run of unsafe characters a `-`. */
export function suggestSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^-+|-+(?=\.|$)/g, '')
    .toLowerCase();
}

/**
 * Why `pagePath` (relative to the language folder, with `/`) cannot be a URL as it is: its first
 * folder or file name with a character outside A–Z, a–z, 0–9, `-`, `_` and `.`, and a name to use
 * instead; undefined when every name is safe.
 */
export function urlUnsafeReason(pagePath: string): string | undefined {
  const names = pagePath.split('/');
  const bad = names.findIndex((name) => !SAFE_NAME.test(name));
  if (bad === -1) return undefined;
  const name = names[bad];
  const isFile = bad === names.length - 1;
  const slug = suggestSlug(name);
  const example = slug && !/^\.?(mdx?)?$/.test(slug) ? ` (e.g. "${slug}")` : '';
  const subject = isFile ? "a page's file name becomes its URL" : `a folder's name ("${name}") becomes part of its pages' URLs`;
  return `${subject}; use only a-z, A-Z, 0-9, "-", "_" and "."${example}`;
}
