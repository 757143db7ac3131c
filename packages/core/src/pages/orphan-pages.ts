/**
 * Pages no sidebar links to: a reader can reach them only by a link in the text or by search,
 * which is most often a page someone forgot to add to the sidebar. A language's home page, the
 * 404 page and pages whose frontmatter says `orphan: true` are left out.
 */
import {
  addSpacePrefix,
  type ContentSpace,
  flattenSidebar,
  normalizeRoutePath,
  type PageData,
  type SidebarData,
  type SpaceLayout,
} from '@quire/shared';

export interface OrphanPage {
  file: string;
  routePath: string;
}

export function findOrphanPages(
  pages: ReadonlyArray<{ file: string; page: PageData }>,
  options: { sidebarsOf: (space: ContentSpace) => SidebarData; layout: SpaceLayout },
): OrphanPage[] {
  // Per space, once: the routes its sidebars link to and its home page's route.
  const spaces = new Map<string, { linked: Set<string>; home: string }>();
  const spaceOf = (space: ContentSpace) => {
    const id = `${space.version}\0${space.lang}`;
    let known = spaces.get(id);
    if (!known) {
      const links = Object.values(options.sidebarsOf(space)).flatMap((items) => flattenSidebar(items).map((item) => item.link));
      const linked = new Set(
        links.filter((link) => link.startsWith('/')).map((link) => normalizeRoutePath(addSpacePrefix(link, space, options.layout))),
      );
      known = { linked, home: normalizeRoutePath(addSpacePrefix('/', space, options.layout)) };
      spaces.set(id, known);
    }
    return known;
  };
  return pages
    .filter(({ page }) => {
      if (page.pageType === 'home' || page.pageType === '404' || page.frontmatter.orphan === true) return false;
      const route = normalizeRoutePath(page.routePath);
      const { linked, home } = spaceOf(page);
      return route !== home && !linked.has(route);
    })
    .map(({ file, page }) => ({ file, routePath: page.routePath }));
}

export function formatOrphanPage(orphan: OrphanPage): string {
  return `${orphan.file}: no sidebar links to ${orphan.routePath} (add it to a sidebar, or set orphan: true in its frontmatter)`;
}
