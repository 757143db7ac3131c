/**
 * The progress of a long build step (`utils/progress.ts`) and the reporter that owns it
 * (`utils/task.ts`), driven by a fake clock and written to a fake terminal: live frames are
 * throttled and replaced by the step's `✓` line; without a terminal, a plain line every 10 s
 * and no control character; `--quiet` keeps only warnings.
 */
import { describe, expect, it } from 'vitest';
import { progressTexts } from '#core/bundler/progress-plugin.ts';
import { type Clock, fitLine, type ProgressTerminal, StepProgress } from '#core/utils/progress.ts';
import { createReporter, type Verbosity } from '#core/utils/task.ts';

/** A clock whose time moves only when the test says, firing the intervals that fall due meanwhile. */
function fakeClock(): Clock & { advance(ms: number): void } {
  let now = 0;
  const timers = new Set<{ every: number; next: number; fn: () => void }>();
  return {
    now: () => now,
    every(ms, fn) {
      const timer = { every: ms, next: now + ms, fn };
      timers.add(timer);
      return () => timers.delete(timer);
    },
    advance(ms) {
      const end = now + ms;
      for (;;) {
        const due = [...timers].filter((t) => t.next <= end).sort((a, b) => a.next - b.next)[0];
        if (!due) break;
        now = due.next;
        due.next += due.every;
        due.fn();
      }
      now = end;
    },
  };
}

/** Collects what is written; `columns` set makes it a terminal. */
function fakeTerminal(live?: { columns: number; colors: boolean }): ProgressTerminal & { writes: string[]; text(): string } {
  const writes: string[] = [];
  return { writes, live, write: (text) => void writes.push(text), text: () => writes.join('') };
}

