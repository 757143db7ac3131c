/**
 * What the shared code may use of where it runs: only what Node and the browser both have. The package is
 * typed with neither's library, so any other Node or DOM API used here is a type error.
 */
declare const console: { warn(...data: unknown[]): void };
