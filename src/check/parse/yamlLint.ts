import { curlyChoices, CURLY_SHOWN, insideCurlyQuotes } from './curlyQuotes';

/*
 * The YAML mistakes Chinese editors actually make, found line by line. The parser reports them in
 * English, often on the wrong line ("Nested mappings are not allowed in compact mappings" one line
 * early); these findings name the line, the spot, and the character to type. Some patterns are legal
 * YAML that merely means something else (`- API：接口` is a fine list text), so the content check
 * uses a finding only to explain a YAML or schema error on the same lines, never on its own.
 */

/** `line` in the YAML text given to lintYaml, `column` 1-based. */
type LintFinding = { line: number; column: number; length?: number; message: string };
type Spot = Omit<LintFinding, 'line'>;

const KEY = /^([A-Za-z][A-Za-z0-9_]*)/;
/** `key: value`, `- key: value`, `key:` — with the key's own indentation. */
const KEY_LINE = /^(\s*)((?:-\s+)*)([A-Za-z][A-Za-z0-9_]*):(?=\s|$)(\s*)(.*)$/;
const LIST_ITEM = /^(\s*)-(?:\s+|$)(.*)$/;
const BLOCK_SCALAR = /^[|>][-+0-9]*\s*(?:#.*)?$/;

const TAB =
  '缩进里有 Tab 制表符，YAML 只认空格。请把这一行开头的 Tab 换成空格，每深一层 2 个 (tab used for indentation)';
const FULL_WIDTH_SPACE =
  '这一行开头有全角空格“\u3000”，YAML 只认半角空格。请删掉它，改用半角空格缩进 (full-width space in indentation)';
const fullWidthColon = (key: string) =>
  `字段名 "${key}" 后面用了中文冒号“：”，YAML 只认英文冒号。请改成英文冒号加一个空格：${key}: (full-width colon after a key)`;
const fullWidthSpaceAfterKey = (key: string) =>
  `字段名 "${key}" 的冒号后面是全角空格“\u3000”，YAML 只认半角空格。请改成一个半角空格：${key}: (full-width space after a key)`;
const noSpaceAfterColon = (key: string, value: string) =>
  `字段名 "${key}" 的冒号后面少了一个空格，YAML 只认“英文冒号加空格”。请在冒号后面加一个空格：${key}: ${value} (no space after the colon)`;
const colonInText = (quoted: string) =>
  `这段文字里有“英文冒号+空格”（: ），YAML 会把它当成一个新的字段。给这段文字加上英文双引号：${quoted}；或者把冒号改成中文冒号“：” (unquoted text containing ": ")`;
/** `title: “火车票: 综合服务”`: the Chinese quotes were meant as YAML's; "add double quotes" would keep them on the page. */
const curlyColonInText = (prefix: string, inside: string, whole: string) =>
  `这段文字里有“英文冒号+空格”（: ），YAML 会把它当成一个新的字段；${CURLY_SHOWN}。${curlyChoices(prefix, inside, whole)} (unquoted text containing ": "; curly quotes are not YAML quotes)`;
/** `addressTitle: 公司地址:`: a colon left at the end, as a label is written on paper. */
const colonAtEnd = (fixed: string) =>
  `这段文字末尾有英文冒号“:”，YAML 会把它当成一个新的字段。标题和名称的末尾不加冒号，请删掉它：${fixed}；句子里要用冒号时，请用中文冒号“：” (text ending in ":")`;
const unclosedQuote = (quote: string) =>
  `引号没有配对：这段文字以 ${quote} 开头，但这一行里没有结束的 ${quote}。请在文字末尾补上 ${quote} (unclosed quote)`;
const textAfterQuote = (quote: string) =>
  `引号后面还有文字：整段文字都要放在一对 ${quote} 里面，请把结束的 ${quote} 移到这一行的最后 (text after the closing quote)`;
const lostIndent = (actual: number, expected: number, parent: string) =>
  `缩进不对：这一行开头有 ${actual} 个空格，应为 ${expected} 个：它是上一行 "${parent}:" 下面的一项，要比 ${parent} 多缩进 2 个空格，和下面同一层的行左边对齐 (indentation: expected ${expected} spaces, found ${actual})`;
const oddIndent = (actual: number, expected: number) =>
  `缩进不对：这一行开头有 ${actual} 个空格，应为 ${expected} 个，和同一层的其他行左边对齐（每深一层多 2 个空格）(indentation: expected ${expected} spaces, found ${actual})`;
const LOST_DASH =
  '这一行应该是列表里的一项，但前面少了“- ”。请在这一行的文字前加上减号和一个空格“- ”，和上面几项对齐 (list item without "- ")';

interface Context {
  /** Where the text of each open level starts, outermost first. */
  levels: number[];
  /**
   * Columns of the `- ` items above, until a shallower line closes them. (List items at their
   * `key:`'s own column, legal YAML, read as a lost `- `: harmless, findings only explain errors.)
   */
  dashColumns: Set<number>;
  /** Lines deeper than this belong to a `|` or `>` block and are plain text. */
  blockIndent: number | undefined;
  /** Where the text of the previous line started. */
  lastText: number;
  /** Whether the previous line opened a deeper level (`key:` alone, a bare `-`): only then may the next go deeper. */
  opened: boolean;
}

/** A line already linted (`opened`: a deeper level), enough to tell one line later that it lost its indentation. */
type Seen = { number: number; indent: number; key: string | undefined; opened: boolean };

/**
 * `copy:` / `label: 复制` / `  done: 已复制`: the middle line lost its indentation (an editor's web
 * form trims a line's start). The parser, and the over-indent rule, blame the third line, whose
 * indent is right; moving it left would break two more. The middle line stands level with a `key:`
 * that opened a level and got nothing, and the next line is deeper: the middle line is the fault.
 */
function lostIndentation(
  before: Seen | undefined,
  previous: Seen | undefined,
  indent: number,
): LintFinding | undefined {
  if (!before?.opened || !before.key || !previous?.key || previous.opened) return undefined;
  if (previous.indent !== before.indent || indent <= previous.indent) return undefined;
  return {
    line: previous.number,
    column: previous.indent + 1,
    length: previous.key.length,
    message: lostIndent(previous.indent, indent, before.key),
  };
}

export function lintYaml(yamlText: string): LintFinding[] {
  const findings: LintFinding[] = [];
  const context: Context = { levels: [0], dashColumns: new Set(), blockIndent: undefined, lastText: 0, opened: true };
  const lines = yamlText.split('\n');
  let before: Seen | undefined;
  let previous: Seen | undefined;
  lines.forEach((raw, index) => {
    const line = raw.replace(/\r$/, '');
    const number = index + 1;
    if (!line.trim()) return;
    const indent = line.length - line.trimStart().length;
    if (context.blockIndent !== undefined) {
      if (indent > context.blockIndent) return;
      context.blockIndent = undefined;
    }
    if (line.trimStart().startsWith('#')) return;
    const opener = context.opened;
    const finding = lintLine(line, indent, context);
    const lost =
      finding && !opener && indent > (previous?.indent ?? 0) ? lostIndentation(before, previous, indent) : undefined;
    if (lost) findings.push(lost);
    else if (finding) findings.push({ line: number, ...finding });
    before = previous;
    previous = { number, indent, key: KEY_LINE.exec(line)?.[3], opened: context.opened };
  });
  return findings;
}

function lintLine(line: string, indent: number, context: Context): Spot | undefined {
  const lead = /^[ \t\u3000]*/.exec(line)?.[0] ?? '';
  if (lead.includes('\t')) return { column: lead.indexOf('\t') + 1, message: TAB };
  if (lead.includes('\u3000')) return { column: lead.indexOf('\u3000') + 1, message: FULL_WIDTH_SPACE };

  const expected = expectedIndent(indent, context);
  const keyLine = KEY_LINE.exec(line);
  const item = LIST_ITEM.exec(line);
  // A field deeper than the line above, which holds a value and so opened nothing: this line is the one
  // indented too far (the parser blames the line above, "Nested mappings are not allowed").
  const overIndented = keyLine !== null && !context.opened && indent > context.lastText;
  const sibling = context.lastText;
  const textStart = keyLine
    ? indent + (keyLine[2]?.length ?? 0)
    : item
      ? indent + line.slice(indent).indexOf(item[2] ?? '')
      : indent;
  track(line, indent, textStart, keyLine, context);
  if (overIndented) return { column: 1, length: indent, message: oddIndent(indent, sibling) };
  if (indent % 2 === 1 && expected !== indent)
    return { column: 1, length: indent, message: oddIndent(indent, expected) };

  // A line at the column of `- ` items above it, without its own `- `.
  if (!item && context.dashColumns.has(indent)) return { column: indent + 1, message: LOST_DASH };

  const rest = line.slice(textStart);
  const key = KEY.exec(rest)?.[1];
  if (key && rest.slice(key.length).trimStart().startsWith('：'))
    return { column: textStart + rest.indexOf('：') + 1, message: fullWidthColon(key) };
  if (key && rest.startsWith(`${key}:\u3000`))
    return { column: textStart + key.length + 2, message: fullWidthSpaceAfterKey(key) };
  // `hotlineNote:系统开通`, as a Chinese IME types it: to YAML one line of text, not a field.
  if (key && rest.startsWith(`${key}:`) && /^[^\s:]/.test(rest.slice(key.length + 1)))
    return { column: textStart + key.length + 1, message: noSpaceAfterColon(key, rest.slice(key.length + 1).trim()) };

  const value = keyLine ? (keyLine[5] ?? '') : item ? (item[2] ?? '') : '';
  const valueStart = line.length - value.length;
  if (!value) return undefined;
  return lintValue(value, valueStart, keyLine ? `${keyLine[3] ?? ''}: ` : '- ', Boolean(keyLine));
}

function lintValue(value: string, valueStart: number, prefix: string, isKeyValue: boolean): Spot | undefined {
  const first = value[0] ?? '';
  if (first === '"' || first === "'") {
    const close = closingQuote(value, first);
    if (close === -1) return { column: valueStart + 1, message: unclosedQuote(first) };
    const after = value.slice(close + 1).trim();
    if (after && !after.startsWith('#')) return { column: valueStart + close + 2, message: textAfterQuote(first) };
    return undefined;
  }
  if ('[{|>&*!%@`'.includes(first)) return undefined;
  const text = withoutComment(value);
  const colon = text.search(/:(\s|$)/);
  if (colon === -1) return undefined;
  // `- title: 企业文化` in a list of objects is a key; only text before the colon that cannot be a field name is a mistake.
  if (!isKeyValue && KEY.exec(text)?.[0].length === colon) return undefined;
  const inside = insideCurlyQuotes(text);
  if (inside === undefined && colon === text.trimEnd().length - 1)
    return { column: valueStart + colon + 1, message: colonAtEnd(`${prefix}${text.slice(0, colon).trim()}`) };
  return {
    column: valueStart + colon + 1,
    message:
      inside === undefined ? colonInText(`${prefix}"${text.trim()}"`) : curlyColonInText(prefix, inside, text.trim()),
  };
}

/** Records what the line opens, so later lines can be judged against it. */
function track(line: string, indent: number, textStart: number, keyLine: RegExpExecArray | null, context: Context) {
  while (context.levels.length > 1 && (context.levels.at(-1) ?? 0) > indent) context.levels.pop();
  for (const column of context.dashColumns) if (column > indent) context.dashColumns.delete(column);
  if (/^\s*-(\s|$)/.test(line)) context.dashColumns.add(indent);
  if (context.levels.at(-1) !== textStart) context.levels.push(textStart);
  context.lastText = textStart;
  const value = keyLine?.[5] ?? '';
  context.opened = keyLine ? !value || BLOCK_SCALAR.test(value) : !(LIST_ITEM.exec(line)?.[2] ?? '');
  if (keyLine && BLOCK_SCALAR.test(value)) context.blockIndent = textStart;
  else if (keyLine && !value) context.levels.push(textStart + 2);
}

/** The nearest column a line at `indent` could mean: an open level, or one level deeper than the last. */
function expectedIndent(indent: number, context: Context): number {
  // A tie goes to the previous line's column (a sibling slipped by one space), else to the shallower one.
  return context.levels.reduce((best, candidate) => {
    const distance = Math.abs(candidate - indent) - Math.abs(best - indent);
    return distance < 0 || (distance === 0 && candidate === context.lastText) ? candidate : best;
  }, 0);
}

function closingQuote(value: string, quote: string): number {
  for (let index = 1; index < value.length; index++) {
    const char = value[index];
    if (quote === '"' && char === '\\') index++;
    else if (char === quote) {
      if (quote === "'" && value[index + 1] === "'") index++;
      else return index;
    }
  }
  return -1;
}

/** A plain value ends where ` #` starts a comment. */
const withoutComment = (value: string) => value.replace(/\s#[\s\S]*/, '');
