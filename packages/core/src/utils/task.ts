/** Runs one named build step and reports how long it took. */
export async function task<T>(name: string, run: () => Promise<T> | T): Promise<T> {
  const start = performance.now();
  const result = await run();
  const ms = performance.now() - start;
  console.log(`  ✓ ${name} (${ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`})`);
  return result;
}
