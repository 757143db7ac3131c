/**
 * Node ends a process whose event loop has nothing left to run with exit code 0, even while a
 * promise is still pending: a command left waiting on a thread or process that ended without a
 * word would look like a success. This makes such an end a failure that says so.
 */
export function failIfUnfinished(work: Promise<unknown>, what: string): void {
  let firstTime = true;
  const onBeforeExit = () => {
    // Another listener may have just failed what was waiting (a plugin hook that can no longer
    // settle names itself): the work gets one more turn of the event loop to end with that error.
    if (firstTime) {
      firstTime = false;
      setImmediate(() => undefined);
      return;
    }
    process.off('beforeExit', onBeforeExit);
    console.error(`\n✗ ${what} stopped before it finished: it was left waiting for an answer that can no longer come (a bug in Quire)`);
    process.exitCode = 1;
  };
  process.on('beforeExit', onBeforeExit);
  const done = () => process.off('beforeExit', onBeforeExit);
  work.then(done, done);
}
