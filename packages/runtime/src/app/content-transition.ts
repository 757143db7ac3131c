/**
 * Page changes inside the app may animate as a view transition (`themeConfig.enableContentAnimation`):
 * only where the browser has `document.startViewTransition` and the reader has not asked for
 * reduced motion. While the transition runs, `<html data-quire-transition="page">` lets the theme
 * name the part that animates, so its other view transitions (the theme switch) are untouched.
 */
import { flushSync } from 'react-dom';

interface ViewTransitionLike {
  ready: Promise<unknown>;
  finished: Promise<unknown>;
}
type TransitionDocument = Document & { startViewTransition?: (update: () => void) => ViewTransitionLike };

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
export const TRANSITION_ATTRIBUTE = 'quireTransition';

export function canAnimatePageChange(enabled: boolean, doc: Document = document, win: Window = window): boolean {
  if (!enabled || typeof (doc as TransitionDocument).startViewTransition !== 'function') return false;
  return !(win.matchMedia?.(REDUCED_MOTION_QUERY).matches ?? false);
}

/** Applies `update` (React state changes) at once, or inside a view transition when allowed. */
export function commitPageChange(update: () => void, enabled: boolean): void {
  if (!canAnimatePageChange(enabled)) {
    update();
    return;
  }
  const root = document.documentElement;
  root.dataset[TRANSITION_ATTRIBUTE] = 'page';
  // The browser snapshots the old page, then the callback must change the DOM synchronously.
  const transition = (document as TransitionDocument).startViewTransition(() => flushSync(update));
  latest = transition;
  // A quick second navigation skips the running transition, and Chromium then rejects its
  // `ready` promise ("Transition was skipped"): expected, so it must not surface as an error.
  transition.ready.catch(() => {});
  transition.finished
    .finally(() => {
      // Only the newest transition clears the mark; a skipped one finishes while its successor runs.
      if (latest === transition) delete root.dataset[TRANSITION_ATTRIBUTE];
    })
    .catch(() => {});
}

let latest: ViewTransitionLike | undefined;
