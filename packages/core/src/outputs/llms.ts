/**
 * `llms.txt` (an index of every page in sidebar order with its description), per language, and
 * the order of pages it shares with `llms-full.txt` (`llms-full.ts`).
 */
import { addPathPrefix, flattenSidebar, markdownPath, type PageData, type SidebarData } from '@quire/shared';

export interface LlmsPage {
  page: PageData;
  markdown: string;
}

export { markdownPath };

/** Section names in the language of the file (`llmsOverviewText`, `llmsPagesText`). */
export interface LlmsSectionNames {
  /** A sidebar's links outside any group. */
  overview: string;
  /** Pages no sidebar lists. */
  pages: string;
}

/** Pages in sidebar order (each sidebar in config order), then any page no sidebar lists. */
export function orderPages<T extends Pick<LlmsPage, 'page'>>(
  pages: readonly T[],
  sidebar: SidebarData,
  /** The URL prefix of the pages' version and language (`spacePrefix`). */
  prefix: string,
  names: LlmsSectionNames,
): Array<{ section: string; pages: T[] }> {
  const byRoute = new Map(pages.map((p) => [p.page.routePath, p]));
  const used = new Set<string>();
  const sections: Array<{ section: string; pages: T[] }> = [];
  for (const items of Object.values(sidebar)) {
    for (const item of items) {
      const links = 'items' in item ? flattenSidebar([item]) : 'link' in item ? [item] : [];
      const section = 'items' in item ? item.text : names.overview;
      const found = links.map((l) => byRoute.get(addPathPrefix(l.link, prefix))).filter((p): p is T => !!p && !used.has(p.page.routePath));
      for (const p of found) used.add(p.page.routePath);
      if (found.length) sections.push({ section, pages: found });
    }
  }
  const rest = pages.filter((p) => !used.has(p.page.routePath) && p.page.pageType !== '404');
  if (rest.length) sections.unshift({ section: names.pages, pages: rest });
  return sections;
}

export function llmsTxt(
  title: string,
  description: string,
  sections: ReadonlyArray<{ section: string; pages: ReadonlyArray<Pick<LlmsPage, 'page'>> }>,
  siteUrl: string,
): string {
  const lines = [`# ${title}`, '', `> ${description}`, ''];
  for (const { section, pages } of sections) {
    lines.push(`## ${section}`, '');
    for (const { page } of pages) {
      const desc = page.description ? `: ${page.description}` : '';
      lines.push(`- [${page.title || (page.pageType === 'home' ? title : page.routePath)}](${siteUrl}${markdownPath(page.routePath)})${desc}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}
