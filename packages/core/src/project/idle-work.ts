/**
 * A compile thread's warm-up (a sample page compiled, the site's grammars made ready) is work for when no page is
 * compiling: a page asked for starts at once, never queued behind a warm-up step, and the next step waits until every
 * page in progress is done.
 */
export type IdleStep = () => Promise<void>;

export class IdleWork {
  private readonly steps: IdleStep[] = [];
  private pages = 0;
  private stepping = false;

  /** Runs `step` once no page is compiling and the steps added before it are done; its failure is ignored. */
  add(step: IdleStep): void {
    this.steps.push(step);
    this.next();
  }

  /** Runs a page's compile now; idle steps wait until it ends. */
  async page<T>(compile: () => Promise<T>): Promise<T> {
    this.pages++;
    try {
      return await compile();
    } finally {
      this.pages--;
      this.next();
    }
  }

  /** Steps not yet started. */
  get waiting(): number {
    return this.steps.length;
  }

  private next(): void {
    if (this.stepping || this.pages > 0 || this.steps.length === 0) return;
    this.stepping = true;
    // After a turn of the event loop, so a page whose message is already waiting starts before the step.
    setImmediate(() => {
      const step = this.pages > 0 ? undefined : this.steps.shift();
      if (!step) {
        this.stepping = false;
        return;
      }
      void step()
        .catch(() => undefined)
        .finally(() => {
          this.stepping = false;
          this.next();
        });
    });
  }
}
