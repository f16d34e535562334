import { createProcessor } from '@mdx-js/mdx';
import type { Node } from 'unist';
import type { ParsedFile } from '../../content/frontmatter/parseFile';
import { CONDITION_LISTS, EDITOR_COMPONENTS, isConditionList } from '../../content/mdxAllowed';
import type { ClaimIndex } from '../../content/claimIndex';
import { checkClaimRef } from '../rules/claimChecks';
import { refOf } from '../rules/claimRefs';
import { INSTEAD_OF_BRACES, notInBody, placeholderMessage } from './bodySyntax';
import { misplacedBold } from './boldPairs';
import { missingMarkerSpaces } from './markerSpaces';
import { FULL_WIDTH_LINK, fullWidthLinkMessage, linkAddressMessage } from './linkAddress';
import { parseErrorProblem } from './parseError';
import { blank, blankMarkup, UNSAFE_URL, unsafeLink } from './markupBeforeParse';
import { BODY_FIELD, type Problem } from '../problem';
import { BODY_TOO_DEEP } from '../report/refusalMessages';
import { didYouMean } from '../report/suggest';
import { tooDeep } from '../parse/treeDepth';

interface MdxNode extends Node {
  type: string;
  depth?: number;
  name?: string | null;
  value?: string;
  url?: string;
  label?: string;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: MdxNode[];
}

/** Without GFM, both show on the page as typed. */
const STRIKETHROUGH = /~~[^~\n]+~~/;
const FOOTNOTE_MARK = /\[\^[^\]\s]+\]/;
/** The second line of a Markdown table: `| --- | :-: |`. */
const TABLE_RULE = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)+\|?\s*$/m;

function isTable(node: MdxNode): boolean {
  const text = node.children?.map((child) => child.value ?? '').join('') ?? '';
  return /^\s*\|/.test(text) && TABLE_RULE.test(text);
}
const COMMENT_ONLY = /^\s*\/\*[\s\S]*\*\/\s*$/;
/** `{{serviceHours}}` or `{{agencyTarget.deadline}}` as MDX reads it: an expression `{serviceHours}`. */
const CLAIM_PLACEHOLDER = /^\{\s*([A-Za-z][\w-]*)(\.deadline)?\s*\}$/;
const BRACES = `正文里不能用花括号 {…}：花括号里的文字会被当成程序，为了安全，正文里不能有程序。${INSTEAD_OF_BRACES} (JavaScript expressions are not allowed)`;
const ALLOWED = Object.keys(EDITOR_COMPONENTS).join('、');
const ALLOWED_EN = Object.keys(EDITOR_COMPONENTS).join(', ');

export interface BodyCheck {
  problems: Problem[];
  /**
   * The body parsed and was walked. When it was not (a syntax error, nesting too deep), nothing can tell its
   * text from its markup: the copy checks and content:fix leave it alone, or they would "correct" a broken
   * tag's quotes into “” and make it worse.
   */
  walked: boolean;
  /** The body as the copy checks read it: comments, HTML tags and links in angle brackets blanked, lines kept. */
  text: string;
}

/**
 * Checks an MDX body: syntax, and the rules that keep content safe to run at build time:
 * no import/export, no JavaScript expressions, only the editor components, no `javascript:`/`data:`
 * links, and claim ids that exist (`claimIndex` null: claims.md is unreadable, references are not judged).
 */
