/**
 * Pure rules of the light / dark / auto switch. The storage key and the `dark` class match the
 * inline script the build puts in every page (core/src/ssg/appearance-script.ts).
 */

export const APPEARANCE_STORAGE_KEY = 'theme-appearance';
export const APPEARANCES = ['light', 'dark', 'auto'] as const;
export type Appearance = (typeof APPEARANCES)[number];

/** Duration of the circular reveal, in milliseconds. */
export const REVEAL_DURATION = 400;

/** Reads a stored value; anything unknown (or nothing) means `auto`. */
export function parseAppearance(value: string | null | undefined): Appearance {
  return value === 'light' || value === 'dark' ? value : 'auto';
}

/** The next choice when cycling: light → dark → auto → light. */
export function nextAppearance(current: Appearance): Appearance {
  return APPEARANCES[(APPEARANCES.indexOf(current) + 1) % APPEARANCES.length];
}

/** Whether the page should be dark: the explicit choice, or the system's for `auto`. */
export function resolveDark(appearance: Appearance, systemDark: boolean, enabled = true): boolean {
  if (!enabled) return false;
  return appearance === 'dark' || (appearance === 'auto' && systemDark);
}

/** Animate only when the browser has view transitions and the reader did not ask for less motion. */
export function shouldAnimate(hasViewTransition: boolean, reducedMotion: boolean, darkChanges: boolean): boolean {
  return hasViewTransition && !reducedMotion && darkChanges;
}

/** Radius that covers the whole viewport from (x, y): the distance to the farthest corner. */
export function revealRadius(x: number, y: number, width: number, height: number): number {
  return Math.hypot(Math.max(x, width - x), Math.max(y, height - y));
}

/** `clip-path` keyframes of a circle growing from (x, y) to `radius`. */
export function revealClipPath(x: number, y: number, radius: number): [string, string] {
  const at = `at ${Math.round(x)}px ${Math.round(y)}px`;
  return [`circle(0px ${at})`, `circle(${Math.ceil(radius)}px ${at})`];
}
