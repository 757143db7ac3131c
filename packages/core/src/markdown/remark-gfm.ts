/**
 * GitHub Flavored Markdown as `remark-gfm` adds it (the same syntax and the same trees), except
 * that the pass turning URLs and emails in text into links runs only when some text node holds
 * what each of its patterns needs (`@`, `www.`, `http://` or `https://`): otherwise that pass tries
 * four regular expressions on every text node of every page, which most pages never need.
 */
import type { Root, Text } from 'mdast';
import {
  gfmAutolinkLiteralFromMarkdown,
  gfmFootnoteFromMarkdown,
  gfmStrikethroughFromMarkdown,
  gfmTableFromMarkdown,
  gfmTaskListItemFromMarkdown,
  gfm,
} from './libraries.js';
import type { Plugin } from 'unified';

type FromMarkdownExtension = ReturnType<typeof gfmAutolinkLiteralFromMarkdown>;
type Transform = NonNullable<FromMarkdownExtension['transforms']>[number];

/** What every match of the autolink-literal patterns contains. */
const AUTOLINK_HINT = /@|www\.|https?:\/\//i;

/** Whether any text node of `tree` holds `AUTOLINK_HINT`; a loop, as the depth limit runs later. */
export function mayHoldAutolinkLiteral(tree: Root): boolean {
  const stack: Array<Root | Root['children'][number]> = [tree];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.type === 'text' && AUTOLINK_HINT.test((node as Text).value)) return true;
    if ('children' in node) for (const child of node.children) stack.push(child);
  }
  return false;
}

/** The pass of `extension` run only on trees where it can find something. */
function whenHinted(extension: FromMarkdownExtension): FromMarkdownExtension {
  const transforms = (extension.transforms ?? []).map(
    (transform): Transform =>
      (tree) =>
        mayHoldAutolinkLiteral(tree) ? transform(tree) : undefined,
  );
  return { ...extension, transforms };
}

export const remarkGfm: Plugin<[], Root> = function () {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(gfm());
  (data.fromMarkdownExtensions ??= []).push([
    whenHinted(gfmAutolinkLiteralFromMarkdown()),
    gfmFootnoteFromMarkdown(),
    gfmStrikethroughFromMarkdown(),
    gfmTableFromMarkdown(),
    gfmTaskListItemFromMarkdown(),
  ]);
};
