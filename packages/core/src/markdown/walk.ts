/**
 * A plain depth-first walk for the compiler's own transforms. `unist-util-visit` makes a
 * closure per node and renames it (`Object.defineProperty(visit, 'name', …)`, for stack
 * traces), which made its walks a visible share of a build's compile time; this one calls
 * `enter` for each node in document order and nothing else. Runs after the depth limit, so
 * the recursion is bounded.
 */
import type { Node, Parent } from 'unist';

/** Calls `enter` with each node below `tree` (itself included), its index and its parent. */
export function walk<T extends Node = Node, P extends Node = Parent>(
  tree: Node,
  enter: (node: T, index: number | undefined, parent: P | undefined) => void,
): void {
  const step = (node: Node, index: number | undefined, parent: Parent | undefined): void => {
    enter(node as T, index, parent as P | undefined);
    const children = (node as Partial<Parent>).children;
    if (children) for (let i = 0; i < children.length; i++) step(children[i], i, node as Parent);
  };
  step(tree, undefined, undefined);
}
