/**
 * V8 marks a heap for a full collection on helper threads beside the thread that owns it, and the
 * owner pays a write barrier for as long as the marking runs. When every core already runs a
 * compile thread, the helpers only take turns with those threads: the marking lasts longer, the
 * barrier with it, and the process does more work in all than when each thread marks its own
 * heap. The flag is V8's, for the whole process, and read when a marking starts, so it is turned
 * off for one run and back on after it; a setting from the command line is left as it is.
 */
import v8 from 'node:v8';

let running = 0;

/** Runs `run` with V8's concurrent marking off, as told above. */
export async function withoutConcurrentMarking<T>(run: () => Promise<T>): Promise<T> {
  if (setOnCommandLine()) return run();
  if (running++ === 0) v8.setFlagsFromString('--no-concurrent-marking');
  try {
    return await run();
  } finally {
    if (--running === 0) v8.setFlagsFromString('--concurrent-marking');
  }
}

const MARKING_FLAGS = /^--(?:no-)?(?:concurrent[-_]marking|single[-_]threaded(?:[-_]gc)?|predictable)(?:=|$)/;

/** Whether the command line (or `NODE_OPTIONS`) set how V8 marks. */
function setOnCommandLine(): boolean {
  const options = (process.env.NODE_OPTIONS ?? '').split(/\s+/);
  return [...process.execArgv, ...options].some((arg) => MARKING_FLAGS.test(arg));
}
