/** The machine's speed in a bench report: a fixed piece of work, timed at the run's start and end. */
import { describe, expect, it } from 'vitest';
import { measureMachineSpeed, referenceWork, timed } from '../../scripts/bench/machine-speed.mjs';
import { machineSpeedLines } from '../../scripts/bench/report.mjs';
import { summarize } from '../../scripts/bench/stats.mjs';

describe('the reference work', () => {
  it('does the same work every run: its result is pinned, so a change to it shows before reports stop comparing', () => {
    expect(referenceWork()).toBe('6ed7053bab93:36109:/guide/section-0/page-0:/guide/section-9/page-9969');
    expect(referenceWork()).toBe(referenceWork());
  });

  it('is timed with what it returned', () => {
    const run = timed(() => 'done');
    expect(run.checksum).toBe('done');
    expect(run.ms).toBeGreaterThanOrEqual(0);
  });

  it('runs in processes of its own, one time per run', () => {
    const speed = measureMachineSpeed(1);
    expect(speed?.runs).toHaveLength(1);
    expect(speed?.median).toBeGreaterThan(0);
  });
});

describe('the report', () => {
  it('says how fast the machine ran at the start and at the end', () => {
    const lines = machineSpeedLines({ start: summarize([980, 1010, 1200]), end: summarize([1500, 1490, 1620]) });
    expect(lines.join('\n')).toContain('1010 (980–1200) ms at the start, 1500 (1490–1620) ms at the end');
  });

  it('says when the end was not measured, and says nothing for a report from before the figure', () => {
    expect(machineSpeedLines({ start: summarize([1000]) }).join('\n')).toContain('1000 ms at the start, not measured at the end');
    expect(machineSpeedLines(undefined)).toEqual([]);
  });
});
