/**
 * Refuses content nested deeper than any real page needs (thousands of `>` or list levels).
 * The later transforms and React's renderer recurse once per level and would die with a stack
 * overflow that names no place; this check walks without recursion and names the line.
 */
import type { Root } from 'mdast';
import type { Plugin } from 'unified';
import type { Node, Parent } from 'unist';
import { QuireError } from '../utils/errors.js';

export interface DepthLimitOptions {
  /** Deepest allowed node below the root. @default 100 */
  maxDepth?: number;
}

export const MAX_CONTENT_DEPTH = 100;

/** The first node deeper than `maxDepth`, with its depth, or undefined. */
export function findTooDeep(tree: Node, maxDepth: number): { node: Node; depth: number } | undefined {
  const stack: Array<{ node: Node; depth: number }> = [{ node: tree, depth: 0 }];
  while (stack.length) {
    const { node, depth } = stack.pop() as { node: Node; depth: number };
    if (depth > maxDepth) return { node, depth };
    const children = (node as Partial<Parent>).children;
    if (!Array.isArray(children)) continue;
    // Reversed so the walk visits children in document order and reports the first one.
    for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i], depth: depth + 1 });
  }
  return undefined;
}

export const remarkDepthLimit: Plugin<[DepthLimitOptions?], Root> =
  ({ maxDepth = MAX_CONTENT_DEPTH } = {}) =>
  (tree, file) => {
    const found = findTooDeep(tree, maxDepth);
    if (!found) return;
    throw new QuireError(`content is nested more than ${maxDepth} levels deep (blockquotes, lists or elements inside each other); flatten it`, {
      file: file.path,
      position: found.node.position?.start,
    });
  };
