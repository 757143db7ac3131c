/**
 * `<html data-quire-ready>`: the app's first render (hydration, or the fresh 404 render) has
 * committed and its effects have run. Browser tests and audits wait for it instead of sleeping,
 * and a component asks it whether it is being hydrated without a second render to find out.
 */

/** Sets the mark; the app calls it once, after its first render. */
export function markAppReady(): void {
  document.documentElement.dataset.quireReady = 'true';
}

/** Whether the app has rendered once: false on the server and while React hydrates the page's HTML. */
export function isAppReady(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.quireReady === 'true';
}
