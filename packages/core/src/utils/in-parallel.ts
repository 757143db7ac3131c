/**
 * Runs `fn` over `items` with at most `limit` calls in flight and keeps the results in order.
 * For work that waits on something else (worker threads, the disk), so a few calls at once keep
 * that busy without starting every call at once.
 */
export async function mapInParallel<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}