export function checkBody(
  file: string,
  { body, bodyLine }: Pick<ParsedFile, 'body' | 'bodyLine'>,
  claimIndex: ClaimIndex | null,
): BodyCheck {
  const problems: Problem[] = [];
  const add = (line: number, message: string, more: Partial<Problem> = {}) =>
    problems.push({ file, line, field: BODY_FIELD, message, severity: 'error', ...more });
  const at = (node: Node | undefined, message: string, severity: Problem['severity'] = 'error', form?: string) =>
    add(node?.position?.start.line ?? bodyLine, message, { severity, ...(form ? { form } : {}) });

  const blanked = blankMarkup(body, (index, message, spot, length = spot.length) =>
    add(bodyLine + index, message, { spot, length }),
  );
  // An editor's note in an MDX comment is allowed, and no visitor reads it: not copy either.
  const text = blanked.replace(/\{\s*\/\*[\s\S]*?\*\/\s*\}/g, blank);
  // Padded with the frontmatter's line count, every position the parser reports (in `line` and
  // inside its message) is a line of the whole file.
  const padded = '\n'.repeat(bodyLine - 1) + blanked;
  let tree: MdxNode;
  try {
    tree = createProcessor({ format: file.endsWith('.mdx') ? 'mdx' : 'md' }).parse(padded) as MdxNode;
  } catch (error) {
    const { line, message, ...spot } = parseErrorProblem(error, padded, bodyLine);
    add(line, message, spot);
    return { problems, walked: false, text };
  }

  // One message for a body nested too deep, before the walk below recurses through it.
  const deep = tooDeep(tree);
  if (deep) {
    at(deep, BODY_TOO_DEEP);
    return { problems, walked: false, text };
  }

  // A text node runs over soft line breaks: each finding is placed at the line it is on.
  const textShownAsTyped = (node: MdxNode) => {
    const value = node.value ?? '';
    const lineOf = (index: number) =>
      (node.position?.start.line ?? bodyLine) + value.slice(0, index).split('\n').length - 1;
    for (const [pattern, message] of [
      [STRIKETHROUGH, () => notInBody('strikethrough')],
      [FOOTNOTE_MARK, () => notInBody('footnote')],
      [FULL_WIDTH_LINK, fullWidthLinkMessage],
    ] as const) {
      const found = pattern.exec(value);
      if (found) add(lineOf(found.index), message(found[0]), { spot: found[0], length: found[0].length });
    }
  };

  const visit = (node: MdxNode) => {
    switch (node.type) {
      case 'mdxjsEsm':
        at(node, '正文里不允许 import 或 export 语句 (import/export is not allowed in content)');
        return;
      case 'mdxFlowExpression':
      case 'mdxTextExpression': {
        if (COMMENT_ONLY.test(node.value ?? '')) return;
        // `{{id}}` is how fields above write a figure; in the body MDX reads it as code.
        const placeholder = CLAIM_PLACEHOLDER.exec(node.value ?? '');
        if (placeholder?.[1]) at(node, placeholderMessage(placeholder[1], Boolean(placeholder[2])));
        else at(node, BRACES);
        return;
      }
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        checkElement(node, at, claimIndex);
        break;
      case 'heading':
        if (node.depth === 1) at(node, notInBody('h1'));
        else if ((node.depth ?? 2) > 3) at(node, notInBody('deepHeading'));
        break;
      case 'paragraph':
        // Without GFM a table is a paragraph of pipes: found by its |---| row, reported once at its first line.
        if (isTable(node)) {
          at(node, notInBody('table'));
          return;
        }
        break;
      case 'image':
        // An image is refused whatever its address: one message, not a second about a data: link.
        at(node, notInBody('image'));
        return;
      case 'emphasis':
      case 'blockquote':
      case 'code':
      case 'thematicBreak':
        at(node, notInBody(node.type));
        break;
      case 'inlineCode':
        at(node, notInBody('code'));
        break;
      case 'linkReference':
      case 'imageReference':
      case 'definition':
        at(node, notInBody(node.label?.startsWith('^') ? 'footnote' : 'reference'));
        break;
      case 'text':
        textShownAsTyped(node);
        break;
    }
    const url = node.url ?? '';
    if ((node.type === 'link' || node.type === 'definition') && UNSAFE_URL.test(url)) at(node, unsafeLink(url));
    else if (node.type === 'link') {
      const wrong = linkAddressMessage(url);
      if (wrong) add(node.position?.start.line ?? bodyLine, wrong, { spot: `(${url})`, offset: 1, length: url.length });
    }
    node.children?.forEach(visit);
  };
  visit(tree);
  for (const { index, spot, message } of [...missingMarkerSpaces(text), ...misplacedBold(text)])
    add(bodyLine + index, message, { spot, length: spot.length });
  return { problems, walked: true, text };
}

function checkElement(
  node: MdxNode,
  at: (node: Node, message: string, severity?: Problem['severity'], form?: string) => unknown,
  claimIndex: ClaimIndex | null,
): void {
  const name = node.name ?? '';
  if (/^[a-z]/.test(name)) {
    at(node, notInBody('html', `<${name}>`));
    return;
  }
  const spec = Object.hasOwn(EDITOR_COMPONENTS, name)
    ? EDITOR_COMPONENTS[name as keyof typeof EDITOR_COMPONENTS]
    : undefined;
  if (!spec) {
    const hint = didYouMean(name, Object.keys(EDITOR_COMPONENTS), (known) => `<${known}>`);
    at(node, `不允许使用组件 <${name}>，${hint}可用的组件：${ALLOWED} (component not allowed; allowed: ${ALLOWED_EN})`);
    return;
  }
  const attributes = new Map<string, unknown>();
  for (const attribute of node.attributes ?? []) {
    if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value === 'object') {
      at(node, `组件 <${name}> 的属性只能写成 名字="文字" (attributes must be plain text)`);
      continue;
    }
    const allowed: readonly string[] = [...spec.required, ...spec.optional];
    if (!allowed.includes(attribute.name ?? ''))
      at(node, `<${name}> 没有属性 "${attribute.name ?? ''}"，可用：${allowed.join('、') || '无'} (unknown attribute)`);
    attributes.set(attribute.name ?? '', attribute.value);
  }
  for (const required of spec.required)
    if (!attributes.has(required)) at(node, `<${name}> 缺少属性 "${required}" (missing attribute)`);
  if (name === 'Conditions') {
    const list = attributes.get('of');
    if (typeof list === 'string' && !isConditionList(list))
      at(
        node,
        `条件列表写的是 <Conditions of="${list}" />，没有这一组。of 只能写 ${Object.entries(CONDITION_LISTS)
          .map(([key, what]) => `"${key}"（${what}）`)
          .join('或 ')} (unknown condition list; allowed: ${Object.keys(CONDITION_LISTS).join(', ')})`,
      );
  }
  if (name === 'Claim') {
    const id = attributes.get('id');
    if (typeof id === 'string') {
      const ref = refOf(id);
      for (const finding of checkClaimRef(ref.id, ref.field, claimIndex))
        at(node, finding.message, finding.severity, finding.form);
    }
  }
}
