import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toHast } from 'mdast-util-to-hast';
import type { MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import type { MDXProps } from 'mdx/types';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { tooDeep } from '../../check/parse/treeDepth';
import { bodyExcess } from '../../content/frontmatter/limits';
import { EDITOR_COMPONENTS } from '../../content/mdxAllowed';

/** Parses Markdown with MDX's JSX, as the site's MDX compiler reads a body (without running any code). */
const parser = unified().use(remarkParse).use(remarkMdx);
const JSX_NODES = ['mdxJsxFlowElement', 'mdxJsxTextElement'] as const;
/** What MDX would run: an expression (`{…}`) or an import/export. The content check refuses them. */
const CODE_NODES = ['mdxFlowExpression', 'mdxTextExpression', 'mdxjsEsm'] as const;

type JsxNode = MdxJsxFlowElementHast | MdxJsxTextElementHast;
type Node = Root | RootContent;

/**
 * An editor component in the body (`<Claim id="serviceHours" />`) as a plain element named after it, so
 * hast-util-to-jsx-runtime takes it from the `components` map: left as MDX JSX, a capitalised name is a
 * JavaScript identifier it can only evaluate ("Cannot handle MDX estrees without `createEvaluater`").
 */
function asElement(node: JsxNode): Element {
  if (node.name === null || !Object.hasOwn(EDITOR_COMPONENTS, node.name))
    throw new Error(`<${node.name ?? ''}> is not an editor component (src/content/mdxAllowed.ts)`);
  const properties: Element['properties'] = {};
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || (attribute.value !== null && typeof attribute.value !== 'string'))
      throw new Error(`<${node.name}>: an attribute is code, not text`);
    properties[attribute.name] = attribute.value ?? true;
  }
  return { type: 'element', tagName: node.name, properties, children: node.children, position: node.position };
}

/** The tree with every editor component turned into an element; anything that would run code stops the drawing. */
function withoutJsx<T extends Node>(node: T): T {
  if ((CODE_NODES as readonly string[]).includes(node.type))
    throw new Error(`${node.type}: code in the body is not drawn`);
  const converted = (JSX_NODES as readonly string[]).includes(node.type) ? asElement(node as JsxNode) : node;
  if ('children' in converted)
    (converted as { children: ElementContent[] }).children = converted.children.map((child) =>
      withoutJsx(child as ElementContent),
    );
  return converted as T;
}

/**
 * A text page's MDX body as the editor has it now, rendered with the site's MDX components: parsed and
 * turned into React elements, never compiled and evaluated, so /admin/ needs no `unsafe-eval`. Bodies
 * hold only Markdown and those components with text attributes (as the content check demands); anything
 * else throws, and the preview's boundary says why.
 */
export function mdxBody(source: string): (props: MDXProps) => ReturnType<typeof toJsxRuntime> {
  // A body the check refuses for its depth is not drawn: toHast and toJsxRuntime recurse once a level.
  if (bodyExcess(source) !== undefined) throw new Error('body nested too deep');
  const markdown = parser.parse(source);
  if (tooDeep(markdown)) throw new Error('body nested too deep');
  const tree = withoutJsx(toHast(markdown, { passThrough: [...JSX_NODES, ...CODE_NODES] }) as Root);
  return ({ components }) =>
    toJsxRuntime(tree, { Fragment, jsx, jsxs, components: components as never, elementAttributeNameCase: 'react' });
}
