/**
 * The libraries the Markdown compiler runs on, in one module. The package's build bundles this file
 * with them (`rslib.config.ts`): they are several hundred small modules, and a compile thread (and
 * the dev server's first compile) would otherwise resolve and load each one before its first page.
 * Only the compile path imports them from here; shiki stays a package of its own, as its languages
 * and themes load when a page first asks for them.
 */
export { compile, nodeTypes } from '@mdx-js/mdx';
export { default as GithubSlugger, slug } from 'github-slugger';
export { toString as hastToString } from 'hast-util-to-string';
export { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
export { gfmFootnoteFromMarkdown } from 'mdast-util-gfm-footnote';
export { gfmStrikethroughFromMarkdown } from 'mdast-util-gfm-strikethrough';
export { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
export { gfmTaskListItemFromMarkdown } from 'mdast-util-gfm-task-list-item';
export { toString as mdastToString } from 'mdast-util-to-string';
export { gfm } from 'micromark-extension-gfm';
export { default as remarkFrontmatter } from 'remark-frontmatter';
export { default as remarkGfm } from 'remark-gfm';
export { default as remarkMdx } from 'remark-mdx';
export { default as remarkParse } from 'remark-parse';
export { unified } from 'unified';
export { VFile } from 'vfile';
export { isMap, isNode, isScalar, isSeq, parseDocument } from 'yaml';
