import { describe, expect, it } from 'vitest';
import { formatProfile, Profiler } from '#core/utils/profile.ts';

const MB = 1024 * 1024;

describe('formatProfile', () => {
  it('aligns each step’s start, time, CPU and memory, marks what a child process does not have, and names the build process’s peak', () => {
    const table = formatProfile([
      { step: 'compile', startMs: 310, ms: 1234, cpuMs: 2500, rss: 150 * MB, peakRss: 180 * MB },
      { step: 'bundle', startMs: 1550, ms: 40, cpuMs: 10, rss: 140 * MB, peakRss: 150 * MB },
      { step: '  bundler process 1', cpuMs: 3000, peakRss: 600 * MB },
    ]);
    expect(table).toBe(
      [
        'Profile:',
        '  step                   start     time      cpu      rss   peak rss',
        '  compile               0.31 s   1.23 s   2.50 s   150 MB     180 MB',
        '  bundle                1.55 s   0.04 s   0.01 s   140 MB     150 MB',
        '    bundler process 1        –        –   3.00 s        –     600 MB',
        // The child's peak is its own memory, not this process's.
        '  peak rss of the build process: 180 MB',
      ].join('\n'),
    );
  });

  it('is empty when nothing was measured', () => {
    expect(formatProfile([])).toBe('');
  });
});

describe('Profiler', () => {
  it('records a step that fails too, and passes its error on', async () => {
    const profiler = new Profiler();
    await expect(profiler.step('check', () => Promise.reject(new Error('dead link')))).rejects.toThrow('dead link');
    expect(await profiler.step('render', async () => 42)).toBe(42);
    expect(profiler.table()).toMatch(/^ {2}check +[\d.]+ s +[\d.]+ s +[\d.]+ s +\d+ MB +\d+ MB\n {2}render /m);
  });
});
