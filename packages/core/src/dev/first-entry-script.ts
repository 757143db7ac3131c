/**
 * The inline script of the dev server's HTML that asks for the first page's entry (`DevFirstEntry`) as the document is
 * parsed: the app asked only once its own scripts had loaded and run, and the page's script waited for that answer.
 * It strips the site's base from the address as `stripBase` does, so the path is the one the app looks for.
 */
import { DEV_PAGE_ENTRY_PATH, normalizeBase, withBase } from '@quire/shared';

export function firstEntryScript(base: string): string {
  const b = normalizeBase(base);
  const entry = JSON.stringify(withBase(DEV_PAGE_ENTRY_PATH, b));
  return `(()=>{var b=${JSON.stringify(b)},p=location.pathname,s=b==='/'?p:p===b.slice(0,-1)?'/':p.startsWith(b)?p.slice(b.length-1):p;window.__quireFirstEntry={path:s,answer:fetch(${entry}+'?path='+encodeURIComponent(s)).then(function(r){return r.ok?r.json():undefined}).catch(function(){})}})()`;
}
