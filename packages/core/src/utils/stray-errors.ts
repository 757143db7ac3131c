/**
 * An error nothing was waiting for: a promise rejected or an exception thrown by a timer or
 * callback that a plugin or the config left running after its hook returned. Node would print a
 * raw stack and exit; the command prints a `✗` line with the message and the place it came from.
 */
import path from 'node:path';

/** The first place in the stack that is a file of its own (not Node's), relative to `cwd`. */
function placeOf(error: unknown, cwd: string): string | undefined {
  const stack = error instanceof Error ? error.stack : undefined;
  for (const line of stack?.split('\n').slice(1) ?? []) {
    const found = /(?:\(|^at )((?:file:\/\/)?\/[^()]+?):(\d+):(\d+)\)?$/.exec(line.trim());
    if (!found) continue;
    const file = found[1].replace(/^file:\/\//, '');
    return `${path.relative(cwd, file) || file}:${found[2]}:${found[3]}`;
  }
  return undefined;
}

/** `site.config.ts:8:84: late boom (thrown where nothing waited for it: …)`. */
export function strayErrorLine(error: unknown, cwd: string): string {
  const message = error instanceof Error ? error.message : String(error);
  const place = placeOf(error, cwd);
  return `${place ? `${place}: ` : ''}${message} (an error nothing waited for: thrown or rejected by a timer or callback that a plugin or the config left running, so the command was stopped)`;
}

/** Ends the process with a `✗` line and exit code 1 on an error nothing was waiting for. */
export function failOnStrayErrors(cwd: string): void {
  const fail = (error: unknown) => {
    console.error(`\n✗ ${strayErrorLine(error, cwd)}`);
    process.exit(1);
  };
  process.on('unhandledRejection', fail);
  process.on('uncaughtException', fail);
}
