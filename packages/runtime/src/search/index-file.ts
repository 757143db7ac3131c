import type { SearchRecord } from './search-core';

export function decodeSearchIndex(data: unknown): SearchRecord[] {
  return data as SearchRecord[];
}
