/**
 * The files the build writes beside the pages (`write-outputs.ts`), by their path on the site:
 * a link to `/llms.txt` or a feed is a link to a file that will exist, not a dead one.
 */
import { addLangPrefix } from '@quire/runtime/shared';
import type { ResolvedConfig } from '../config/validate.js';
import { feedPath } from './feeds.js';

export function siteOutputPaths(config: Pick<ResolvedConfig, 'langs' | 'lang' | 'siteUrl' | 'feeds'>): Set<string> {
  const paths = new Set<string>();
  if (config.siteUrl) paths.add('/sitemap.xml');
  for (const lang of config.langs) {
    const prefix = addLangPrefix('/', lang, config.lang);
    paths.add(`${prefix}llms.txt`);
    paths.add(`${prefix}llms-full.txt`);
    for (const rule of config.feeds) for (const kind of ['rss', 'atom'] as const) paths.add(feedPath(rule, kind, lang, config.lang));
  }
  return paths;
}
