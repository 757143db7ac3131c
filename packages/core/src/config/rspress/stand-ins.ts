/**
 * What an `rspress.config.ts` imports from Rspress's own packages, when Quire reads it: its
 * `defineConfig`, and the official plugins whose job Quire does itself. Each plugin factory
 * returns a marker that keeps its options, which the translation (`rspress-plugins.ts`) turns
 * into Quire's fields (`pluginRss` → `feeds`); a real plugin object would hide them in closures.
 */
import type { RspressUserConfig } from './rspress-types.js';

/** Marks a plugin made by a stand-in factory, with the package it stands for and its options. */
export const STAND_IN = Symbol.for('quire.rspress-stand-in');

export interface StandInPlugin {
  name: string;
  [STAND_IN]: { package: string; options: Record<string, unknown> };
}

const factory =
  (pkg: string) =>
  (options: Record<string, unknown> = {}): StandInPlugin => ({ name: pkg, [STAND_IN]: { package: pkg, options } });

/** The config as given: Rspress's `defineConfig` is an identity function too (its function form is called by the loader). */
function defineConfig(config: RspressUserConfig): RspressUserConfig {
  return config;
}

/**
 * Rspress's `{1,3-5}` code block meta highlighting, which Rspress 2 sites add as a shiki transformer:
 * Quire highlights those lines itself, so the transformer has nothing left to do.
 */
function transformerCompatibleMetaHighlight(): { name: string } {
  return { name: 'rspress:compatible-meta-highlight' };
}

/** Module exports by package name: every name the official packages export that a config calls. */
export const STAND_INS: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  '@rspress/core': { defineConfig },
  '@rspress/core/shiki-transformers': { transformerCompatibleMetaHighlight },
  '@rspress/plugin-rss': { pluginRss: factory('@rspress/plugin-rss') },
  '@rspress/plugin-client-redirects': { pluginClientRedirects: factory('@rspress/plugin-client-redirects') },
  '@rspress/plugin-sitemap': { pluginSitemap: factory('@rspress/plugin-sitemap') },
  '@rspress/plugin-llms': { pluginLlms: factory('@rspress/plugin-llms') },
  '@rspress/plugin-last-updated': { pluginLastUpdated: factory('@rspress/plugin-last-updated') },
  '@rspress/plugin-medium-zoom': { pluginMediumZoom: factory('@rspress/plugin-medium-zoom') },
  '@rspress/plugin-shiki': { pluginShiki: factory('@rspress/plugin-shiki') },
};

export function isStandIn(plugin: unknown): plugin is StandInPlugin {
  return typeof plugin === 'object' && plugin !== null && STAND_IN in plugin;
}
