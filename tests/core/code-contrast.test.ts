/**
 * Every colour code text can have stays above 4.5:1 on every background a line of code can
 * have, in both themes, read from the default theme's stylesheets as the browser would: the
 * variables (`vars.css`, `code-colors.css`) and the rules that paint code (`.q-code…`). A new
 * line state with its own background (diff, focus, hover) is checked as soon as a rule sets it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { githubCodeTheme } from '#core/markdown/highlighter.ts';
import { contrastRatio, meetsContrast, over, parseColour, type Rgba, toHex, withContrast } from '#core/utils/contrast.ts';

const STYLES = path.resolve(import.meta.dirname, '../../packages/theme-default/src');

interface Rule {
  selector: string;
  declarations: Map<string, string>;
}

/** The innermost `selector { declarations }` blocks of a stylesheet, one per selector in a list. */
function readRules(css: string): Rule[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...text.matchAll(/([^{}]+)\{([^{}]*)\}/g)].flatMap(([, selectors, body]) => {
    const declarations = new Map(
      body
        .split(';')
        .map((d) => d.trim())
        .filter(Boolean)
        .map(
          (d) =>
            [
              d.slice(0, d.indexOf(':')).trim(),
              d
                .slice(d.indexOf(':') + 1)
                .replace('!important', '')
                .trim(),
            ] as const,
        ),
    );
    return selectors.split(',').map((selector) => ({ selector: selector.trim(), declarations }));
  });
}

function stylesheets(): Rule[] {
  const files = fs.readdirSync(STYLES, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.css'));
  return files.flatMap((f) => readRules(fs.readFileSync(path.join(STYLES, f), 'utf8')));
}

/** Variable → value in one scheme: `:root`, then `:root.dark` over it for the dark one. */
function variables(rules: Rule[], scheme: 'light' | 'dark'): Map<string, string> {
  const scopes = scheme === 'light' ? [':root'] : [':root', ':root.dark'];
  const values = new Map<string, string>();
  for (const scope of scopes) {
    for (const rule of rules)
      if (rule.selector === scope) for (const [name, value] of rule.declarations) if (name.startsWith('--')) values.set(name, value);
  }
  return values;
}

function resolve(value: string, values: Map<string, string>): string {
  return value.replace(/var\((--[\w-]+)\)/g, (_, name: string) => {
    const found = values.get(name);
    if (found === undefined) throw new Error(`${name} is not set`);
    return resolve(found, values);
  });
}

// The copy and wrap buttons paint their own background and text; they are not code.
const CONTROL = /__(?:button|actions)/;
// A site's own themes (`markdown.shiki.themes`) paint with their colours, which are the site's choice.
const SITE_THEMES = /\.shiki-themes\b/;
const isCodeRule = (rule: Rule) => rule.selector.startsWith('.q-code') && !CONTROL.test(rule.selector) && !SITE_THEMES.test(rule.selector);

interface Pairing {
  scheme: string;
  text: string;
  colour: Rgba;
  background: string;
  fill: Rgba;
}

/** Every text colour of code against every background a line of code can have, in one scheme. */
async function pairings(
  scheme: 'light' | 'dark',
): Promise<{ plain: Rgba; backgrounds: Map<string, Rgba>; texts: Map<string, Rgba>; pairs: Pairing[] }> {
  const rules = stylesheets();
  const values = variables(rules, scheme);
  const colourOf = (value: string) => parseColour(resolve(value, values));
  const block = rules.find((r) => r.selector === '.q-code')?.declarations.get('background');
  if (!block) throw new Error('no background on .q-code');
  const plain = colourOf(block);
  const backgrounds = new Map<string, Rgba>();
  const texts = new Map<string, Rgba>();
  for (const rule of rules.filter(isCodeRule)) {
    const background = rule.declarations.get('background') ?? rule.declarations.get('background-color');
    if (background && background !== 'transparent') backgrounds.set(rule.selector, over(colourOf(background), plain));
    const color = rule.declarations.get('color');
    if (color) texts.set(`${color} (${rule.selector})`, colourOf(color));
  }
  // Shiki paints each token's foreground variable as an inline style, so no rule names them.
  for (const name of (await githubCodeTheme()).foregrounds) texts.set(name, colourOf(`var(${name})`));
  const pairs = [...texts].flatMap(([text, colour]) => [...backgrounds].map(([background, fill]) => ({ scheme, text, colour, background, fill })));
  return { plain, backgrounds, texts, pairs };
}

const describePair = (p: Pairing) =>
  `${p.scheme}: ${p.text} ${toHex(p.colour)} on ${p.background} ${toHex(p.fill)} is ${contrastRatio(p.colour, p.fill).toFixed(2)}:1`;

describe('code contrast in the default theme', () => {
  it.each(['light', 'dark'] as const)('keeps every token, line number and label above 4.5:1 on every line background (%s)', async (scheme) => {
    const { backgrounds, texts, pairs } = await pairings(scheme);
    // The reader found what code has today; anything it missed would pass unchecked.
    expect([...backgrounds.keys()]).toEqual(expect.arrayContaining(['.q-code', '.q-code .line.highlighted']));
    expect([...texts.keys()]).toEqual(expect.arrayContaining(['--q-token-fg', '--q-token-1', 'var(--q-c-text-2) (.q-code--numbers .line::before)']));
    expect(pairs.filter((p) => !meetsContrast(p.colour, p.fill)).map(describePair)).toEqual([]);
  });

  it.each(['light', 'dark'] as const)('keeps a highlighted line visibly apart from a plain one (%s)', async (scheme) => {
    const { plain, backgrounds } = await pairings(scheme);
    const highlighted = backgrounds.get('.q-code .line.highlighted') as Rgba;
    expect(contrastRatio(plain, highlighted)).toBeGreaterThanOrEqual(1.15);
  });
});

describe('contrast', () => {
  it('computes WCAG ratios and reads the colour forms the stylesheets use', () => {
    expect(contrastRatio(parseColour('#000'), parseColour('#ffffff'))).toBeCloseTo(21, 5);
    expect(contrastRatio(parseColour('#767676'), parseColour('#fff'))).toBeCloseTo(4.54, 2);
    expect(over(parseColour('rgb(11 107 203 / 0.12)'), parseColour('#ffffff'))).toEqual(parseColour('#e2edf9'));
    expect(parseColour('rgba(0, 0, 0, 50%)').a).toBe(0.5);
    expect(() => parseColour('red')).toThrow(/not a colour/);
  });

  it('leaves a colour that passes and moves one that does not just far enough toward the text colour', () => {
    const white = parseColour('#ffffff');
    const text = parseColour('#1f2328');
    expect(toHex(withContrast(parseColour('#0550ae'), [white], text))).toBe('#0550ae');
    const moved = withContrast(parseColour('#8250df'), [white, parseColour('#e2edf9')], text);
    expect(meetsContrast(moved, parseColour('#e2edf9'))).toBe(true);
    const lessMoved = { ...moved, r: moved.r + 2, g: moved.g + 1, b: moved.b + 3 };
    expect(meetsContrast(lessMoved, parseColour('#e2edf9'))).toBe(false);
    // Exactly 4.5:1 fails, as in axe-core.
    expect(meetsContrast(parseColour('#777'), white, contrastRatio(parseColour('#777'), white))).toBe(false);
  });
});
