/** A compile thread's warm-up never holds up a page: pages start at once, warm-up steps only while none compiles. */
import { describe, expect, it } from 'vitest';
import { IdleWork } from '#core/project/idle-work.ts';

const turn = () => new Promise((resolve) => setImmediate(resolve));

/** A promise and its resolve, so a test decides when a page or step ends. */
function gate(): { done: Promise<void>; open: () => void } {
  let open: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (open = resolve));
  return { done, open };
}

describe('IdleWork', () => {
  it('runs steps in order, one at a time', async () => {
    const idle = new IdleWork();
    const log: string[] = [];
    const first = gate();
    idle.add(async () => {
      log.push('a start');
      await first.done;
      log.push('a end');
    });
    idle.add(async () => void log.push('b'));
    await turn();
    expect(log).toEqual(['a start']);
    first.open();
    await turn();
    await turn();
    expect(log).toEqual(['a start', 'a end', 'b']);
  });

  it('starts a page at once, even while a step runs, and no later step until every page is done', async () => {
    const idle = new IdleWork();
    const log: string[] = [];
    const step = gate();
    idle.add(async () => {
      log.push('warm start');
      await step.done;
      log.push('warm end');
    });
    idle.add(async () => void log.push('second warm'));
    await turn();
    const page = gate();
    const compiled = idle.page(async () => {
      log.push('page start');
      await page.done;
      log.push('page end');
      return 'code';
    });
    expect(log).toEqual(['warm start', 'page start']);
    step.open();
    await turn();
    await turn();
    // The running step ended; the next one waits for the page.
    expect(log).toEqual(['warm start', 'page start', 'warm end']);
    expect(idle.waiting).toBe(1);
    page.open();
    expect(await compiled).toBe('code');
    await turn();
    await turn();
    expect(log).toEqual(['warm start', 'page start', 'warm end', 'page end', 'second warm']);
  });

  it('lets a page asked in the same turn as a step was added go first', async () => {
    const idle = new IdleWork();
    const log: string[] = [];
    idle.add(async () => void log.push('warm'));
    const page = idle.page(async () => void log.push('page'));
    await page;
    await turn();
    await turn();
    expect(log).toEqual(['page', 'warm']);
  });

  it('goes on after a step that fails, and passes a page’s failure to its caller', async () => {
    const idle = new IdleWork();
    const log: string[] = [];
    idle.add(async () => {
      throw new Error('no grammar');
    });
    idle.add(async () => void log.push('next'));
    await turn();
    await turn();
    await turn();
    expect(log).toEqual(['next']);
    await expect(idle.page(async () => Promise.reject(new Error('bad page')))).rejects.toThrow('bad page');
  });
});
