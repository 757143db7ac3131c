/**
 * The render-time half of `markdown.allowInlineScripts`. The compiler refuses `<script>` and
 * `srcdoc` written as markup (`markdown/remark-inline-scripts.ts`), but an expression such as
 * `dangerouslySetInnerHTML` can still put them into a page's HTML, where the CSP would hash them
 * without anyone asking; the rendered content is checked for them too.
 */
import { QuireError } from '../utils/errors.js';
import { DATA_TYPE } from './csp.js';
import { holdsTag } from './tag-scan.js';

const SCRIPT_OR_FRAME = /<(script|iframe)\b([^>]*)>/gi;

/** The first tag of rendered content that runs script: a `<script>` that is not a data block, or an `<iframe srcdoc>`. */
export function scriptTagIn(html: string): string | undefined {
  for (const [tag, name, attributes] of html.matchAll(SCRIPT_OR_FRAME)) {
    const runs = name.toLowerCase() === 'script' ? !DATA_TYPE.test(attributes) : /\ssrcdoc\s*=/i.test(attributes);
    if (runs) return tag;
  }
  return undefined;
}

/** Throws, naming the page's file, when its rendered content (the app HTML, UTF-8) runs script of its own. */
export function refuseContentScripts(appHtml: Uint8Array, file: string): void {
  if (!holdsTag(appHtml, ['script', 'iframe'])) return;
  const tag = scriptTagIn(Buffer.from(appHtml.buffer, appHtml.byteOffset, appHtml.byteLength).toString('utf8'));
  if (tag === undefined) return;
  const shown = tag.length > 80 ? `${tag.slice(0, 77)}...` : tag;
  throw new QuireError(
    `the rendered page contains ${shown}, put there by an expression (such as dangerouslySetInnerHTML); set markdown.allowInlineScripts: true in the site config to allow it`,
    { file },
  );
}
