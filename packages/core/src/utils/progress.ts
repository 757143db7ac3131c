/**
 * The progress of one running build step, so a long step is never silent. On a terminal it is
 * one line redrawn in place (at most every 100 ms, only when its text changed) and replaced by
 * the step's `✓` line at the end; elsewhere (CI, a pipe) a plain line every 10 s, without any
 * control character, and nothing for a step that ends sooner. The clock and the terminal are
 * passed in, so tests drive both.
 */

/** Where the progress is written. `live` is set when the stream is a terminal that can redraw a line. */
export interface ProgressTerminal {
  write(text: string): void;
  live?: { columns: number; colors: boolean };
}

export interface Clock {
  now(): number;
  /** Calls `fn` every `ms` until the returned function is called. */
  every(ms: number, fn: () => void): () => void;
}

/** What a step's loops call; both are bound, so they can be handed on as callbacks. */
export interface Progress {
  /** `done` of `total` items (pages) are finished. */
  readonly tick: (done: number, total: number) => void;
  /** Where a step without countable items is (the bundler: environment, percent, phase). */
  readonly phase: (text: string) => void;
}

/** How a step's line ends: replaced by `✓ name (time)`, or just taken away. */
export type StepEnding = 'done' | 'none';

const LIVE_FRAME_MS = 100;
/** A step shorter than this never shows a live line, only its `✓` line. */
const LIVE_AFTER_MS = 500;
const PLAIN_LINE_MS = 10_000;

const ERASE_LINE = '\r\x1b[2K';
const DIM = '\x1b[2m';
const UNDIM = '\x1b[22m';

const count = (n: number) => n.toLocaleString('en-US');

/** How long a step took, as the `✓` line shows it. */
function formatDuration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

export class StepProgress implements Progress {
  private readonly started: number;
  private readonly stopTimer: () => void;
  /** A phase's text, or the items done and in all: formatted when a line is drawn, not at each of a large site's ticks. */
  private status: string | { done: number; total: number } = '';
  /** The line on screen now (terminal only); undefined when none is drawn. */
  private shown: string | undefined;

  constructor(
    private readonly name: string,
    private readonly terminal: ProgressTerminal,
    private readonly clock: Clock,
  ) {
    this.started = clock.now();
    this.stopTimer = terminal.live
      ? clock.every(LIVE_FRAME_MS, () => this.draw())
      : clock.every(PLAIN_LINE_MS, () => terminal.write(`${this.parts().join(' ')}\n`));
  }

  readonly tick = (done: number, total: number): void => {
    this.status = { done, total };
  };

  readonly phase = (text: string): void => {
    this.status = text;
  };

  /** Takes the live line off the screen before something else is written there; the next frame draws it again. */
  erase(): void {
    if (this.shown === undefined) return;
    this.terminal.write(ERASE_LINE);
    this.shown = undefined;
  }

  /** Ends the step: its live line goes, replaced by `✓ name (time)` when it is `done`. */
  finish(ending: StepEnding): void {
    this.stopTimer();
    this.erase();
    if (ending === 'done') this.terminal.write(`  ✓ ${this.name} (${formatDuration(this.clock.now() - this.started)})\n`);
  }

  /** The line without its elapsed time, and the time. */
  private parts(): [string, string] {
    const seconds = Math.floor((this.clock.now() - this.started) / 1000);
    const { status } = this;
    const text = typeof status === 'string' ? status : `${count(status.done)} of ${count(status.total)}`;
    return [`  … ${this.name}${text ? `: ${text}` : ''}`, `(${seconds} s)`];
  }

  private draw(): void {
    const live = this.terminal.live;
    if (!live || this.clock.now() - this.started < LIVE_AFTER_MS) return;
    const [body, time] = this.parts();
    const line = fitLine(body, time, live);
    if (line === this.shown) return;
    this.terminal.write(`${ERASE_LINE}${line}`);
    this.shown = line;
  }
}

/**
 * The line as drawn: cut to the terminal's width (a line that wraps could not be erased whole)
 * but keeping the elapsed time, which is dimmed when colours are on (dim reads on light and dark
 * backgrounds alike).
 */
export function fitLine(body: string, time: string, { columns, colors }: { columns: number; colors: boolean }): string {
  const room = Math.max(columns - 1 - time.length - 1, 10);
  const fitted = body.length > room ? `${body.slice(0, room - 1)}…` : body;
  return `${fitted} ${colors ? `${DIM}${time}${UNDIM}` : time}`;
}
