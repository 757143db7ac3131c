/**
 * `@quire/plugin-file-tree`: rspress-plugin-file-tree for Quire. A ```tree block (the output of
 * `tree`, or the same drawn by hand) shows as a file tree whose folders fold; static HTML and CSS.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { QuirePlugin } from '@quire/core/config';
import { remarkFileTree } from './remark-file-tree.js';

export interface FileTreeOptions {
  /** How many levels of folders start unfolded. @default Infinity (all) */
  initialExpandDepth?: number;
}

export function pluginFileTree(options: FileTreeOptions = {}): QuirePlugin {
  return {
    name: '@quire/plugin-file-tree',
    markdown: {
      remarkPlugins: [[remarkFileTree, { initialExpandDepth: options.initialExpandDepth ?? Number.POSITIVE_INFINITY, languages: ['tree'] }]],
    },
    globalStyles: path.join(path.dirname(fileURLToPath(import.meta.url)), 'components', 'file-tree.css'),
  };
}

export default pluginFileTree;
export { parseTree, type TreeEntry } from './parse-tree.js';