/** What a terminal shows after the writes: `\r` + erase-line clears the current line. */
function screen(output: string): string {
  const lines = [''];
  for (const part of output.split(/(\r\x1b\[2K|\n)/)) {
    if (part === '\n') lines.push('');
    else if (part === '\r\x1b[2K') lines[lines.length - 1] = '';
    else lines[lines.length - 1] += part;
  }
  return lines.join('\n');
}

const CONTROL = /[\x00-\x09\x0b-\x1f\x7f]/;

describe('StepProgress on a terminal', () => {
  it('redraws at most ten times a second, however often the loop ticks', () => {
    const clock = fakeClock();
    const terminal = fakeTerminal({ columns: 80, colors: false });
    const times: number[] = [];
    const write = (text: string) => {
      times.push(clock.now());
      terminal.write(text);
    };
    const step = new StepProgress('compile 5000 pages', { ...terminal, write }, clock);
    for (let ms = 0; ms < 3000; ms++) {
      step.tick(ms + 1, 5000);
      clock.advance(1);
    }
    // Nothing in the first half second (a short step only ever shows its ✓ line), then a frame per 100 ms.
    expect(times[0]).toBe(500);
    expect(times).toHaveLength(26);
    expect(times.every((t, i) => i === 0 || t - times[i - 1] >= 100)).toBe(true);
    expect(terminal.writes[0]).toBe('\r\x1b[2K  … compile 5000 pages: 500 of 5,000 (0 s)');
    expect(terminal.writes.at(-1)).toBe('\r\x1b[2K  … compile 5000 pages: 3,000 of 5,000 (3 s)');
  });

  it('writes nothing while the text stays the same', () => {
    const clock = fakeClock();
    const terminal = fakeTerminal({ columns: 80, colors: false });
    const step = new StepProgress('bundle', terminal, clock);
    step.phase('web 45% building');
    clock.advance(900);
    expect(terminal.writes).toEqual(['\r\x1b[2K  … bundle: web 45% building (0 s)']);
    clock.advance(200);
    expect(terminal.writes.at(-1)).toBe('\r\x1b[2K  … bundle: web 45% building (1 s)');
  });

  it('is replaced by the ✓ line when the step ends, and draws nothing after', () => {
    const clock = fakeClock();
    const terminal = fakeTerminal({ columns: 80, colors: false });
    const step = new StepProgress('render pages', terminal, clock);
    step.tick(3100, 5001);
    clock.advance(1234);
    step.finish('done');
    clock.advance(5000);
    expect(terminal.writes.slice(-2)).toEqual(['\r\x1b[2K', '  ✓ render pages (1.23 s)\n']);
    expect(screen(terminal.text())).toBe('  ✓ render pages (1.23 s)\n');
  });

  it('gives way to other output and comes back on the next frame', () => {
    const clock = fakeClock();
    const terminal = fakeTerminal({ columns: 80, colors: false });
    const step = new StepProgress('bundle', terminal, clock);
    clock.advance(600);
    step.erase();
    terminal.write('ready   built in 0.5s (web)\n');
    clock.advance(100);
    step.finish('done');
    expect(screen(terminal.text())).toBe('ready   built in 0.5s (web)\n  ✓ bundle (700 ms)\n');
  });

  it('takes its line away without a ✓ line when the step failed', () => {
    const clock = fakeClock();
    const terminal = fakeTerminal({ columns: 80, colors: false });
    const step = new StepProgress('compile 3 pages', terminal, clock);
    clock.advance(700);
    step.finish('none');
    expect(screen(terminal.text())).toBe('');
  });
});

describe('fitLine', () => {
  const body = '  … bundle (large site: 4 processes, one after the other): process 2 of 4: web 45% build modules';

  it('keeps the line within the terminal, so it never wraps, and keeps the elapsed time', () => {
    const line = fitLine(body, '(12 s)', { columns: 60, colors: false });
    expect(line).toBe('  … bundle (large site: 4 processes, one after the … (12 s)');
    expect(line).toHaveLength(59);
  });

  it('dims the elapsed time only when colours are on', () => {
    expect(fitLine('  … render pages: 3,100 of 5,001', '(12 s)', { columns: 80, colors: false })).toBe('  … render pages: 3,100 of 5,001 (12 s)');
    expect(fitLine('  … render pages: 3,100 of 5,001', '(12 s)', { columns: 80, colors: true })).toBe(
      '  … render pages: 3,100 of 5,001 \x1b[2m(12 s)\x1b[22m',
    );
  });
});

describe('StepProgress without a terminal', () => {
  it('prints a plain line every 10 s of a step still running, with no control character', () => {
    const clock = fakeClock();
    const terminal = fakeTerminal();
    const step = new StepProgress('render pages', terminal, clock);
    step.tick(3100, 5001);
    clock.advance(10_000);
    step.tick(4800, 5001);
    clock.advance(15_000);
    step.finish('done');
    expect(terminal.text()).toBe('  … render pages: 3,100 of 5,001 (10 s)\n  … render pages: 4,800 of 5,001 (20 s)\n  ✓ render pages (25.00 s)\n');
    expect(terminal.text()).not.toMatch(CONTROL);
  });

  it('prints nothing but the ✓ line for a step shorter than 10 s', () => {
    const clock = fakeClock();
    const terminal = fakeTerminal();
    const step = new StepProgress('bundle', terminal, clock);
    step.phase('web 10% building');
    clock.advance(9_999);
    step.finish('done');
    expect(terminal.text()).toBe('  ✓ bundle (10.00 s)\n');
  });
});

describe('createReporter', () => {
  const reporter = (verbosity: Verbosity, clock = fakeClock()) => {
    const terminal = fakeTerminal({ columns: 80, colors: false });
    return { terminal, clock, reporter: createReporter({ verbosity, terminal, clock, rows: 30 }) };
  };

  it('runs a step with its progress and prints its ✓ line', async () => {
    const { terminal, clock, reporter: r } = reporter('normal');
    const result = await r.task('compile 2 pages', async (progress) => {
      progress.tick(1, 2);
      clock.advance(800);
      return 'compiled';
    });
    expect(result).toBe('compiled');
    expect(terminal.writes[0]).toBe('\r\x1b[2K  … compile 2 pages: 1 of 2 (0 s)');
    expect(screen(terminal.text())).toBe('  ✓ compile 2 pages (800 ms)\n');
  });

  it('leaves no line of a step that failed, for the error to be printed on', async () => {
    const { terminal, clock, reporter: r } = reporter('normal');
    const failing = r.task('compile 2 pages', async () => {
      clock.advance(800);
      throw new Error('docs/en/a.mdx:3:1: unexpected character');
    });
    await expect(failing).rejects.toThrow('a.mdx:3:1');
    expect(screen(terminal.text())).toBe('');
  });

  it('under --quiet prints warnings only: no step, no progress, no account', async () => {
    const { terminal, clock, reporter: r } = reporter('quiet');
    await r.task('render pages', (progress) => {
      progress.tick(1, 2);
      clock.advance(20_000);
    });
    r.info('    604 files');
    r.warning('  ! 3 dead links');
    r.liveStep('first compile').end();
    expect(terminal.text()).toBe('  ! 3 dead links\n');
    expect(r.screenful).toBe(0);
  });

  it('lets a list take a screenful, or every line under --verbose', () => {
    expect(reporter('normal').reporter.screenful).toBe(30);
    expect(reporter('verbose').reporter.screenful).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('progressTexts', () => {
  it('passes on each new state of the bundler once', () => {
    const texts: string[] = [];
    const handler = progressTexts('web', (text) => texts.push(text));
    handler(0.451, 'build modules');
    handler(0.454, 'build modules');
    handler(0.93, 'process assets');
    handler(1, '');
    expect(texts).toEqual(['web 45% build modules', 'web 93% process assets', 'web 100%']);
  });
});
