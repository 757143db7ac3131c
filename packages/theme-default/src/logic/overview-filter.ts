/** Overview filtering: case-insensitive, hyphens count as spaces, over groups, pages and headers. */
import type { OverviewGroup } from '@quire/runtime';

export function normalizeQuery(text: string): string {
  return text.toLowerCase().replace(/-/g, ' ').replace(/\s+/g, ' ').trim();
}

export function filterOverview(groups: readonly OverviewGroup[], query: string): OverviewGroup[] {
  const q = normalizeQuery(query);
  if (!q) return [...groups];
  const hit = (text: string) => normalizeQuery(text).includes(q);
  return groups.flatMap((group) => {
    if (hit(group.name)) return [group];
    const items = group.items.flatMap((item) => {
      if (hit(item.text)) return [item];
      const headers = item.headers.filter((h) => hit(h.text));
      return headers.length ? [{ ...item, headers }] : [];
    });
    return items.length ? [{ ...group, items }] : [];
  });
}
