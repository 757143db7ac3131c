import type { ShikiOptions } from '@quire/core/config';

/**
 * A grammar for ```tree blocks (a folder drawn with `├──`, `└──`, `│`): the lines, the folders
 * (names ending in `/` or with children) and `// comments`. Rspress's file-tree plugin draws such
 * blocks as a tree; here they stay code, coloured.
 */
export const treeGrammar: NonNullable<ShikiOptions['langs']>[number] = {
  name: 'tree',
  scopeName: 'source.tree',
  repository: {},
  patterns: [
    { match: '[├└│─]+', name: 'punctuation.definition.list.tree' },
    { match: '(//|#).*$', name: 'comment.line.tree' },
    { match: '[^\\s├└│─/]+/(?=\\s|$)', name: 'entity.name.tag.directory.tree' },
  ],
};
