/**
 * A code block in a language the highlighter does not know is the site's rehype plugins' to take
 * (rehype-katex renders remark-math's `$$` blocks, `language-math`); run after all of them, this
 * fails on such a block that is still in the page, so a language nobody handles is never shown raw.
 */
import type { Element, Root } from 'hast';
import type { Plugin } from 'unified';
import { QuireError } from '../utils/errors.js';
import { BUILT_IN_LANGUAGES, LANGUAGE_ALIASES, type LanguageTable } from './highlighter.js';
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
    const languages = options.languages ?? BUILT_IN_LANGUAGES;
    const added = Object.keys(languages.aliases).filter((name) => !Object.hasOwn(LANGUAGE_ALIASES, name));
    throw new QuireError(
      `unknown code block language "${block.writtenLang}" (supported: ${[...Object.keys(LANGUAGE_ALIASES), ...added].join(', ')}, text); ` +
        `to highlight it, add it to markdown.shiki.langs in the site config (any language shiki bundles, such as 'dockerfile')`,
      { file: file.path, position: block.position },
    );
  };
