/**
 * The site's remark and rehype plugins, each wrapped for one page's compile so that what goes
 * wrong in it names it (`markdown.remarkPlugins[0] (remarkBoom)`): an error it throws or rejects
 * with, raw HTML it adds that MDX cannot compile, and, for the compile time limit, that the page
 * is inside it. Wrapped per compile, not in the config: the caches know a plugin by its own code.
 */
import type { Node } from 'unist';
import type { Pluggable, PluggableList, Plugin, Processor, Transformer } from 'unified';
import type { VFile } from 'vfile';

/** A site plugin the page's compile is in: its code running now, or its returned promise pending. */
export interface PluginActivity {
  plugin: string;
  state: 'running' | 'waiting';
}

/** Told when the compile enters a site plugin and leaves it (undefined). */
export type PluginWatch = (activity: PluginActivity | undefined) => void;

/** The error of a site plugin, its message prefixed with the plugin; a place it gave is kept. */
export class SitePluginError extends Error {
  readonly reason: string;
  readonly line?: number;
  readonly column?: number;

  constructor(plugin: string, cause: unknown) {
    const given = cause as { reason?: unknown; message?: unknown; line?: unknown; column?: unknown } | undefined;
    const text = typeof given?.reason === 'string' ? given.reason : typeof given?.message === 'string' ? given.message : String(cause);
    const reason = `${plugin} failed: ${text}`;
    super(reason, { cause });
    this.name = 'SitePluginError';
    this.reason = reason;
    if (typeof given?.line === 'number') this.line = given.line;
    if (typeof given?.column === 'number') this.column = given.column;
  }
}

const isThenable = (value: unknown): value is PromiseLike<unknown> => typeof (value as PromiseLike<unknown> | null)?.then === 'function';

/** Whether the tree holds a node MDX's JavaScript output has no form for: raw HTML. */
function holdsRawHtml(node: Node): boolean {
  if (node.type === 'html' || node.type === 'raw') return true;
  const children = (node as { children?: Node[] }).children;
  return Array.isArray(children) && children.some(holdsRawHtml);
}

/** One page's compile through the site's plugins. */
export class SitePluginRun {
  /** The first plugin after which the tree held raw HTML. */
  private rawHtmlFrom?: string;

  constructor(private readonly watch: PluginWatch = () => undefined) {}

  /** `list` wrapped, entry `i` named by `fields[i]`, the config field it came from. */
  wrap(list: PluggableList, fields: readonly string[]): PluggableList {
    return list.map((entry, i) => this.wrapEntry(entry, fields[i] ?? `plugin ${i}`));
  }

  /** `error` as the writer should see it: MDX's failure on raw HTML names the plugin that added it. */
  explain(error: unknown): unknown {
    const message = (error as { message?: unknown } | undefined)?.message;
    if (this.rawHtmlFrom && typeof message === 'string' && message.includes('Cannot handle unknown node `raw`'))
      return new SitePluginError(
        this.rawHtmlFrom,
        'it added raw HTML (an `html` or `raw` node), which MDX cannot compile: add JSX (`mdxJsxFlowElement`) or hast element nodes instead',
      );
    return error;
  }

  private wrapEntry(entry: Pluggable, field: string): Pluggable {
    if (typeof entry === 'function') return this.wrapAttacher(entry, field);
    if (Array.isArray(entry)) {
      const [attacher, ...options] = entry;
      return [this.wrapAttacher(attacher as Plugin<unknown[]>, field), ...options] as Pluggable;
    }
    return { ...entry, plugins: entry.plugins?.map((inner, j) => this.wrapEntry(inner, `${field}.plugins[${j}]`)) };
  }

  private wrapAttacher(attacher: Plugin<unknown[]>, field: string): Plugin<unknown[]> {
    const plugin = attacher.name ? `${field} (${attacher.name})` : field;
    const run = this;
    return function (this: Processor, ...options: unknown[]) {
      let transformer: unknown;
      try {
        transformer = attacher.apply(this, options);
      } catch (error) {
        throw new SitePluginError(plugin, error);
      }
      if (typeof transformer !== 'function') return transformer as undefined;
      return (tree: Node, file: VFile) => run.transform(transformer as Transformer, tree, file, plugin);
    };
  }

  private transform(transformer: Transformer, tree: Node, file: VFile, plugin: string): Node | undefined | Promise<Node | undefined> {
    this.watch({ plugin, state: 'running' });
    let result: unknown;
    try {
      // A transformer that takes `next` answers through it, maybe later.
      result =
        transformer.length >= 3
          ? new Promise<Node | undefined>((resolve, reject) =>
              transformer(tree, file, (error, next) => {
                if (error) reject(error);
                else resolve(next);
              }),
            )
          : transformer(tree, file, () => undefined);
    } catch (error) {
      this.watch(undefined);
      throw new SitePluginError(plugin, error);
    }
    if (!isThenable(result)) {
      this.watch(undefined);
      if (result instanceof Error) throw new SitePluginError(plugin, result);
      this.noted(plugin, (result as Node | undefined) ?? tree);
      return result as Node | undefined;
    }
    this.watch({ plugin, state: 'waiting' });
    return Promise.resolve(result).then(
      (next) => {
        this.watch(undefined);
        this.noted(plugin, (next as Node | undefined) ?? tree);
        return next as Node | undefined;
      },
      (error: unknown) => {
        this.watch(undefined);
        throw new SitePluginError(plugin, error);
      },
    );
  }

  /** Notes the first plugin after which the tree holds raw HTML (a later plugin, such as rehype-raw, may still turn it into elements). */
  private noted(plugin: string, tree: Node): void {
    if (!this.rawHtmlFrom && holdsRawHtml(tree)) this.rawHtmlFrom = plugin;
  }
}
