/**
 * The site's own code themes (`markdown.shiki.themes`). Two themes a site picks rarely share
 * their rules, so they cannot merge into one theme of variables as GitHub's do (`code-theme.ts`):
 * shiki writes both colours of each token as `--shiki-light`/`--shiki-dark` and the default
 * theme's stylesheet picks one by the colour scheme.
 */
import { createHash } from 'node:crypto';
import type { Highlighter, ThemeRegistrationAny } from 'shiki';

/** A theme shiki bundles, by name (`'github-light'`), or a theme object (a VS Code theme's JSON). */
export type SiteTheme = string | ThemeRegistrationAny;

export interface SiteThemes {
  light: SiteTheme;
  dark: SiteTheme;
}

/** What the highlighter knows each theme by. */
export interface LoadedThemes {
  light: string;
  dark: string;
}

const loading = new Map<string, Promise<void>>();
const objectNames = new WeakMap<object, string>();

/**
 * A theme object's name with a hash of its content: the same in every compile thread (it lands
 * in the HTML's class), and two configs' themes of one name never take each other's place.
 */
function nameOf(theme: ThemeRegistrationAny): string {
  let name = objectNames.get(theme);
  if (name === undefined) {
    const hash = createHash('sha1').update(JSON.stringify(theme)).digest('hex').slice(0, 8);
    name = `${String(theme.name ?? 'theme').replace(/[^\w-]/g, '-')}-${hash}`;
    objectNames.set(theme, name);
  }
  return name;
}

/** The names of the themes shiki bundles (`github-light`, `vitesse-dark`, …). */

async function loadTheme(highlighter: Highlighter, theme: SiteTheme): Promise<string> {
  const name = typeof theme === 'string' ? theme : nameOf(theme);
  let wait = loading.get(name);
  if (!wait) {
    wait = highlighter.loadTheme(typeof theme === 'string' ? (theme as Parameters<Highlighter['loadTheme']>[0]) : { ...theme, name });
    loading.set(name, wait);
  }
  await wait;
  return name;
}

/** Loads the site's two themes once per process and gives the names to highlight with. */
export async function loadSiteThemes(highlighter: Highlighter, themes: SiteThemes): Promise<LoadedThemes> {
  const [light, dark] = await Promise.all([loadTheme(highlighter, themes.light), loadTheme(highlighter, themes.dark)]);
  return { light, dark };
}
