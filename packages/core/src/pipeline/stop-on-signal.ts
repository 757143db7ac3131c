/**
 * Ctrl-C (SIGINT) or SIGTERM during a build: the processes writing into the build's folders are
 * ended, the folders removed, and the process exits with 128 + the signal's number, the shells'
 * convention. The output is left as it was, or fully replaced: the swap (`swap-dist.ts`) is
 * synchronous, so the handler runs before it or after it. A second signal ends the process at once.
 */
import { rmSync } from 'node:fs';
import os from 'node:os';

const SIGNALS = ['SIGINT', 'SIGTERM'] as const;

let stopping: NodeJS.Signals | undefined;

/** Whether a signal is stopping the build: its errors meanwhile are the stop's, not worth reporting. */
export function isStopping(): boolean {
  return stopping !== undefined;
}

/**
 * Handles the signals until the returned function is called. `endWriters` ends what may still
 * write into `folders` (the bundler processes); the folders are then removed in one synchronous
 * step followed by the exit, so the build's own code never runs again in between.
 */
export function stopOnSignal(folders: readonly string[], endWriters: () => Promise<void>): () => void {
  const exitCode = (signal: NodeJS.Signals) => 128 + os.constants.signals[signal];
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(exitCode(signal));
    stopping = signal;
    process.exitCode = exitCode(signal);
    void endWriters()
      .catch(() => undefined)
      .then(() => {
        for (const folder of folders) rmSync(folder, { recursive: true, force: true, maxRetries: 5 });
        console.error(`\n✗ build stopped by ${signal}: its unfinished files were removed; the output folder holds the last build that finished`);
        process.exit(exitCode(signal));
      });
  };
  for (const signal of SIGNALS) process.on(signal, onSignal);
  return () => {
    for (const signal of SIGNALS) process.off(signal, onSignal);
  };
}
