/** The queries the first-search budget is held to, per language of the generated tree. */
export const FIRST_SEARCH_QUERIES: Record<string, readonly string[]> = {
  en: ['retry', 'lock manager', 'storage.prefix', 'dead letters', 'rate limit'],
  zh: ['重试', '死信队列', '锁管理器', 'retry.backoff'],
};
