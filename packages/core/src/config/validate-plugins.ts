/**
 * Checks the config's extension points (`plugins`, `builderConfig`, the Markdown extensions)
 * by shape: a plugin is an object with a name and functions for hooks, a remark or rehype
 * entry a function or `[function, options]`, a file a path that exists. Relative paths are
 * resolved against the config file's folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RsbuildConfig } from '@rsbuild/core';
import type { PluggableList } from 'unified';
import type { ExtraLanguage } from '../markdown/highlighter.js';
import type { MarkdownExtensions } from '../markdown/compile.js';
import type { Checker, Fields } from './checker.js';
import type { CodeIdentity } from './code-identity.js';
import { type GlobalComponent, SiteExtensions } from './extensions.js';
import { PLUGIN_FIELDS, PLUGIN_HOOKS, PLUGIN_MARKDOWN_FIELDS, SHIKI_FIELDS, SHIKI_THEME_FIELDS } from './fields.js';
import type { MARKDOWN_FIELDS, USER_FIELDS } from './fields.js';
import type { QuirePlugin, UserConfig } from './types.js';
import { sha1 } from '../utils/files.js';
import { closestName } from '../utils/closest-name.js';
import { BUNDLED_THEME_NAMES, type SiteTheme, type SiteThemes } from '../markdown/site-code-themes.js';

const describe = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

function checkFunction(c: Checker, value: unknown, field: string): void {
  if (value !== undefined && typeof value !== 'function') c.fail(field, `must be a function (got ${describe(value)})`);
}

/** unified's `PluggableList`: plugins, `[plugin, ...options]` tuples and presets (`{ plugins }`). */
function checkPluggables(c: Checker, value: unknown, field: string): PluggableList {
  if (value === undefined) return [];
  return c.array(value, field).map((entry, i) => {
    const f = `${field}[${i}]`;
    if (typeof entry === 'function') return entry;
    if (Array.isArray(entry)) {
      if (typeof entry[0] !== 'function') c.fail(`${f}[0]`, `must be a plugin function (got ${describe(entry[0])})`);
      return entry;
    }
    if (typeof entry === 'object' && entry !== null && 'plugins' in entry) return entry;
    return c.fail(f, `must be a plugin function, [plugin, options] or a preset ({ plugins }) (got ${describe(entry)})`);
  }) as PluggableList;
}

/** An existing file, as an absolute path. */
function checkFile(c: Checker, value: unknown, field: string, base: string): string {
  const file = path.resolve(base, c.string(value, field));
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) c.fail(field, `must name a file (nothing at "${file}")`);
  return file;
}

function componentName(file: string): string {
  const name = path.parse(file).name;
  return name[0].toUpperCase() + name.slice(1);
}

function checkPlugin(c: Checker, raw: unknown, field: string, seen: Set<string>): QuirePlugin {
  const plugin = c.fields(raw, field, PLUGIN_FIELDS);
  const name = c.string(plugin.name, `${field}.name`);
  if (seen.has(name)) c.fail(`${field}.name`, `repeats the plugin "${name}" (each plugin runs once)`);
  seen.add(name);
  for (const hook of PLUGIN_HOOKS) checkFunction(c, plugin[hook], `${field}.${hook}`);
  c.optionalString(plugin.globalStyles, `${field}.globalStyles`);
  if (plugin.builderConfig !== undefined) c.object(plugin.builderConfig, `${field}.builderConfig`);
  if (plugin.builderPlugins !== undefined) {
    c.array(plugin.builderPlugins, `${field}.builderPlugins`).forEach((p, i) => {
      const f = `${field}.builderPlugins[${i}]`;
      const rsbuildPlugin = c.object(p, f);
      c.string(rsbuildPlugin.name, `${f}.name`);
      if (typeof rsbuildPlugin.setup !== 'function') c.fail(`${f}.setup`, `must be a function (got ${describe(rsbuildPlugin.setup)})`);
    });
  }
  if (plugin.markdown !== undefined) c.fields(plugin.markdown, `${field}.markdown`, PLUGIN_MARKDOWN_FIELDS);
  return plugin as unknown as QuirePlugin;
}

/** The plugins of a config, checked; `field` is where they are (`plugins`). */
export function checkPlugins(c: Checker, raw: unknown): QuirePlugin[] {
  if (raw === undefined) return [];
  const seen = new Set<string>();
  return c.array(raw, 'plugins').map((p, i) => checkPlugin(c, p, `plugins[${i}]`, seen));
}

function checkLanguages(c: Checker, raw: unknown, field: string): ExtraLanguage[] {
  if (raw === undefined) return [];
  return c.array(raw, field).map((lang, i) => {
    if (typeof lang === 'string') return c.string(lang, `${field}[${i}]`);
    const grammar = c.object(lang, `${field}[${i}]`);
    c.string(grammar.name, `${field}[${i}].name`);
    c.string(grammar.scopeName, `${field}[${i}].scopeName`);
    return grammar as unknown as ExtraLanguage;
  });
}

function checkTransformers(c: Checker, raw: unknown, field: string): MarkdownExtensions['shiki']['transformers'] {
  if (raw === undefined) return [];
  return c.array(raw, field).map((t, i) => {
    const transformer = c.object(t, `${field}[${i}]`);
    c.optionalString(transformer.name, `${field}[${i}].name`);
    return transformer;
  });
}

