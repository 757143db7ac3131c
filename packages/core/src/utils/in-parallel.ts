/**
 * Runs `fn` over `items` with at most `limit` calls in flight and keeps the results in order.
 * For work that waits on something else (worker threads, the disk), so a few calls at once keep
 * that busy without starting every call at once.
 *
 * After a call fails no new call starts, and the first error is thrown once the calls in flight
 * have ended: a caller that cleans up on failure (a build removing its staging folder) must not
 * have calls still writing behind it.
 */
export async function mapInParallel<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  let failure: { error: unknown } | undefined;
  const lane = async () => {
    while (!failure && next < items.length) {
      const i = next++;
      try {
        results[i] = await fn(items[i]);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  if (failure) throw failure.error;
  return results;
}
