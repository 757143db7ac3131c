/**
 * Gathers the config's extension points (`plugins`, `builderConfig`, the Markdown extensions),
 * already checked by shape in `schema.ts`, into the site's extensions: the site's own Markdown
 * plugins first, then each plugin's; Rsbuild configs the plugins' first, then the site's. Files
 * must exist; relative paths are resolved against the config file's folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RsbuildConfig } from '@rsbuild/core';
import type { MarkdownExtensions } from '../markdown/compile.js';
import { sha1 } from '../utils/files.js';
import type { CodeIdentity } from './code-identity.js';
import { type GlobalComponent, SiteExtensions, type UIComponent } from './extensions.js';
import { notJson } from './plugin-driver.js';
import type { CheckedConfig, GlobalUIComponent, QuirePlugin, UserConfig } from './schema.js';

interface ExtensionParts {
  /** The user config as given, which the plugins' other hooks receive. */
  user: UserConfig;
  markdown: CheckedConfig['markdown'];
  globalUIComponents: CheckedConfig['globalUIComponents'];
  plugins: readonly QuirePlugin[];
  builderConfig: RsbuildConfig | undefined;
}

interface ResolveOptions {
  /** The config file's folder. */
  base: string;
  identity: CodeIdentity;
  fail: (field: string, reason: string) => never;
}

function componentName(file: string): string {
  const name = path.parse(file).name;
  return name[0].toUpperCase() + name.slice(1);
}

export function resolveExtensions(
  { user, markdown, globalUIComponents, plugins, builderConfig }: ExtensionParts,
  { base, identity, fail }: ResolveOptions,
): SiteExtensions {
  /** An existing file, as an absolute path. */
  const existingFile = (value: string, field: string): string => {
    const file = path.resolve(base, value);
    if (!fs.existsSync(file) || !fs.statSync(file).isFile()) fail(field, `must name a file (nothing at "${file}")`);
    return file;
  };
  const uiComponent = (entry: GlobalUIComponent, field: string): UIComponent => {
    const [spec, props] = typeof entry === 'string' ? [entry, {}] : entry;
    const bad = notJson(props, `${field}[1]`);
    if (bad) fail(field, `gives props JSON cannot hold: ${bad}`);
    return { file: existingFile(spec, typeof entry === 'string' ? field : `${field}[0]`), props };
  };
  const remarkPlugins = [...markdown.remarkPlugins];
  const rehypePlugins = [...markdown.rehypePlugins];
  const remarkFields = remarkPlugins.map((_, i) => `markdown.remarkPlugins[${i}]`);
  const rehypeFields = rehypePlugins.map((_, i) => `markdown.rehypePlugins[${i}]`);
  const codeMeta = [...markdown.codeMeta];
  const componentFiles = markdown.globalComponents.map((f, i) => ({ field: `markdown.globalComponents[${i}]`, file: f }));
  const uiComponents = globalUIComponents.map((c, i) => uiComponent(c, `globalUIComponents[${i}]`));
  const globalStyles: string[] = [];
  const builderConfigs: RsbuildConfig[] = [];
  plugins.forEach((plugin, i) => {
    const field = `plugins[${i}]`;
    const own = plugin.markdown ?? {};
    remarkPlugins.push(...(own.remarkPlugins ?? []));
    rehypePlugins.push(...(own.rehypePlugins ?? []));
    // By name, which says more than a place in the list.
    const byName = `plugins[${JSON.stringify(plugin.name)}].markdown`;
    remarkFields.push(...(own.remarkPlugins ?? []).map((_, j) => `${byName}.remarkPlugins[${j}]`));
    rehypeFields.push(...(own.rehypePlugins ?? []).map((_, j) => `${byName}.rehypePlugins[${j}]`));
    codeMeta.push(...(plugin.markdown?.codeMeta ?? []));
    componentFiles.push(...(plugin.markdown?.globalComponents ?? []).map((f, j) => ({ field: `${field}.markdown.globalComponents[${j}]`, file: f })));
    uiComponents.push(...(plugin.globalUIComponents ?? []).map((c, j) => uiComponent(c, `${field}.globalUIComponents[${j}]`)));
    if (plugin.globalStyles !== undefined) globalStyles.push(existingFile(plugin.globalStyles, `${field}.globalStyles`));
    if (plugin.builderConfig) builderConfigs.push(plugin.builderConfig);
    if (plugin.builderPlugins?.length) builderConfigs.push({ plugins: plugin.builderPlugins });
  });
  if (builderConfig !== undefined) builderConfigs.push(builderConfig);
  const globalComponents: GlobalComponent[] = [];
  const named = new Map<string, string>();
  for (const { field, file: spec } of componentFiles) {
    const file = existingFile(spec, field);
    const name = componentName(file);
    const earlier = named.get(name);
    if (earlier !== undefined) fail(field, `gives a second component named "${name}" (the first is ${earlier})`);
    named.set(name, field);
    globalComponents.push({ name, file });
  }
  const extensions: MarkdownExtensions = {
    remarkPlugins,
    rehypePlugins,
    remarkFields,
    rehypeFields,
    shiki: { langs: markdown.shiki.langs, transformers: markdown.shiki.transformers },
    codeMeta,
  };
  if (markdown.shiki.themes) extensions.shiki.themes = markdown.shiki.themes;
  const counts = remarkPlugins.length + rehypePlugins.length + extensions.shiki.langs.length + extensions.shiki.transformers.length + codeMeta.length;
  const extendsMarkdown = counts > 0 || markdown.shiki.themes !== undefined;
  return new SiteExtensions({
    plugins,
    userConfig: user,
    markdown: extensions,
    markdownIdentity: extendsMarkdown ? sha1(identity.describe(extensions)) : '',
    builderConfigs,
    // With the config's own code: an Rsbuild plugin may keep its options where no description
    // reaches (a class's private fields), and a bundle is made once for the whole site anyway.
    builderIdentity: builderConfigs.length ? sha1(`${identity.describe(builderConfigs)}\0${identity.configOrigin()}`) : '',
    globalStyles,
    globalComponents,
    globalUIComponents: uiComponents,
  });
}
