/**
 * Overview pages (`overview: true`) list the pages of their section, grouped as the sidebar
 * groups them, with each page's headers. Built from page records at compile time, so a new
 * page in the sidebar appears in the overview by itself.
 */
import {
  addSpacePrefix,
  flattenSidebar,
  isSidebarGroup,
  isSidebarLink,
  matchSidebar,
  type OverviewGroup,
  type PageData,
  removeSpacePrefix,
  type SidebarItemData,
  type SpaceLayout,
} from '@quire/shared';

export interface OverviewInput {
  page: PageData;
  sidebar: Record<string, SidebarItemData[]>;
  layout: SpaceLayout;
  /** Page data for a route path, if that route exists. */
  lookup: (routePath: string) => PageData | undefined;
  /** Header depths to list. @default [2] */
  depths?: number[];
  /** Heading of the group of links outside any sidebar group, in the page's language (`overviewOthersText`). */
  othersName: string;
}

export function overviewGroups({ page, sidebar, layout, lookup, depths = [2], othersName }: OverviewInput): OverviewGroup[] {
  const bare = removeSpacePrefix(page.routePath, page, layout);
  const matched = matchSidebar(sidebar, bare);
  if (!matched) return [];
  const toItem = (text: string, link: string) => {
    const routePath = addSpacePrefix(link, page, layout);
    const target = lookup(routePath);
    return {
      text: target?.title || text,
      link: routePath,
      headers: (target?.toc ?? []).filter((h) => depths.includes(h.depth)).map(({ text: t, id, depth }) => ({ text: t, id, depth })),
    };
  };
  const isSelf = (link: string) => addSpacePrefix(link, page, layout) === page.routePath;
  const groups: OverviewGroup[] = [];
  const others: OverviewGroup = { name: othersName, items: [] };
  for (const item of matched.items) {
    if (isSidebarGroup(item)) {
      const items = flattenSidebar([item])
        .filter((l) => !isSelf(l.link))
        .map((l) => toItem(l.text, l.link));
      if (items.length) groups.push({ name: item.text, items });
    } else if (isSidebarLink(item) && !isSelf(item.link)) {
      others.items.push(toItem(item.text, item.link));
    }
  }
  return others.items.length ? [others, ...groups] : groups;
}
