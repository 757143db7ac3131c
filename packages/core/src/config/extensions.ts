/**
 * What a site adds to the framework through its config: plugins and their hooks, Markdown
 * extensions, Rsbuild configuration, global components and styles. Functions cannot be
 * serialized, so what the caches see of this (`toJSON`) is its identity (`code-identity.ts`).
 */
import type { RsbuildConfig } from '@rsbuild/core';
import type { MarkdownExtensions } from '../markdown/compile.js';
import type { QuirePlugin, UserConfig } from './types.js';

/** A component pages use without an import. */
export interface GlobalComponent {
  /** The JSX name: the file's name, first letter upper-cased. */
  name: string;
  /** Absolute path of the module, whose default export is the component. */
  file: string;
}

/** A component drawn on every page (`globalUIComponents`). */
export interface UIComponent {
  /** Absolute path of the module, whose default export is the component. */
  file: string;
  /** JSON props it is drawn with. */
  props: Record<string, unknown>;
}

export interface SiteExtensionsInit {
  plugins: readonly QuirePlugin[];
  /** The user config as the plugins' `config` hooks left it, which the other hooks receive. */
  userConfig: UserConfig;
  markdown: MarkdownExtensions;
  /** Identity of `markdown`; '' when it adds nothing. */
  markdownIdentity: string;
  /** In merge order: each plugin's `builderConfig` and `builderPlugins`, then the site's own. */
  builderConfigs: readonly RsbuildConfig[];
  /** Identity of `builderConfigs`. */
  builderIdentity: string;
  globalStyles: readonly string[];
  globalComponents: readonly GlobalComponent[];
  globalUIComponents: readonly UIComponent[];
}

export class SiteExtensions {
  readonly plugins: readonly QuirePlugin[];
  readonly userConfig: UserConfig;
  readonly markdown: MarkdownExtensions;
  readonly markdownIdentity: string;
  readonly builderConfigs: readonly RsbuildConfig[];
  readonly builderIdentity: string;
  readonly globalStyles: readonly string[];
  readonly globalComponents: readonly GlobalComponent[];
  readonly globalUIComponents: readonly UIComponent[];

  constructor(init: SiteExtensionsInit) {
    this.plugins = init.plugins;
    this.userConfig = init.userConfig;
    this.markdown = init.markdown;
    this.markdownIdentity = init.markdownIdentity;
    this.builderConfigs = init.builderConfigs;
    this.builderIdentity = init.builderIdentity;
    this.globalStyles = init.globalStyles;
    this.globalComponents = init.globalComponents;
    this.globalUIComponents = init.globalUIComponents;
  }

  /** Whether compiling needs anything besides the framework's own pipeline. */
  get extendsMarkdown(): boolean {
    return this.markdownIdentity !== '';
  }

  /** The caches' view (the bundle key and the document cache hash the resolved config). */
  toJSON(): Record<string, unknown> {
    return {
      plugins: this.plugins.map((p) => p.name),
      markdown: this.markdownIdentity,
      builder: this.builderIdentity,
      globalStyles: this.globalStyles,
      globalComponents: this.globalComponents,
      globalUIComponents: this.globalUIComponents,
    };
  }
}
