import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { Root } from 'hast';
import { toHast } from 'mdast-util-to-hast';
import type { MDXProps } from 'mdx/types';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { tooDeep } from '../../check/parse/treeDepth';
import { bodyExcess } from '../../content/frontmatter/limits';

/** Parses Markdown with MDX's JSX, as the site's MDX compiler reads a body (without running any code). */
const parser = unified().use(remarkParse).use(remarkMdx);
const JSX_NODES = ['mdxJsxFlowElement', 'mdxJsxTextElement'] as const;

/**
 * A text page's MDX body as the editor has it now, rendered with the site's MDX components
 * (<Claim>, <Note>): parsed in the browser and turned into React elements, never compiled to code
 * and evaluated, so /admin/ needs no `unsafe-eval`. Bodies hold only Markdown and those components
 * with text attributes (the content check refuses anything else: src/check/body/checkBody.ts).
 */
export function mdxBody(source: string): (props: MDXProps) => ReturnType<typeof toJsxRuntime> {
  // A body the content check refuses for its depth is not parsed or drawn (toHast and toJsxRuntime
  // recurse once a level): the preview's boundary says it cannot draw the page (issue 27).
  if (bodyExcess(source) !== undefined) throw new Error('body nested too deep');
  const markdown = parser.parse(source);
  if (tooDeep(markdown)) throw new Error('body nested too deep');
  const tree = toHast(markdown, { passThrough: [...JSX_NODES] }) as Root;
  return ({ components }) =>
    toJsxRuntime(tree, { Fragment, jsx, jsxs, components: components as never, elementAttributeNameCase: 'react' });
}
