/**
 * The inline script of the dev server's HTML that asks for the first page's entry (`DevFirstEntry`) as the document is
 * parsed: the app asked only once its own scripts had loaded and run, and the page's script waited for that answer.
 * It strips the site's base from the address as `stripBase` does, so the path is the one the app looks for. When the
 * server already holds the answer for the path it serves (`first-page-hints.ts`), the script carries it instead of asking.
 */
import { DEV_PAGE_ENTRY_PATH, type DevPageEntryAnswer, normalizeBase, withBase } from '@quire/shared';

/** The first page's entry as the server answered it, for the path the HTML was asked for. */
export interface KnownFirstEntry {
  path: string;
  answer: DevPageEntryAnswer;
}

/** JSON that may stand inside an inline script: no `</script>` can end it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function firstEntryScript(base: string, known?: KnownFirstEntry): string {
  const b = normalizeBase(base);
  const entry = JSON.stringify(withBase(DEV_PAGE_ENTRY_PATH, b));
  const ask = `fetch(${entry}+'?path='+encodeURIComponent(s)).then(function(r){return r.ok?r.json():undefined}).catch(function(){})`;
  const answer = known ? `s===${scriptJson(known.path)}?Promise.resolve(${scriptJson(known.answer)}):${ask}` : ask;
  return `(()=>{var b=${JSON.stringify(b)},p=location.pathname,s=b==='/'?p:p===b.slice(0,-1)?'/':p.startsWith(b)?p.slice(b.length-1):p;window.__quireFirstEntry={path:s,answer:${answer}}})()`;
}
