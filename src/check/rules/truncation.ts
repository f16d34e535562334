import { lineAt } from '../parse/lines';
import { isScalar, visit, type Scalar } from 'yaml';
import type { ParsedFile } from '../../content/frontmatter/parseFile';
import { YAML_FIELD } from '../problem';
import { curlyChoices, CURLY_SHOWN, insideCurlyQuotes } from '../parse/curlyQuotes';

/*
 * YAML that parses but loses what the editor typed: `text: 诚信、专业 #高效` drops "#高效" as a
 * comment, `0755` becomes the number 755, a `|` block's line breaks vanish on the page. Each is a
 * located warning that shows what the page will display.
 */
type Truncation = { line: number; column: number; field: string; message: string };

const commentDropped = (shown: string, dropped: string, quoted: string) =>
  `“ #”后面的文字被当成了注释：页面上只显示 "${shown}"，"${dropped}" 不会显示。如果 # 是文字的一部分，请给整段文字加上英文双引号：${quoted} (text after " #" is dropped as a comment)`;
const curlyCommentDropped = (shown: string, dropped: string, choices: string) =>
  `“ #”后面的文字被当成了注释：页面上只显示 "${shown}"，"${dropped}" 不会显示；${CURLY_SHOWN}。如果 # 是文字的一部分，${choices} (text after " #" is dropped as a comment; curly quotes are not YAML quotes)`;
const numberChanged = (typed: string, shown: string) =>
  `这里写的 ${typed} 会被当成数字，页面上显示 ${shown}。如果这是文字（电话、编号、带 0 的数），请加上英文双引号："${typed}" (number changes when read)`;
const lineBreaksLost = (shown: string) =>
  `这段文字用了“|”分成几行，但网页上会连成一行显示："${shown}"。要分段请改成列表，每段一行，以“- ”开头 (line breaks are not shown)`;

export function truncations(parsed: ParsedFile): Truncation[] {
  const found: Truncation[] = [];
  const lines = parsed.source.split('\n');
  visit(parsed.doc, {
    Scalar(key, node) {
      if (key === 'key') return;
      const finding = judge(node, parsed, lines);
      if (finding) found.push(finding);
    },
  });
  return found;
}

function judge(node: Scalar, parsed: ParsedFile, lines: string[]): Truncation | undefined {
  if (!isScalar(node) || !node.range) return undefined;
  const line = lineAt(parsed, node.range[0]);
  const text = lines[line - 1] ?? '';
  // The field is named by the key written on its line.
  const field = /^\s*(?:-\s+)?([A-Za-z]\w*):/.exec(text)?.[1] ?? YAML_FIELD;
  const valueColumn = columnOf(parsed, node.range[0]);
  if (node.type === 'PLAIN' && node.comment !== undefined && typeof node.value === 'string') {
    const hash = text.indexOf(' #', valueColumn - 1);
    if (hash === -1) return undefined;
    const prefix = text.slice(0, valueColumn - 1).trimStart();
    const whole = text.slice(valueColumn - 1).trim();
    const dropped = text.slice(hash + 1).trim();
    const inside = insideCurlyQuotes(whole);
    return {
      line,
      field,
      column: hash + 2,
      message:
        inside === undefined
          ? commentDropped(node.value, dropped, `${prefix}"${whole}"`)
          : curlyCommentDropped(node.value, dropped, curlyChoices(prefix, inside, whole)),
    };
  }
  if (node.type === 'PLAIN' && typeof node.value === 'number' && node.source !== String(node.value))
    return { line, field, column: valueColumn, message: numberChanged(String(node.source), String(node.value)) };
  if (node.type === 'BLOCK_LITERAL' && typeof node.value === 'string' && node.value.trim().includes('\n'))
    return {
      line,
      field,
      column: valueColumn,
      message: lineBreaksLost(node.value.trim().split('\n').join(' ')),
    };
  return undefined;
}

/** 1-based character within its line of a YAML offset. */
function columnOf(parsed: ParsedFile, offset: number): number {
  const before = parsed.yamlText.slice(0, offset);
  return offset - (before.lastIndexOf('\n') + 1) + 1;
}
