/**
 * The reader's first search on a freshly loaded page, timed inside the page: Ctrl+K as soon as
 * the app is ready, the query typed when the dialog's input has focus, and stamps for each step
 * relative to the key press (the dialog's input focused, the input event, the end of the
 * debounce when the query waited for one, the worker's answer, the first results in the list).
 *
 * Keys go in through Chromium's input events and the page reports its own stamps, read through
 * the DevTools protocol with no Playwright call that runs in the page: a locator's role queries
 * and polling took hundreds of milliseconds of a 4× slower main thread, and Playwright's first
 * `page.evaluate` in a document compiles its own scripts there (tens of milliseconds at 4×),
 * which the measure counted as the search's when the first one came after the key press.
 */

/**
 * Loads the bench times the first search on with the phone profile, taking their median: one run on a busy host says
 * little, and the median of three moved by a fifth between runs of unchanged code.
 */
export const PHONE_FIRST_OPENS = 5;

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

/** Resolves in the page once the app marked itself ready (`data-quire-ready` on the root). */
function waitForReady([timeoutMs]) {
  const root = document.documentElement;
  return new Promise((resolve, reject) => {
    if (root.hasAttribute('data-quire-ready')) return resolve(true);
    const timer = setTimeout(() => reject(new Error(`the app was not ready within ${timeoutMs} ms`)), timeoutMs);
    new MutationObserver((_, observer) => {
      if (!root.hasAttribute('data-quire-ready')) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve(true);
    }).observe(root, { attributes: true, attributeFilter: ['data-quire-ready'] });
  });
}

/** The stamps relative to the key press; a step that did not happen (no debounce for a query searched at once) is left out. */
function stampsAfterPress() {
  const { keydown, ...rest } = /** @type {any} */ (window).__firstSearch;
  return Object.fromEntries(Object.entries(rest).flatMap(([k, v]) => (v ? [[k, v - keydown]] : [])));
}

/**
 * `fn(...args)` run in the page's main world through the DevTools protocol, its value returned
 * (awaited when a promise): only the call's own text is compiled in the page.
 * @param {import('playwright-core').CDPSession} cdp
 */
async function inPage(cdp, fn, ...args) {
  const expression = `(${fn})(${args.map((a) => JSON.stringify(a)).join(',')})`;
  const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true });
  if (exceptionDetails) throw new Error(`in the page: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
  return result.value;
}

/**
 * Presses Ctrl+K on a page loaded with `instrumentFirstSearch`, types `query` once the dialog's
 * input has focus, and returns each step's time after the key press (ms).
 * @param {import('playwright-core').Page} page
 * @returns {Promise<Record<'focused' | 'input' | 'debounced' | 'answered' | 'results' | 'workerReady', number>>}
 */
export async function timeFirstSearch(page, query) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await inPage(cdp, waitForReady, [30_000]);
    await page.keyboard.press('Control+k');
    await inPage(cdp, waitForStamp, ['focused', 30_000]);
    await page.keyboard.insertText(query);
    await inPage(cdp, waitForStamp, ['results', 30_000]);
    return await inPage(cdp, stampsAfterPress);
  } finally {
    await cdp.detach();
  }
}
