/**
 * Dev: the work over every page (the checks' compiles) steps aside while the bundler builds an
 * edit, so on a machine of few cores the page the writer waits for is compiled first.
 */
import { describe, expect, it } from 'vitest';
import { BundlerBusy } from '#core/dev/bundler-busy.ts';
import { compileAllKeepingErrors } from '#core/project/compile-all.ts';
import type { CompiledEntry } from '#core/project/compile-service.ts';
import type { RouteRecord } from '#core/routes/scan.ts';

const routes = ['a', 'b', 'c'].map((name) => ({ absolutePath: `/docs/${name}.md` }) as RouteRecord);
const turns = async (n: number) => {
  for (let i = 0; i < n; i++) await new Promise(setImmediate);
};

describe('BundlerBusy', () => {
  it('is idle until a compile starts, and lets waiters go when it ends', async () => {
    const busy = new BundlerBusy();
    await busy.idle();
    busy.start();
    let resumed = false;
    void busy.idle().then(() => {
      resumed = true;
    });
    await turns(3);
    expect(resumed).toBe(false);
    busy.end();
    await turns(1);
    expect(resumed).toBe(true);
  });

  it('holds back compiling every page, and the lookups that read and hash each, while the bundler compiles, and goes on after', async () => {
    const busy = new BundlerBusy();
    const compiled: string[] = [];
    const looked: string[] = [];
    const service = {
      fromCaches: async (file: string) => {
        looked.push(file);
        return undefined;
      },
      compile: async (file: string) => {
        compiled.push(file);
        return {} as CompiledEntry;
      },
    };
    busy.start();
    const every = compileAllKeepingErrors(service, routes, { threads: 0, timeout: 1000, foreground: () => busy.idle() });
    await turns(5);
    expect(looked).toEqual([]);
    expect(compiled).toEqual([]);
    busy.end();
    await every;
    expect(looked.sort()).toEqual(routes.map((route) => route.absolutePath));
    expect(compiled.sort()).toEqual(routes.map((route) => route.absolutePath));
  });
});
