/**
 * `@quire/plugin-preview`: Rspress's preview plugin for Quire. A ```tsx preview block shows its
 * component live: in the page beside its code (`internal`), in an iframe beside the code
 * (`iframe-follow`), or in a device fixed beside the page (`iframe-fixed`).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { QuirePlugin } from '@quire/core/config';
import type { CodeTransform } from './demo-source.js';
import { iframePages } from './iframe-pages.js';
import type { PreviewMode } from './preview-meta.js';
import { remarkPreview } from './remark-preview.js';

export interface PreviewOptions {
  /** How a ```tsx block without `preview` or `pure` is shown. @default 'pure' */
  defaultRenderMode?: 'pure' | 'preview';
  /** The mode of ```tsx preview without a value. @default 'internal' */
  defaultPreviewMode?: PreviewMode;
  /** Languages whose blocks may be previewed. @default ['jsx', 'tsx'] */
  previewLanguages?: string[];
  /** Turns a block's code into the module previewed (such as JSON into a component). @default the code itself */
  previewCodeTransform?: CodeTransform;
}

/**
 * The default transform, named and written out: the caches know a function this short only by the
 * config's files, while one in this file is known by the file.
 */
function codeAsWritten(block: { language: string; code: string }): string {
  return block.code;
}

const here = fileURLToPath(import.meta.url);
const components = path.join(path.dirname(here), 'components');
/** The component as this module runs: its TypeScript source beside `src/index.ts`, its build beside `dist/index.js`. */
const previewComponent = path.join(components, here.endsWith('.ts') ? 'Preview.tsx' : 'Preview.js');

export function pluginPreview(options: PreviewOptions = {}): QuirePlugin {
  const settings = {
    defaultRenderMode: options.defaultRenderMode ?? 'pure',
    defaultPreviewMode: options.defaultPreviewMode ?? 'internal',
    previewLanguages: options.previewLanguages ?? ['jsx', 'tsx'],
    previewCodeTransform: options.previewCodeTransform ?? codeAsWritten,
  } as const;
  // Quire runs from the project folder; its docs folder is `root` in the config.
  let docsRoot = path.resolve('docs');
  const roots = () => ({ docsRoot, projectRoot: process.cwd() });
  return {
    name: '@quire/plugin-preview',
    config(config) {
      docsRoot = path.resolve(config.root ?? 'docs');
      return config;
    },
    addPages: () => iframePages({ ...settings, ...roots() }),
    markdown: {
      remarkPlugins: [[remarkPreview, { ...settings, roots }]],
      codeMeta: ['preview', 'pure'],
      globalComponents: [previewComponent],
    },
    globalStyles: path.join(components, 'preview.css'),
  };
}

export default pluginPreview;
export type { PreviewMode };
