/**
 * The one inline script: sets the `dark` class before first paint from the reader's stored
 * choice (`theme-appearance`: light, dark or auto) so no page flashes the wrong theme.
 * Its hash is printed by the build for a Content-Security-Policy (see csp.ts).
 */
export const APPEARANCE_STORAGE_KEY = 'theme-appearance';

export function appearanceScript(darkModeEnabled: boolean): string {
  if (!darkModeEnabled) return '';
  return `(function(){try{var s=localStorage.getItem('${APPEARANCE_STORAGE_KEY}');var d=s==='dark'||((!s||s==='auto')&&matchMedia('(prefers-color-scheme: dark)').matches);document.documentElement.classList.toggle('dark',d);document.documentElement.style.colorScheme=d?'dark':'light'}catch(e){}})();`;
}
