import { LIMITS } from '../../content/frontmatter/limits';

/**
 * Nodes of a parsed body a walk may go down through (a Markdown level is up to three: list, item,
 * paragraph). What limits.ts `bodyExcess` cannot count in the text (`**` inside `**` ten thousand
 * times) is caught here, before the check's recursive walks overflow the stack.
 */
const TREE_DEPTH = 3 * LIMITS.depth;

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
