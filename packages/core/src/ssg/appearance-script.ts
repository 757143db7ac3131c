/**
 * The one inline script, run before first paint: sets the `dark` class from the reader's stored
 * choice (`theme-appearance`: light, dark or auto) so no page flashes the wrong theme, and marks
 * `<html>` when the reader has dismissed the banner of the page's language, so the server-rendered
 * banner is hidden before it shows. Its hash is printed by the build for a Content-Security-Policy.
 */
import { BANNER_DISMISSED_ATTRIBUTE } from '@quire/shared';

export const APPEARANCE_STORAGE_KEY = 'theme-appearance';

/**
 * @param bannerKeys language → the storage key of that language's banner dismissal (none: no banner)
 */
export function appearanceScript(darkModeEnabled: boolean, bannerKeys: Record<string, string> = {}): string {
  const parts: string[] = [];
  if (darkModeEnabled) {
    parts.push(
      `try{var s=localStorage.getItem('${APPEARANCE_STORAGE_KEY}');var d=s==='dark'||((!s||s==='auto')&&matchMedia('(prefers-color-scheme: dark)').matches);r.classList.toggle('dark',d);r.style.colorScheme=d?'dark':'light'}catch(e){}`,
    );
  }
  if (Object.keys(bannerKeys).length > 0) {
    // JSON of plain strings, with `<` escaped so a key can never close the script element.
    const keys = JSON.stringify(bannerKeys).replace(/</g, '\\u003c');
    parts.push(`try{var k=${keys}[r.lang];if(k&&localStorage.getItem(k)==='true')r.setAttribute('${BANNER_DISMISSED_ATTRIBUTE}','')}catch(e){}`);
  }
  return parts.length ? `(function(){var r=document.documentElement;${parts.join('')}})();` : '';
}
