/** When the navbar hides: pure rule for `themeConfig.hideNavbar`. */
export type HideNavbar = 'always' | 'auto' | 'never';

export const SCROLL_THROTTLE = 200;

export function parseHideNavbar(value: unknown): HideNavbar {
  return value === 'always' || value === 'never' ? value : 'auto';
}

/**
 * Whether the navbar is hidden after scrolling from `prevY` to `y`. In `auto` mode it hides
 * going down (once past its own height) and shows going up; `always` hides it, `never` never does.
 */
export function navbarHidden(mode: HideNavbar, prevY: number, y: number, wasHidden: boolean, navHeight = 64): boolean {
  if (mode !== 'auto') return mode === 'always';
  if (y <= navHeight) return false;
  if (y > prevY) return true;
  if (y < prevY) return false;
  return wasHidden;
}
