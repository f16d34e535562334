import type { Problem } from '../problem';
import { BODY_SYNTAX, INSTEAD_OF_BRACES, placeholderMessage } from './bodySyntax';

/** `{{agencyTarget.deadline}}` written in a body line, which MDX cannot parse when it names `.deadline`. */
const PLACEHOLDER_IN_LINE = /\{\{\s*([A-Za-z][\w-]*)(\.deadline)?\s*\}\}/;
const UNCLOSED_BRACE = `正文里的“{”没有配对的“}”，它后面的文字会被当成程序，页面读不出来。${INSTEAD_OF_BRACES} (unclosed brace)`;
/** Each component as the guide writes it: `<Claim id="partnerAgencies" />`, `<Note title="入驻流程">……</Note>`. */
const EXAMPLES = new Map(
  BODY_SYNTAX.flatMap(({ example }) => {
    const name = /^<([A-Z]\w*)/.exec(example)?.[1];
    return name ? [[name, example] as const] : [];
  }),
);

/** `title=“入驻流程”` or `title=入驻流程` from the value's first character on: as it should be written. */
function quotedAttribute(line: string, column: number): string | undefined {
  const name = /(\w+)\s*=\s*$/.exec(line.slice(0, column - 1))?.[1];
  const rest = line.slice(column - 1);
  const value = /^[“‘'"]/.test(rest) ? /^.([^“”‘’'"]*)/.exec(rest)?.[1] : /^[^\s/>]*/.exec(rest)?.[0];
  return name && value !== undefined ? `${name}="${value}"` : undefined;
}

/**
 * MDX's errors about the body's components, as the editor would fix them, the fix built from the line; undefined
 * for any other. `column` is MDX's; `opened`, the column of the tag a closing-tag error names.
 */
function componentMessage(reason: string, line: string, column: number, opened: number): string | undefined {
  const attribute = /^Unexpected character `(.+?)` \(U\+[0-9A-F]+\) before attribute value/.exec(reason);
  if (attribute) {
    const fixed = quotedAttribute(line, column);
    const curly = /[“”‘’]/.test(attribute[1] ?? '') ? '，这里用的是中文引号' : '';
    return `组件的属性值要放在英文双引号 "…" 里${curly}：${fixed ? `请改成 ${fixed}` : '例如 <Note title="入驻流程">'} (attribute values go in straight double quotes)`;
  }
  const name = /^Expected a closing tag for `<([A-Z]\w*)>`/.exec(reason)?.[1];
  if (name) {
    const example = EXAMPLES.get(name) ?? `<${name}>……</${name}>`;
    if (!example.endsWith('/>'))
      return `<${name}> 没有结束标签：请在它包住的文字后面写上 </${name}>，例如 ${example} (missing </${name}>)`;
    const tag = line.slice(opened - 1, line.indexOf('>', opened - 1) + 1);
    const fixed = tag.startsWith(`<${name}`) ? tag.replace(/\s*>$/, ' />') : example;
    return `<${name}> 的末尾少了斜杠“/”：它不包住文字，要写成 ${fixed} (<${name}> ends with />)`;
  }
  const mismatched = /^Unexpected closing tag `<\/(\w*)>`, expected corresponding closing tag for `<(\w+)>`/.exec(
    reason,
  );
  if (mismatched)
    return `结束标签 </${mismatched[1]}> 和开始标签 <${mismatched[2]}> 对不上：请改成 </${mismatched[2]}> (closing tag does not match)`;
  if (/^Unexpected closing slash `\/` in tag, expected an open tag first/.test(reason)) {
    const tag = /^<\/\w*>/.exec(line.slice(Math.max(0, column - 2)))?.[0] ?? '结束标签';
    return `多了一个结束标签 ${tag}：上面没有和它配对的开始标签。请删掉它，或在要包住的文字前面补上开始标签 (closing tag without an opening tag)`;
  }
  return undefined;
}

/**
 * The opening tag left without its `>` (`<Note title="未写完"`), at or above the line where MDX stopped (it
 * reads on into the lines below as attributes): its line and the tag as it should be written.
 */
function unfinishedTag(lines: readonly string[], from: number, bodyLine: number) {
  for (let line = from; line >= bodyLine; line--) {
    const text = lines[line - 1] ?? '';
    const found = /<([A-Z]\w*)(?![^<]*>)[^<]*$/.exec(text);
    const name = found?.[1];
    if (!found || !name) continue;
    const tag = found[0].trimEnd();
    const ending = (EXAMPLES.get(name) ?? '').endsWith('/>') ? ' />' : '>';
    return {
      line,
      column: found.index + 1,
      message: `<${name}> 的开始标签没有写完，少了结尾的“${ending.trim()}”：请写成 ${tag.replace(/\s*\/?$/, '')}${ending} (tag not closed)`,
    };
  }
  return undefined;
}

/**
 * What MDX could not parse, for the editor: at the line MDX names (its `line`, or the position in its
 * message), in Chinese with what to write where the mistake is known; MDX's own words otherwise.
 */
export function parseErrorProblem(
  error: unknown,
  padded: string,
  bodyLine: number,
): Pick<Problem, 'line' | 'message' | 'spot' | 'length' | 'column'> {
  const { line, column, reason } = error as { line?: number; column?: number; reason?: string };
  const text = reason ?? String(error);
  // `(22:4-22:29)`: where the tag an error names starts.
  const [, mentionedLine, mentionedColumn] = /\((\d+):(\d+)/.exec(text) ?? [];
  const where = line ?? (mentionedLine ? Number(mentionedLine) : bodyLine);
  const lineText = padded.split('\n')[where - 1] ?? '';
  // `{{agencyTarget.deadline}}` is no expression MDX can read: say what the editor meant instead.
  const placeholder = PLACEHOLDER_IN_LINE.exec(lineText);
  if (placeholder?.[1])
    return {
      line: where,
      message: placeholderMessage(placeholder[1], Boolean(placeholder[2])),
      spot: placeholder[0],
      length: placeholder[0].length,
    };
  if (/closing brace for `\{`/.test(text)) return { line: where, message: UNCLOSED_BRACE, spot: '{' };
  if (/^Unexpected (?:character `<`|end of file) \S* ?(?:before|after|in) attribute/.test(text)) {
    const unfinished = unfinishedTag(padded.split('\n'), where, bodyLine);
    if (unfinished) return unfinished;
  }
  const opened = Number(mentionedColumn ?? 1);
  const component = componentMessage(text, lineText, column ?? 1, opened);
  // A closing-tag error is marked at the tag it names, a stray closing tag at its `<`; the others where MDX stopped.
  const at = /^Expected a closing tag/.test(text)
    ? opened
    : /^Unexpected closing slash/.test(text)
      ? (column ?? 2) - 1
      : column;
  if (component) return { line: where, message: component, ...(at ? { column: at } : {}) };
  return {
    line: where,
    message: `MDX 语法错误：${text}（常见原因：标签没有闭合，或正文里的 { } < 需要转义）(MDX syntax error)`,
  };
}
