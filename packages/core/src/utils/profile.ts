/**
 * `quire build --profile`: each step's start (seconds since the process started, so the gaps
 * between steps show), its time, the CPU this process spent on it (all its threads, render and
 * compile threads included), its resident memory at the step's end and its peak during the step
 * (sampled every 50 ms), and each bundler child process's CPU and peak; printed as one table once
 * the build is done.
 */

export interface StepUsage {
  step: string;
  /** Milliseconds from the process's start to the step's; none for a child process. */
  startMs?: number;
  /** Wall-clock milliseconds; none for a child process (its time is its step's). */
  ms?: number;
  cpuMs: number;
  /** Resident memory in bytes at the step's end; none for a child process. */
  rss?: number;
  /** The highest resident memory in bytes during the step. */
  peakRss: number;
}

/** Runs the build's steps, measuring them or not. */
export interface StepRunner {
  step<T>(name: string, run: () => Promise<T>): Promise<T>;
  /** A child process's usage, as a row of its own. */
  addProcess(usage: StepUsage): void;
  /** The table of every step measured; empty when nothing was. */
  table(): string;
}

/** Runs the steps unmeasured. */
export const unmeasured: StepRunner = {
  step: (_name, run) => run(),
  addProcess: () => undefined,
  table: () => '',
};

const SAMPLE_MS = 50;

export class Profiler implements StepRunner {
  private readonly rows: StepUsage[] = [];

  async step<T>(name: string, run: () => Promise<T>): Promise<T> {
    const started = performance.now();
    const cpu = process.cpuUsage();
    let peak = process.memoryUsage.rss();
    const timer = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss());
    }, SAMPLE_MS);
    timer.unref();
    try {
      return await run();
    } finally {
      clearInterval(timer);
      const rss = process.memoryUsage.rss();
      const { user, system } = process.cpuUsage(cpu);
      this.rows.push({
        step: name,
        startMs: started,
        ms: performance.now() - started,
        cpuMs: (user + system) / 1000,
        rss,
        peakRss: Math.max(peak, rss),
      });
    }
  }

  addProcess(usage: StepUsage): void {
    this.rows.push(usage);
  }

  table(): string {
    return formatProfile(this.rows);
  }
}

const MB = 1024 * 1024;

/** The rows as an aligned table, with the build's peak below it. */
export function formatProfile(rows: readonly StepUsage[]): string {
  if (!rows.length) return '';
  const seconds = (ms: number | undefined) => (ms === undefined ? '–' : `${(ms / 1000).toFixed(2)} s`);
  const megabytes = (bytes: number | undefined) => (bytes === undefined ? '–' : `${Math.round(bytes / MB)} MB`);
  const cells = [
    ['step', 'start', 'time', 'cpu', 'rss', 'peak rss'],
    ...rows.map((r) => [r.step, seconds(r.startMs), seconds(r.ms), seconds(r.cpuMs), megabytes(r.rss), megabytes(r.peakRss)]),
  ];
  const widths = cells[0].map((_, column) => Math.max(...cells.map((row) => row[column].length)));
  const lines = cells.map((row) => `  ${row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('   ')}`.trimEnd());
  const peak = Math.max(...rows.filter((r) => r.ms !== undefined).map((r) => r.peakRss), 0);
  return ['Profile:', ...lines, `  peak rss of the build process: ${megabytes(peak)}`].join('\n');
}
