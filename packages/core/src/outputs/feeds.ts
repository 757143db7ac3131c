/**
 * RSS and Atom feeds per content space (version and language), for the pages a feed rule selects
 * (release notes), built with the `feed` library from the page records.
 */
import { Feed } from 'feed';
import { type ContentSpace, contentSpaces, type PageData, removeSpacePrefix, type SpaceLayout, spacePrefix, withBase } from '@quire/shared';
import { escapeHtml } from '../utils/escape.js';

export interface FeedRule {
  /** File name part: `feeds/{id}.rss.xml`. */
  id: string;
  title: string;
  description?: string;
  /** Regular expression over the route path without version and language prefix, such as `^/community/releases/v`. */
  match: string;
}

export interface FeedFile {
  version: string;
  lang: string;
  kind: 'rss' | 'atom';
  /** Route-like path of the file, such as `/zh/feeds/releases.rss.xml` or `/v1/zh/feeds/releases.rss.xml`. */
  path: string;
  title: string;
  content: string;
}

/** Where a space's feed is written: under the space's prefix, as its sitemap and `llms.txt` are. */
export function feedPath(rule: FeedRule, kind: 'rss' | 'atom', space: ContentSpace, layout: SpaceLayout): string {
  return `${spacePrefix(space, layout)}/feeds/${rule.id}.${kind}.xml`;
}

/** `published_at: 2024-09-10 18:00:00` (UTC), else the last change of the file. */
export function pageDate(page: PageData): Date {
  const raw = page.frontmatter.published_at ?? page.frontmatter.date;
  if (raw instanceof Date) return raw;
  if (typeof raw === 'string') {
    const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(raw) ? `${raw.replace(' ', 'T')}Z` : raw;
    const date = new Date(iso);
    if (!Number.isNaN(date.getTime())) return date;
  }
  return new Date(page.lastUpdatedTime ?? 0);
}

export function feedMatches(rule: FeedRule, page: PageData, layout: SpaceLayout): boolean {
  return new RegExp(rule.match).test(removeSpacePrefix(page.routePath, page, layout));
}

export interface FeedSite {
  title: string;
  layout: SpaceLayout;
  /** Absolute origin plus base, without trailing slash: `https://rsbuild.rs`. */
  siteUrl: string;
}

export function buildFeeds(rules: readonly FeedRule[], pages: readonly PageData[], site: FeedSite): FeedFile[] {
  const files: FeedFile[] = [];
  const { layout } = site;
  for (const rule of rules) {
    for (const space of contentSpaces(layout)) {
      const { version, lang } = space;
      const items = pages
        .filter((p) => p.lang === lang && p.version === version && feedMatches(rule, p, layout))
        .sort((a, b) => pageDate(b).getTime() - pageDate(a).getTime());
      if (!items.length) continue;
      const home = `${site.siteUrl}${spacePrefix(space, layout)}/`;
      const feed = new Feed({
        id: home,
        title: rule.title,
        description: rule.description,
        link: home,
        language: lang,
        updated: pageDate(items[0]),
        generator: 'Quire',
        copyright: `${site.title} contributors`,
        feedLinks: {
          rss: site.siteUrl + feedPath(rule, 'rss', space, layout),
          atom: site.siteUrl + feedPath(rule, 'atom', space, layout),
        },
      });
      for (const page of items) {
        const link = site.siteUrl + page.routePath;
        feed.addItem({ title: page.title, id: link, link, date: pageDate(page), description: page.description || undefined });
      }
      files.push({ version, lang, kind: 'rss', path: feedPath(rule, 'rss', space, layout), title: rule.title, content: feed.rss2() });
      files.push({ version, lang, kind: 'atom', path: feedPath(rule, 'atom', space, layout), title: rule.title, content: feed.atom1() });
    }
  }
  return files;
}

/** `<link rel="alternate">` tags for the feeds of the page's version and language, on the home page and on feed items. */
export function feedLinkTags(rules: readonly FeedRule[], page: PageData, layout: SpaceLayout, base: string): string[] {
  return rules
    .filter((rule) => page.pageType === 'home' || feedMatches(rule, page, layout))
    .flatMap((rule) =>
      (['rss', 'atom'] as const).map((kind) => {
        const type = kind === 'rss' ? 'application/rss+xml' : 'application/atom+xml';
        const href = withBase(feedPath(rule, kind, page, layout), base);
        return `<link rel="alternate" type="${type}" title="${escapeHtml(rule.title)}" href="${escapeHtml(href)}">`;
      }),
    );
}
