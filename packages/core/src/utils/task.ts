/**
 * What a build prints: each named step with its progress while it runs and how long it took,
 * and the lines around them, at the verbosity the command line asked for (`--profile` measures
 * the build's steps apart from these lines, `utils/profile.ts`).
 */
import { type Clock, type Progress, type ProgressTerminal, type StepEnding, StepProgress } from './progress.js';

/** `quiet`: warnings, errors and the final summary only; `verbose`: long lists in full. */
export type Verbosity = 'quiet' | 'normal' | 'verbose';

export interface Reporter {
  readonly verbosity: Verbosity;
  /** Runs one named step, showing its progress while it runs, then `✓ name (time)`. */
  task<T>(name: string, run: (progress: Progress) => Promise<T> | T): Promise<T>;
  /** Shows the progress of a step that ends on an event, not with a promise (the dev server's first compile); `end()` takes the line away. */
  liveStep(name: string): { progress: Progress; end(): void };
  /** A line of the build's account of itself (not under `--quiet`). */
  info(text: string): void;
  /** A finding the writer should see, printed at every verbosity. */
  warning(text: string): void;
  /** How many lines a list may take before only its summary is printed: a screenful, none under `--quiet`, all under `--verbose`. */
  readonly screenful: number;
}

export interface ReporterOptions {
  verbosity: Verbosity;
  terminal: ProgressTerminal;
  clock: Clock;
  /** The terminal's height; a list longer than this is shortened unless verbose. */
  rows: number;
  /** Called while a step's line is live; returns a function that ends it (the real reporter erases the line before other output). */
  whileLive?: (progress: StepProgress) => () => void;
}

const unseen: Progress = { tick: () => undefined, phase: () => undefined };

export function createReporter({ verbosity, terminal, clock, rows, whileLive }: ReporterOptions): Reporter {
  const line = (text: string) => terminal.write(`${text}\n`);
  const start = (name: string) => {
    const progress = new StepProgress(name, terminal, clock);
    const endLive = whileLive?.(progress);
    const end = (ending: StepEnding) => {
      progress.finish(ending);
      endLive?.();
    };
    return { progress, end };
  };
  return {
    verbosity,
    screenful: { quiet: 0, normal: rows, verbose: Number.POSITIVE_INFINITY }[verbosity],
    async task(name, run) {
      if (verbosity === 'quiet') return run(unseen);
      const step = start(name);
      try {
        const result = await run(step.progress);
        step.end('done');
        return result;
      } catch (error) {
        // The error is printed by whoever catches it, on a clean line.
        step.end('none');
        throw error;
      }
    },
    liveStep(name) {
      if (verbosity === 'quiet') return { progress: unseen, end: () => undefined };
      const step = start(name);
      return { progress: step.progress, end: () => step.end('none') };
    },
    info(text) {
      if (verbosity !== 'quiet') line(text);
    },
    warning: line,
  };
}

/** `reporter`, each warning it prints also added to `findings`. */
export function keepingFindings(reporter: Reporter, findings: string[]): Reporter {
  return {
    ...reporter,
    warning(text) {
      findings.push(text);
      reporter.warning(text);
    },
  };
}

/** The reporter of a command run in this process: standard output, and its terminal if it is one. */
export function consoleReporter(verbosity: Verbosity): Reporter {
  const { stdout, stderr } = process;
  const write = stdout.write.bind(stdout);
  // `hasColors` reads NO_COLOR, FORCE_COLOR and TERM.
  const live = stdout.isTTY ? { columns: stdout.columns || 80, colors: stdout.hasColors() } : undefined;
  return createReporter({
    verbosity,
    terminal: { write: (text) => void write(text), live },
    clock: realClock,
    rows: stdout.isTTY ? stdout.rows || 24 : 24,
    whileLive: live ? (progress) => eraseBeforeOtherOutput([stdout, stderr], progress) : undefined,
  });
}

/**
 * Makes every other write to the terminal (a warning, the bundler's output, a worker's log)
 * take the live line off first, so it lands on a line of its own; returns the undo.
 */
function eraseBeforeOtherOutput(streams: NodeJS.WriteStream[], progress: StepProgress): () => void {
  const originals = streams.map((stream) => {
    const write = stream.write;
    stream.write = ((...args: Parameters<typeof write>) => {
      progress.erase();
      return write.apply(stream, args);
    }) as typeof write;
    return write;
  });
  return () => streams.forEach((stream, i) => (stream.write = originals[i]));
}

const realClock: Clock = {
  now: () => performance.now(),
  every(ms, fn) {
    const timer = setInterval(fn, ms);
    timer.unref();
    return () => clearInterval(timer);
  },
};
