/**
 * What a test opens with file handles (a project's compile cache, a pack reader), closed after each test: a handle left
 * to the collector makes Node warn, and later Node versions throw.
 */
import { afterEach } from 'vitest';

interface Closable {
  close(): Promise<void>;
}

/** Registers the hook; returns a function that hands back what it is given, to be closed after the test. */
export function closedAfterEach(): <T extends Closable>(opened: T) => T {
  const open: Closable[] = [];
  afterEach(async () => {
    for (const opened of open.splice(0)) await opened.close();
  });
  return (opened) => {
    open.push(opened);
    return opened;
  };
}
