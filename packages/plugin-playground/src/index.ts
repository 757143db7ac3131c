/**
 * `@quire/plugin-playground`: Rspress's playground plugin for Quire. A ```tsx playground block
 * shows an editor beside a live preview of its default export, compiled in the browser as the
 * reader types; the editor and the compiler load only on the pages that have one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { QuirePlugin } from '@quire/core/config';
import type { Direction } from './playground-meta.js';
import { type EditorPosition, remarkPlayground } from './remark-playground.js';

export interface PlaygroundOptions {
  /** How a ```tsx block without `playground` or `pure` is shown. @default 'pure' */
  defaultRenderMode?: 'pure' | 'playground';
  /** The layout of a block without `direction=…` on a page without `playgroundDirection`. @default 'horizontal' */
  defaultDirection?: Direction;
  /** The editor's side in a horizontal layout. @default 'left' */
  editorPosition?: EditorPosition;
  /**
   * Modules playground code may import besides those the page's blocks import: a name, or
   * `[name, what to load]` (`['my-package', '/path/to/package/index.js']`).
   * @example ['dayjs']
   */
  include?: Array<string | [string, string]>;
  /**
   * An absolute path to a component that draws each playground in place of the plugin's own
   * (props: `code`, `language`, `direction`, `editorPosition`, `imports`); it may use `Editor`
   * and `Runner` from `@quire/plugin-playground/web`.
   */
  render?: string;
}

/** Rspress's options for its Monaco editor and its Babel from a CDN, which this port has neither of. */
const NOT_HERE: Record<string, string> = {
  babelUrl: 'the code is compiled by Sucrase, bundled with the site, not by Babel from a CDN',
  monacoLoader: 'the editor is a text area bundled with the site, not Monaco from a CDN',
  monacoOptions: 'the editor is a text area, not Monaco',
};

const here = fileURLToPath(import.meta.url);
/** The component as this module runs: its TypeScript source beside `src/index.ts`, its build beside `dist/index.js`. */
const playgroundComponent = path.join(path.dirname(here), 'components', here.endsWith('.ts') ? 'Playground.tsx' : 'Playground.js');

/** The options as the plugin uses them, or why they cannot be. */
export function playgroundSettings(options: PlaygroundOptions) {
  for (const [name, why] of Object.entries(NOT_HERE)) {
    if (name in options) throw new Error(`@quire/plugin-playground: option "${name}" has no equivalent: ${why}; remove it`);
  }
  if (options.render !== undefined && !(path.isAbsolute(options.render) && fs.existsSync(options.render))) {
    throw new Error(
      `@quire/plugin-playground: option "render" must be the absolute path of an existing file (got ${JSON.stringify(options.render)})`,
    );
  }
  // Pairs, not a Map: the caches know plugin options by their fields, and a Map has none.
  const include = (options.include ?? []).map((entry): [string, string] => (typeof entry === 'string' ? [entry, entry] : entry));
  return {
    defaultRenderMode: options.defaultRenderMode ?? 'pure',
    defaultDirection: options.defaultDirection ?? 'horizontal',
    editorPosition: options.editorPosition ?? 'left',
    component: options.render ?? playgroundComponent,
    include,
  } as const;
}

export function pluginPlayground(options: PlaygroundOptions = {}): QuirePlugin {
  const settings = playgroundSettings(options);
  // Quire runs from the project folder; its docs folder is `root` in the config.
  let docsRoot = path.resolve('docs');
  const roots = () => ({ docsRoot, projectRoot: process.cwd() });
  return {
    name: '@quire/plugin-playground',
    config(config) {
      docsRoot = path.resolve(config.root ?? 'docs');
      return config;
    },
    markdown: {
      remarkPlugins: [[remarkPlayground, { ...settings, roots }]],
      codeMeta: ['playground', 'pure', 'direction'],
    },
  };
}

export default pluginPlayground;
export type { Direction, EditorPosition };
