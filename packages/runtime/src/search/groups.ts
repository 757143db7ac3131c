/** The shape every search answers with, local or remote: results per search index. */
import type { PageResult } from './search-core';

export interface SearchIndexOption {
  /** The index name the search API knows. */
  value: string;
  /** What the dialog's tab says. */
  label: string;
}

/** The results of one search index, pages in rank order. Local search answers with one group. */
export interface SearchGroup {
  /** Index name; `''` for the local index or a remote answer not split by index. */
  index: string;
  label: string;
  results: PageResult[];
}

/** One empty group per index (or a single unnamed one), for queries that are not run. */
export function emptyGroups(indexes: readonly SearchIndexOption[]): SearchGroup[] {
  if (indexes.length === 0) return [{ index: '', label: '', results: [] }];
  return indexes.map((i) => ({ index: i.value, label: i.label, results: [] }));
}
