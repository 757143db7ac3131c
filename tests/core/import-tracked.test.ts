/**
 * The files a config import loaded, when tsx reports them late: on Node 20 its reports come from
 * its hooks thread and can arrive after the import has finished. A list taken too early knows a
 * package's plugin by the config's hash instead of by its version, and a compile thread that
 * loaded the config again then refuses it as different plugins.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

/** What the fake tsx does: each import answers at once, and its reports arrive `delayMs` later, in order. */
const fake = vi.hoisted(() => ({ delayMs: 20, reportsOf: (url: string): string[] => [url], silent: false }));

// The CommonJS hook the import registers beside the ES module one plays no part here.
vi.mock('tsx/cjs/api', () => ({ register: () => () => undefined }));
vi.mock('tsx/esm/api', () => ({
  register: ({ onImport }: { onImport: (url: string) => void }) => {
    let queue = Promise.resolve();
    return {
      import: async (url: string) => {
        const reports = fake.silent && url.startsWith('data:') ? [] : fake.reportsOf(url);
        queue = queue.then(() => new Promise((resolve) => setTimeout(resolve, fake.delayMs))).then(() => reports.forEach(onImport));
        return { default: { title: 'Site' } };
      },
    };
  },
}));

const { importTracked } = await import('#core/config/import-tracked.ts');

afterEach(() => {
  fake.silent = false;
  vi.useRealTimers();
});

describe('importTracked', () => {
  it('waits for the reports that arrive after the import has finished', async () => {
    fake.reportsOf = (url) =>
      url.startsWith('file:') ? [url, 'file:///project/node_modules/remark-tag/index.js', 'file:///project/plugins/mark.ts'] : [url];
    const { mod, imported } = await importTracked('/project/site.config.ts');
    expect(mod).toEqual({ default: { title: 'Site' } });
    expect([...imported]).toEqual(['/project/site.config.ts', '/project/node_modules/remark-tag/index.js', '/project/plugins/mark.ts']);
  });

  it('does not wait forever for a report that never comes', async () => {
    vi.useFakeTimers();
    fake.silent = true;
    fake.reportsOf = (url) => [url];
    let done = false;
    const result = importTracked('/project/site.config.ts').then((r) => {
      done = true;
      return r;
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(done).toBe(true);
    expect([...(await result).imported]).toEqual(['/project/site.config.ts']);
  });
});
