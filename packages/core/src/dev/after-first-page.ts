/**
 * Dev: work over every page (the content checks, the translation report) waits until the first
 * page the browser asked for has been compiled and bundled, so on a machine of few cores it does
 * not take the CPU that first page needs. Without a request it starts a while after the server is
 * ready, so a writer who has not opened a page yet still gets the warnings.
 */

/** How long after the first compile the work starts when no page has been asked for. */
export const START_UNASKED_MS = 10_000;
/** After the first page's compile, time for the browser to run and draw it before the work starts. */
const AFTER_PAGE_MS = 1000;

export class AfterFirstPage {
  private readonly waiting: Array<() => void> = [];
  private pageBundled = false;
  private started = false;
  private timer?: NodeJS.Timeout;

  constructor(private readonly unaskedMs = START_UNASKED_MS) {}

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

  /** A bundler compile has finished; the first one starts the clock for a server nobody has opened a page of. */
  compileDone(first: boolean): void {
    if (first && !this.started && !this.pageBundled) this.timer = setTimeout(() => this.start(), this.unaskedMs);
    if (this.pageBundled && !this.started) {
      clearTimeout(this.timer);
      this.timer = setTimeout(() => this.start(), AFTER_PAGE_MS);
    }
  }

  close(): void {
    clearTimeout(this.timer);
    this.waiting.length = 0;
  }

  private start(): void {
    if (this.started) return;
    this.started = true;
    clearTimeout(this.timer);
    for (const task of this.waiting.splice(0)) task();
  }
}
