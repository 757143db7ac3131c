/**
 * The reader's first search on a freshly loaded page, timed inside the page: Ctrl+K as soon as
 * the app is ready, the query typed when the dialog's input has focus, and stamps for each step
 * relative to the key press (the dialog's input focused, the input event, the end of the
 * debounce when the query waited for one, the worker's answer, the first results in the list).
 *
 * Keys go in through Chromium's input events and the page reports its own stamps, with no
 * Playwright locator: a locator's role queries and polling run in the page, and on a 4× slower
 * CPU they took hundreds of milliseconds of the page's main thread, which the old measure
 * counted as the search's.
 */

/** Loads the bench times the first search on with the phone profile, taking their median: one run on a busy host says little. */
export const PHONE_FIRST_OPENS = 3;

/** In the page before its scripts: stamps every step of the first search. */
export function instrumentFirstSearch(debounceMs) {
  const state = { keydown: 0, focused: 0, input: 0, debounced: 0, answered: 0, results: 0, workerReady: 0 };
  Object.assign(window, { __firstSearch: state });
  const PageWorker = window.Worker;
  window.Worker = class extends PageWorker {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (e) => {
        if (e.data?.type === 'ready' && !state.workerReady) state.workerReady = performance.now();
        if (e.data?.type === 'results' && e.data.results?.length && !state.answered) state.answered = performance.now();
      });
    }
  };
  const original = window.setTimeout;
  window.setTimeout = /** @type {typeof setTimeout} */ (
    (fn, ms, ...rest) =>
      typeof fn === 'function' && ms === debounceMs && state.input && !state.debounced
        ? original(
            (...a) => {
              state.debounced ||= performance.now();
              return fn(...a);
            },
            ms,
            ...rest,
          )
        : original(fn, ms, ...rest)
  );
  addEventListener('keydown', () => (state.keydown ||= performance.now()), true);
  addEventListener('focusin', (e) => {
    if (e.target instanceof HTMLInputElement && e.target.type === 'search') state.focused ||= performance.now();
  });
  addEventListener('input', () => (state.input ||= performance.now()), true);
  new MutationObserver(() => {
    if (!state.results && document.querySelector('.q-search__hit')) state.results = performance.now();
  }).observe(document, { subtree: true, childList: true });
}

/** Resolves in the page once `state[key]` is set; no polling. */
function waitForStamp([key, timeoutMs]) {
  const state = /** @type {any} */ (window).__firstSearch;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const check = () => {
      if (state[key]) resolve(state[key]);
      else if (performance.now() - started > timeoutMs) reject(new Error(`no ${key} within ${timeoutMs} ms`));
      else requestAnimationFrame(check);
    };
    check();
  });
}

/**
 * Presses Ctrl+K on a page loaded with `instrumentFirstSearch`, types `query` once the dialog's
 * input has focus, and returns each step's time after the key press (ms).
 * @param {import('playwright-core').Page} page
 * @returns {Promise<Record<'focused' | 'input' | 'debounced' | 'answered' | 'results' | 'workerReady', number>>}
 */
export async function timeFirstSearch(page, query) {
  await page.waitForSelector('html[data-quire-ready]', { timeout: 30_000 });
  await page.keyboard.press('Control+k');
  await page.evaluate(waitForStamp, ['focused', 30_000]);
  await page.keyboard.insertText(query);
  await page.evaluate(waitForStamp, ['results', 30_000]);
  return page.evaluate(() => {
    const { keydown, ...rest } = /** @type {any} */ (window).__firstSearch;
    // A step that did not happen (no debounce for a query searched at once) is left out.
    return Object.fromEntries(Object.entries(rest).flatMap(([k, v]) => (v ? [[k, v - keydown]] : [])));
  });
}
