/**
 * The time one page's compile may take (`compileTimeout`): a site plugin that loops or returns a
 * promise that never settles would otherwise hang the build at "compile: 0 of n". The reason
 * names the plugin the page was in when time ran out, as `site-plugins.ts` reports it.
 */
import { QuireError } from '../utils/errors.js';
import type { PluginActivity, PluginWatch } from './site-plugins.js';

/**
 * Why a compile past `ms` was given up, naming the site plugin it was in, if any; `done`: what
 * was done about it (`, so the compile thread was stopped`).
 */
export function overdueReason(ms: number, activity: PluginActivity | undefined, done = ''): string {
  const limit = `${ms} ms (compileTimeout in the site config)${done}`;
  if (activity?.state === 'waiting') return `${activity.plugin} did not settle within ${limit}: does it return a promise that never settles?`;
  if (activity?.state === 'running') return `still compiling inside ${activity.plugin} after ${limit}: does it loop forever?`;
  return `still compiling after ${limit}`;
}

/**
 * `compile`'s page, or a QuireError naming `file` past `ms`. On this thread a plugin that loops
 * without yielding cannot be interrupted; one that waits forever can.
 */
export async function compileWithin<T>(ms: number, file: string, compile: (watch: PluginWatch) => Promise<T>): Promise<T> {
  let activity: PluginActivity | undefined;
  let timer: NodeJS.Timeout | undefined;
  const overdue = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new QuireError(overdueReason(ms, activity), { file })), ms);
  });
  try {
    return await Promise.race([
      compile((now) => {
        activity = now;
      }),
      overdue,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
