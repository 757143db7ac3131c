/**
 * One shiki theme for light and dark code. GitHub's two "-default" themes have the same rules
 * (scopes, order and font styles) and differ only in colours, so each distinct pair of colours
 * becomes a CSS variable, `--q-token-N`, whose light and dark values the default theme's
 * stylesheet sets (`code-colors.css`, written from `codeColorsCss`). Shiki then tokenizes each
 * block once instead of once per theme, and the colours are GitHub's, except where one would fall
 * to 4.5:1 or below on a background a line of code can have (plain or highlighted): that one
 * moves toward the text colour just far enough.
 */
import type { ThemeRegistrationRaw } from 'shiki';
import { MIN_TEXT_CONTRAST, parseColour, toHex, withContrast } from '../utils/contrast.js';

export const CODE_THEME_NAME = 'quire-github';
const PREFIX = '--q-token-';

interface Rule {
  scope?: string | string[];
  settings: { foreground?: string; background?: string; fontStyle?: string };
}

export interface SourceTheme {
  name?: string;
  colors?: Record<string, string>;
  tokenColors?: Rule[];
}

export interface CodeTheme {
  theme: ThemeRegistrationRaw;
  /** Variable name → its colour in the light theme, and in the dark one. */
  light: Map<string, string>;
  dark: Map<string, string>;
  /** The variables painted as text; shiki never paints a rule's background, only its foreground. */
  foregrounds: Set<string>;
}

type Scheme = 'light' | 'dark';

/**
 * A highlighted line's background (`{1,3-5}`): the default brand blue at 12% and 16% over
 * GitHub's light and dark editor backgrounds, opaque so the contrast of every token on it is known.
 */
const HIGHLIGHTED_LINE: Readonly<Record<Scheme, string>> = { light: '#e2edf9', dark: '#17283c' };

/** The variables code-colors.css sets for the backgrounds, which the theme's `.q-code` rules use. */
const CODE_BACKGROUND_VARIABLES = { plain: '--q-code-bg', highlighted: '--q-code-line-highlight' } as const;
const FOREGROUND = `${PREFIX}fg`;
const BACKGROUND = `${PREFIX}bg`;

/** Merges a light and a dark theme with the same rules into one theme of CSS variables. */
export function mergeThemes(light: SourceTheme, dark: SourceTheme): CodeTheme {
  const names = new Map<string, string>();
  let numbered = 0;
  const lightValues = new Map<string, string>();
  const darkValues = new Map<string, string>();
  const foregrounds = new Set<string>([FOREGROUND]);
  const variable = (l: string, d: string, name?: string) => {
    const key = `${l.toLowerCase()}|${d.toLowerCase()}`;
    let found = names.get(key);
    if (!found) {
      found = `${PREFIX}${name ?? ++numbered}`;
      names.set(key, found);
      lightValues.set(found, l.toLowerCase());
      darkValues.set(found, d.toLowerCase());
    }
    return found;
  };
  const colour = (l: string | undefined, d: string | undefined, where: string) => {
    if (l === undefined && d === undefined) return undefined;
    if (l === undefined || d === undefined) throw new Error(`${where}: a colour in one theme only`);
    return variable(l, d);
  };
  const editor = (key: string, name: string) => {
    const l = light.colors?.[key];
    const d = dark.colors?.[key];
    if (!l || !d) throw new Error(`${key} missing from ${l ? dark.name : light.name}`);
    return `var(${variable(l, d, name)})`;
  };
  const colors = { 'editor.foreground': editor('editor.foreground', 'fg'), 'editor.background': editor('editor.background', 'bg') };
  const lightRules = light.tokenColors ?? [];
  const darkRules = dark.tokenColors ?? [];
  if (lightRules.length !== darkRules.length) throw new Error(`the themes have ${lightRules.length} and ${darkRules.length} rules`);
  const tokenColors = lightRules.map((rule, i) => {
    const other = darkRules[i];
    const where = `rule ${i} (${String(rule.scope)})`;
    if (JSON.stringify(rule.scope) !== JSON.stringify(other.scope)) throw new Error(`${where}: the themes' scopes differ`);
    if ((rule.settings.fontStyle ?? '') !== (other.settings.fontStyle ?? '')) throw new Error(`${where}: the themes' font styles differ`);
    const settings: Rule['settings'] = {};
    const foreground = colour(rule.settings.foreground, other.settings.foreground, where);
    const background = colour(rule.settings.background, other.settings.background, where);
    if (foreground) {
      settings.foreground = `var(${foreground})`;
      foregrounds.add(foreground);
    }
    if (background) settings.background = `var(${background})`;
    if (rule.settings.fontStyle !== undefined) settings.fontStyle = rule.settings.fontStyle;
    return { scope: rule.scope, settings };
  });
  // `settings` is TextMate's name for VS Code's `tokenColors`.
  return { theme: { name: CODE_THEME_NAME, type: 'light', colors, settings: tokenColors }, light: lightValues, dark: darkValues, foregrounds };
}

/** Each variable's value in one scheme: text colours above 4.5:1 on a plain and a highlighted line. */
function schemeColours(theme: CodeTheme, scheme: Scheme): Array<{ name: string; value: string; source: string }> {
  const values = theme[scheme];
  const plain = values.get(BACKGROUND);
  const text = values.get(FOREGROUND);
  if (!plain || !text) throw new Error(`the code theme has no ${plain ? FOREGROUND : BACKGROUND}`);
  const backgrounds = [parseColour(plain), parseColour(HIGHLIGHTED_LINE[scheme])];
  const legible = (source: string) => toHex(withContrast(parseColour(source), backgrounds, parseColour(text), MIN_TEXT_CONTRAST));
  return [
    { name: CODE_BACKGROUND_VARIABLES.plain, value: plain, source: plain },
    { name: CODE_BACKGROUND_VARIABLES.highlighted, value: HIGHLIGHTED_LINE[scheme], source: HIGHLIGHTED_LINE[scheme] },
    ...[...values].map(([name, source]) => ({ name, value: theme.foregrounds.has(name) ? legible(source) : source, source })),
  ];
}

/** The stylesheet that gives the variables their colours, light by default and dark under `:root.dark`. */
export function codeColorsCss(theme: CodeTheme, sources: string): string {
  const block = (scheme: Scheme) =>
    schemeColours(theme, scheme)
      .map(
        ({ name, value, source }) =>
          `    ${name}: ${value};${value === source ? '' : ` /* was ${source}, at or below ${MIN_TEXT_CONTRAST}:1 on a code background */`}`,
      )
      .join('\n');
  return `/* Code colours (${sources}), one variable per pair
   of colours, and the backgrounds of a plain and a highlighted line: written by
   \`pnpm write:code-colors\` from packages/core/src/markdown/code-theme.ts; do not edit. */
@layer quire.vars {
  :root {
${block('light')}
  }
  :root.dark {
${block('dark')}
  }
}
`;
}
