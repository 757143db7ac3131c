/**
 * WCAG 2 contrast between CSS colours: the ratio of relative luminances that the accessibility
 * audits (axe, Lighthouse) hold text to, 4.5:1 for body-size text.
 */

/** Channels 0–255 and alpha 0–1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** WCAG AA's floor for text under 18pt (24px), which code always is. */
export const MIN_TEXT_CONTRAST = 4.5;

/** Above the floor, as axe-core (which Lighthouse runs) counts it: exactly 4.5 fails there. */
export function meetsContrast(a: Rgba, b: Rgba, minimum = MIN_TEXT_CONTRAST): boolean {
  return contrastRatio(a, b) > minimum;
}

const HEX_RE = /^#([\da-f]{3}|[\da-f]{6}|[\da-f]{8})$/i;
const RGB_RE = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)\s*(?:[/,]\s*([\d.]+)(%?)\s*)?\)$/i;

/** `#rgb`, `#rrggbb`, `#rrggbbaa`, `rgb(r g b / a)` or `rgba(r, g, b, a)`; anything else throws. */
export function parseColour(text: string): Rgba {
  const value = text.trim();
  const hex = HEX_RE.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    const channel = (i: number) => Number.parseInt(full.slice(i * 2, i * 2 + 2), 16);
    return { r: channel(0), g: channel(1), b: channel(2), a: full.length === 8 ? channel(3) / 255 : 1 };
  }
  const rgb = RGB_RE.exec(value);
  if (rgb) {
    const alpha = rgb[4] === undefined ? 1 : Number(rgb[4]) / (rgb[5] ? 100 : 1);
    return { r: Number(rgb[1]), g: Number(rgb[2]), b: Number(rgb[3]), a: alpha };
  }
  throw new Error(`not a colour this check reads: "${text}" (use #rrggbb or rgb(r g b / a))`);
}

export function toHex({ r, g, b }: Rgba): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** `top` painted over an opaque `bottom`: what the eye (and the audits) see. */
export function over(top: Rgba, bottom: Rgba): Rgba {
  const mix = (t: number, b: number) => Math.round(t * top.a + b * (1 - top.a));
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

function luminance({ r, g, b }: Rgba): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** 1 (same luminance) to 21 (black on white), whichever colour is lighter. */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * `colour` as it is when it is above `minimum` against every background, else the nearest mix
 * of it with `toward` (a colour that is) that is: the hue stays as far as it can.
 */
export function withContrast(colour: Rgba, backgrounds: Rgba[], toward: Rgba, minimum = MIN_TEXT_CONTRAST): Rgba {
  const enough = (c: Rgba) => backgrounds.every((bg) => meetsContrast(c, bg, minimum));
  if (!enough(toward)) throw new Error(`${toHex(toward)} itself is below ${minimum}:1 against ${backgrounds.map(toHex).join(', ')}`);
  const STEPS = 256;
  for (let step = 0; step <= STEPS; step++) {
    const t = step / STEPS;
    const mixed = {
      r: Math.round(colour.r + (toward.r - colour.r) * t),
      g: Math.round(colour.g + (toward.g - colour.g) * t),
      b: Math.round(colour.b + (toward.b - colour.b) * t),
      a: 1,
    };
    if (enough(mixed)) return mixed;
  }
  return toward;
}
