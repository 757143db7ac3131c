/**
 * A code block in a language the highlighter does not know is the site's rehype plugins' to take
 * (rehype-katex renders remark-math's `$$` blocks, `language-math`); run after all of them, this
 * fails on such a block that is still in the page, so a language nobody handles is never shown raw.
 */
import type { Element, Root } from 'hast';
import type { Plugin } from 'unified';
import { QuireError } from '../utils/errors.js';
import { closestLanguages, type LanguageTable } from './highlighter.js';
import { walk } from './walk.js';

export interface RehypeUnclaimedCodeOptions {
  /** The site's languages (`markdown.shiki.langs`), named in the error; the built-in ones when unset. */
  languages?: LanguageTable;
}

export const rehypeUnclaimedCode: Plugin<[RehypeUnclaimedCodeOptions?], Root> =
  (options = {}) =>
  (tree, file) => {
    const left = file.data.unknownLanguageBlocks;
    if (!left?.length) return;
    const inTree = new Set<Element>();
    walk<Element>(tree, (node) => {
      if (node.type === 'element' && node.tagName === 'pre') inTree.add(node);
    });
    const block = left.find((b) => inTree.has(b.pre));
    if (!block) return;
    const near = closestLanguages(block.writtenLang, options.languages);
    throw new QuireError(
      `unknown code block language "${block.writtenLang}": shiki has no such language${near.length ? ` (did you mean ${near.map((n) => `"${n}"`).join(', ')}?)` : ''}; ` +
        'a grammar of your own goes in markdown.shiki.langs in the site config, and "text" shows the code without colours',
      { file: file.path, position: block.position },
    );
  };
