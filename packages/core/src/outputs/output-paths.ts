/**
 * The files the build writes beside the pages (`write-outputs.ts`), by their path on the site:
 * a link to `/llms.txt` or a feed is a link to a file that will exist, not a dead one.
 */
import { contentSpaces, spacePrefix } from '@quire/shared';
import { spaceLayout } from '../config/space-layout.js';
import type { ResolvedConfig } from '../config/validate.js';
import { feedPath } from './feeds.js';

/** A sitemap per version (at the version's prefix); `llms.txt`, `llms-full.txt` and the feeds per version and language. */
export function siteOutputPaths(config: Pick<ResolvedConfig, 'langs' | 'lang' | 'siteUrl' | 'feeds' | 'multiVersion'>): Set<string> {
  const paths = new Set<string>();
  const layout = spaceLayout(config);
  for (const space of contentSpaces(layout)) {
    const prefix = `${spacePrefix(space, layout)}/`;
    if (config.siteUrl && space.lang === config.lang) paths.add(`${prefix}sitemap.xml`);
    paths.add(`${prefix}llms.txt`);
    paths.add(`${prefix}llms-full.txt`);
    for (const rule of config.feeds) for (const kind of ['rss', 'atom'] as const) paths.add(feedPath(rule, kind, space, layout));
  }
  return paths;
}
