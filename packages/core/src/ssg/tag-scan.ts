/** Finding tags in UTF-8 HTML without decoding it, so a page's HTML is turned into a string only when it holds one. */

const patterns = new Map<string, RegExp>();

/** Whether `html` holds `<name` or `</name`, in any letter case, for one of `names` (lower-case ASCII). */
export function holdsTag(html: Uint8Array, names: readonly string[]): boolean {
  const key = names.join('|');
  let pattern = patterns.get(key);
  if (!pattern) {
    pattern = new RegExp(`</?(?:${key})`, 'i');
    patterns.set(key, pattern);
  }
  // Latin-1 gives each byte a character of its own, so ASCII names are found as they are in UTF-8,
  // in a one-byte string the young generation drops (decoding is several times faster than reading bytes in JavaScript).
  return pattern.test(Buffer.from(html.buffer, html.byteOffset, html.byteLength).toString('latin1'));
}
