import { LIMITS } from '../../content/frontmatter/limits';

/**
 * Nodes of a parsed body a walk may go down through: a Markdown level is up to three of them (a
 * list, its item, the item's paragraph). The text was measured before parsing (limits.ts
 * `bodyExcess`); what no count of the text can tell, such as `**` inside `**` ten thousand times,
 * is caught here, before the check's walks, which recurse once a node, overflow the stack.
 */
export const TREE_DEPTH = 3 * LIMITS.depth;

/** The first node, in the order written, that lies deeper than TREE_DEPTH; found without recursion. */
export function tooDeep<T extends object>(tree: T): T | undefined {
  const stack: [T, number][] = [[tree, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop() as [T, number];
    if (depth > TREE_DEPTH) return node;
    const children = (node as { children?: readonly T[] }).children ?? [];
    for (const child of [...children].reverse()) stack.push([child, depth + 1]);
  }
  return undefined;
}
