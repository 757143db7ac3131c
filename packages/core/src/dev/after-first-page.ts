/**
 * Dev: work over every page (the content checks, the translation report) waits until the browser
 * has drawn the first page it asked for, so on a machine of few cores it does not take the CPU
 * that page's compile and drawing need. A client that never says so (not the app) gets it a while
 * after the page's compile; without a request it starts a while after the server is ready, so a
 * writer who has not opened a page yet still gets the warnings.
 */

/** How long after the first compile the work starts when no page has been asked for. */
export const START_UNASKED_MS = 10_000;
/** After the first page's compile, how long the browser has to say it drew the page before the work starts anyway. */
export const AFTER_PAGE_MS = 10_000;

export class AfterFirstPage {
  private readonly waiting: Array<() => void> = [];
  private pageBundled = false;
  private started = false;
  private timer?: NodeJS.Timeout;
  private pageTimer?: NodeJS.Timeout;

  constructor(
    private readonly unaskedMs = START_UNASKED_MS,
    private readonly afterPageMs = AFTER_PAGE_MS,
  ) {}

  /** Runs `task` once the first page is served, or at once if it has been. */
  run(task: () => void): void {
    if (this.started) task();
    else this.waiting.push(task);
  }

  /** The bundler has asked for a page's module: the compile it is part of is the first page's. */
  pageAsked(): void {
    this.pageBundled = true;
  }

  /** The browser has asked for a page: the work waits for that page's compile, not for the clock of a server nobody opened. */
  pageRequested(): void {
    if (!this.pageBundled && !this.started) clearTimeout(this.timer);
  }

  /** The browser has drawn a page: the work starts now. */
  pageShown(): void {
    this.start();
  }

  /** A bundler compile has finished; the first one starts the clock for a server nobody has opened a page of. */
  compileDone(first: boolean): void {
    if (first && !this.started && !this.pageBundled) this.timer = setTimeout(() => this.start(), this.unaskedMs);
    if (this.pageBundled && !this.started && !this.pageTimer) this.pageTimer = setTimeout(() => this.start(), this.afterPageMs);
  }

  close(): void {
    clearTimeout(this.timer);
    clearTimeout(this.pageTimer);
    this.waiting.length = 0;
  }

  private start(): void {
    if (this.started) return;
    this.started = true;
    clearTimeout(this.timer);
    clearTimeout(this.pageTimer);
    for (const task of this.waiting.splice(0)) task();
  }
}