/** A bundled theme's name or a theme object (shiki reads its `colors` and `tokenColors`/`settings`). */
function checkTheme(c: Checker, raw: unknown, field: string): SiteTheme {
  if (typeof raw !== 'string') return c.object(raw, field) as SiteTheme;
  if (!BUNDLED_THEME_NAMES.includes(raw)) {
    const suggestion = closestName(raw, BUNDLED_THEME_NAMES);
    c.fail(field, `shiki has no theme "${raw}"${suggestion ? `; did you mean "${suggestion}"?` : ''}`);
  }
  return raw;
}

function checkThemes(c: Checker, raw: unknown, field: string): SiteThemes | undefined {
  if (raw === undefined) return undefined;
  const themes = c.fields(raw, field, SHIKI_THEME_FIELDS);
  return { light: checkTheme(c, themes.light, `${field}.light`), dark: checkTheme(c, themes.dark, `${field}.dark`) };
}

/** Names of code block meta options, as a plugin or the site declares them. */
function checkNames(c: Checker, raw: unknown, field: string): string[] {
  if (raw === undefined) return [];
  return c.array(raw, field).map((name, i) => c.string(name, `${field}[${i}]`));
}

type UserFields = Fields<(typeof USER_FIELDS)[number]>;
type MarkdownFields = Fields<(typeof MARKDOWN_FIELDS)[number]>;

/**
 * The extensions of a config whose plugins are checked (`checkPlugins`), in order: the site's own
 * Markdown plugins first, then each plugin's; Rsbuild configs the plugins' first, then the site's.
 */
export function checkExtensions(
  c: Checker,
  u: UserFields,
  markdown: MarkdownFields,
  plugins: readonly QuirePlugin[],
  { base, identity }: { base: string; identity: CodeIdentity },
): SiteExtensions {
  const shiki = markdown.shiki === undefined ? {} : c.fields(markdown.shiki, 'markdown.shiki', SHIKI_FIELDS);
  const remarkPlugins = [...checkPluggables(c, markdown.remarkPlugins, 'markdown.remarkPlugins')];
  const rehypePlugins = [...checkPluggables(c, markdown.rehypePlugins, 'markdown.rehypePlugins')];
  const componentFiles: Array<{ file: string; field: string }> = [];
  const addComponents = (raw: unknown, field: string) => {
    if (raw === undefined) return;
    c.array(raw, field).forEach((f, i) => componentFiles.push({ file: checkFile(c, f, `${field}[${i}]`, base), field: `${field}[${i}]` }));
  };
  addComponents(markdown.globalComponents, 'markdown.globalComponents');
  const codeMeta = checkNames(c, markdown.codeMeta, 'markdown.codeMeta');
  const globalStyles: string[] = [];
  const builderConfigs: RsbuildConfig[] = [];
  plugins.forEach((plugin, i) => {
    const field = `plugins[${i}]`;
    remarkPlugins.push(...checkPluggables(c, plugin.markdown?.remarkPlugins, `${field}.markdown.remarkPlugins`));
    rehypePlugins.push(...checkPluggables(c, plugin.markdown?.rehypePlugins, `${field}.markdown.rehypePlugins`));
    addComponents(plugin.markdown?.globalComponents, `${field}.markdown.globalComponents`);
    codeMeta.push(...checkNames(c, plugin.markdown?.codeMeta, `${field}.markdown.codeMeta`));
    if (plugin.globalStyles !== undefined) globalStyles.push(checkFile(c, plugin.globalStyles, `${field}.globalStyles`, base));
    if (plugin.builderConfig) builderConfigs.push(plugin.builderConfig);
    if (plugin.builderPlugins?.length) builderConfigs.push({ plugins: plugin.builderPlugins });
  });
  if (u.builderConfig !== undefined) builderConfigs.push(c.object(u.builderConfig, 'builderConfig') as RsbuildConfig);
  const globalComponents: GlobalComponent[] = [];
  const named = new Map<string, string>();
  for (const { file, field } of componentFiles) {
    const name = componentName(file);
    const earlier = named.get(name);
    if (earlier !== undefined) c.fail(field, `gives a second component named "${name}" (the first is ${earlier})`);
    named.set(name, field);
    globalComponents.push({ name, file });
  }
  const extensions: MarkdownExtensions = {
    remarkPlugins,
    rehypePlugins,
    shiki: {
      langs: checkLanguages(c, shiki.langs, 'markdown.shiki.langs'),
      transformers: checkTransformers(c, shiki.transformers, 'markdown.shiki.transformers'),
    },
    codeMeta,
  };
  const themes = checkThemes(c, shiki.themes, 'markdown.shiki.themes');
  if (themes) extensions.shiki.themes = themes;
  const extendsMarkdown =
    remarkPlugins.length + rehypePlugins.length + extensions.shiki.langs.length + extensions.shiki.transformers.length + codeMeta.length > 0 ||
    themes !== undefined;
  return new SiteExtensions({
    plugins,
    userConfig: u as UserConfig,
    markdown: extensions,
    markdownIdentity: extendsMarkdown ? sha1(identity.describe(extensions)) : '',
    builderConfigs,
    // With the config's own code: an Rsbuild plugin may keep its options where no description
    // reaches (a class's private fields), and a bundle is made once for the whole site anyway.
    builderIdentity: builderConfigs.length ? sha1(`${identity.describe(builderConfigs)}\0${identity.configOrigin()}`) : '',
    globalStyles,
    globalComponents,
  });
}
