import { describe, expect, it } from 'vitest';
import { mapInParallel } from '#core/utils/in-parallel.ts';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('mapInParallel', () => {
  it('keeps results in the order of the items, whatever order the calls finish in', async () => {
    const results = await mapInParallel([30, 5, 20, 1], 3, async (ms) => {
      await tick(ms);
      return ms * 2;
    });
    expect(results).toEqual([60, 10, 40, 2]);
  });

  it('never has more than `limit` calls in flight, and uses all of them', async () => {
    let inFlight = 0;
    let most = 0;
    await mapInParallel(
      Array.from({ length: 12 }, (_, i) => i),
      4,
      async () => {
        most = Math.max(most, ++inFlight);
        await tick(2);
        inFlight--;
      },
    );
    expect(most).toBe(4);
  });

  it('fails with the first error', async () => {
    await expect(
      mapInParallel([1, 2, 3], 2, async (n) => {
        if (n === 2) throw new Error('two');
        return n;
      }),
    ).rejects.toThrow('two');
  });

  it('starts no call after a failure, and throws only once the calls in flight have ended', async () => {
    const started: number[] = [];
    const ended: number[] = [];
    await expect(
      mapInParallel([1, 2, 3, 4, 5], 2, async (n) => {
        started.push(n);
        if (n === 1) throw new Error('one');
        await tick(30);
        ended.push(n);
      }),
    ).rejects.toThrow('one');
    // A caller cleaning up after the error finds nothing still running.
    expect(started).toEqual([1, 2]);
    expect(ended).toEqual([2]);
  });

  it('gives an empty list for no items', async () => {
    expect(await mapInParallel([], 8, async () => 1)).toEqual([]);
  });
});
