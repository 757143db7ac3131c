/**
 * Rspress plugins in Quire's terms. The official plugins whose job Quire does itself arrive as
 * stand-ins (`stand-ins.ts`) and become Quire's fields; any other plugin runs through the hooks
 * Quire has, which take the same arguments, and each hook Quire lacks is a warning naming the
 * plugin and the hook.
 */
import type { QuirePlugin } from '../types.js';
import { isStandIn, STAND_IN, type StandInPlugin } from './stand-ins.js';
import type { RspressPlugin } from './rspress-types.js';
import type { Translation } from './translation.js';

/** Hooks Quire runs as Rspress does: the plugin keeps them. */
const KEPT = [
  'name',
  'globalStyles',
  'markdown',
  'builderConfig',
  'globalUIComponents',
  'config',
  'beforeBuild',
  'afterBuild',
  'extendPageData',
  'addPages',
  'routeGenerated',
  'i18nSource',
] as const satisfies ReadonlyArray<keyof RspressPlugin & keyof QuirePlugin>;

/** Hooks Quire lacks, each with what it would take. */
const LACKING: Record<Exclude<keyof RspressPlugin, (typeof KEPT)[number]>, string> = {
  addRuntimeModules: 'Quire has no runtime modules of plugins (Rspress deprecates them too: use an Rsbuild virtual-module plugin in builderConfig)',
  routeServiceGenerated: 'Quire has no route service; routeGenerated sees every route',
  modifySearchIndexData: 'Quire builds its search index itself and lets no plugin change it',
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Rspress's feed `test`, a route prefix or a regular expression (or a list of them), as one regular expression. */
function feedMatch(test: unknown, out: Translation, field: string): string | undefined {
  if (Array.isArray(test)) {
    const parts = test.map((t, i) => feedMatch(t, out, `${field}[${i}]`));
    return parts.every((p) => p !== undefined) ? parts.map((p) => `(?:${p})`).join('|') : undefined;
  }
  if (typeof test === 'string') return `^${escapeRegExp(test)}`;
  if (test instanceof RegExp) return test.source;
  out.warn(field, 'a function: Quire’s feeds select pages by a regular expression over the route path; this feed is left out');
  return undefined;
}

const FEED_FIELDS = ['id', 'test', 'title', 'description'];

function rssFeeds(options: Record<string, unknown>, out: Translation, at: string): void {
  if (typeof options.siteUrl === 'string' && out.config.siteUrl === undefined) out.set('siteUrl', options.siteUrl);
  if (options.output !== undefined) out.warn(`${at}.output`, 'Quire writes feeds/{id}.rss.xml and .atom.xml in each language');
  const channels = Array.isArray(options.feed) ? options.feed : [options.feed ?? {}];
  const feeds = (out.config.feeds ??= []);
  channels.forEach((channel: Record<string, unknown>, i) => {
    const field = Array.isArray(options.feed) ? `${at}.feed[${i}]` : `${at}.feed`;
    for (const key of Object.keys(channel))
      if (!FEED_FIELDS.includes(key)) out.warn(`${field}.${key}`, 'Quire’s feeds take id, title, description and the pages they hold');
    const match = feedMatch(channel.test ?? '/', out, `${field}.test`);
    if (match === undefined) return;
    const title = typeof channel.title === 'string' ? channel.title : (out.config.title ?? 'Feed');
    feeds.push({
      id: String(channel.id ?? 'blog'),
      title,
      match,
      ...(typeof channel.description === 'string' && { description: channel.description }),
    });
  });
}

/** Each official plugin Quire does the job of, as Quire's fields. */
const OFFICIAL: Record<string, (options: Record<string, unknown>, out: Translation, at: string) => void> = {
  '@rspress/plugin-rss': rssFeeds,
  '@rspress/plugin-client-redirects': (options, out) => {
    const redirects = (out.config.redirects ??= []);
    redirects.push(...((options.redirects as Array<{ from: string | string[]; to: string }>) ?? []));
  },
  '@rspress/plugin-sitemap': (options, out, at) => {
    if (typeof options.siteUrl === 'string' && out.config.siteUrl === undefined) out.set('siteUrl', options.siteUrl);
    for (const key of ['customMaps', 'defaultPriority', 'defaultChangeFreq'])
      if (options[key] !== undefined) out.warn(`${at}.${key}`, 'Quire’s sitemap lists every page with its last change, without priorities');
  },
  '@rspress/plugin-llms': (options, out, at) => {
    for (const key of Object.keys(options)) out.warn(`${at}.${key}`, 'Quire always writes llms.txt and llms-full.txt, without options');
  },
  '@rspress/plugin-last-updated': (_options, out) => out.set('themeConfig.lastUpdated', true),
  '@rspress/plugin-medium-zoom': (options, out, at) => {
    for (const key of Object.keys(options)) out.warn(`${at}.${key}`, 'Quire’s theme zooms content images itself, without options');
  },
  '@rspress/plugin-shiki': (options, out, at) => {
    for (const [key, value] of Object.entries(options)) {
      if (key === 'langs' || key === 'transformers') out.set(`markdown.shiki.${key}`, value);
      else out.warn(`${at}.${key}`, 'Quire takes shiki’s langs, transformers and themes in markdown.shiki');
    }
  },
};

function fromStandIn(plugin: StandInPlugin, out: Translation): void {
  const { package: pkg, options } = plugin[STAND_IN];
  OFFICIAL[pkg]?.(options, out, `plugins[${JSON.stringify(pkg)}]`);
}

/** The plugins Quire runs, and the official ones' fields set on `out`. */
export function translatePlugins(plugins: readonly RspressPlugin[], out: Translation): QuirePlugin[] {
  const kept: QuirePlugin[] = [];
  plugins.forEach((plugin, i) => {
    const at = `plugins[${i}]`;
    if (isStandIn(plugin)) return fromStandIn(plugin, out);
    if (typeof plugin !== 'object' || plugin === null) return out.warn(at, 'is not a plugin object; left out');
    const quire: Record<string, unknown> = {};
    for (const [hook, value] of Object.entries(plugin)) {
      if (value === undefined) continue;
      if ((KEPT as readonly string[]).includes(hook)) quire[hook] = value;
      else
        out.warn(`plugins[${JSON.stringify(plugin.name)}].${hook}`, LACKING[hook as keyof typeof LACKING] ?? 'is not a hook Quire knows; left out');
    }
    kept.push(quire as unknown as QuirePlugin);
  });
  return kept;
}
