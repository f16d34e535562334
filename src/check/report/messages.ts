import type { core } from 'zod';
import type { FieldKind } from '../../content/schemas/fields';

const TYPE_NAMES: Record<string, string> = {
  string: '文字 (text)',
  number: '数字 (number)',
  boolean: '是/否 (boolean)',
  object: '一组字段 (object)',
  array: '列表 (list)',
  record: '一组字段 (object)',
};

const typeName = (type: string) => TYPE_NAMES[type] ?? type;
/** The form's words for a type: the Chinese alone. */
const chineseOnly = (name: string) => name.replace(/\s*\([^()]*\)$/, '');
const englishType = (input: unknown) => (input === null ? 'null' : Array.isArray(input) ? 'list' : typeof input);
const describeInput = (input: unknown) =>
  input === null ? '空值 (null)' : typeName(Array.isArray(input) ? 'array' : typeof input);

/** `这个列表要有 2–8 项，现在有 9 项：请删掉 1 项` — the range and what to do about it. */
function rangeMessage(range: readonly [number, number], count: number): string {
  const [min, max] = range;
  const fix = count > max ? `请删掉 ${count - max} 项` : `请再加 ${min - count} 项`;
  return `这个列表要有 ${min}–${max} 项，现在有 ${count} 项：${fix} (list needs ${min}–${max} items, has ${count})`;
}

/** Chinese-first message for one schema issue; `range` for lists whose length is the editor's choice. */
export function issueMessage(issue: core.$ZodIssue, kind?: FieldKind, range?: readonly [number, number]): string {
  if (range && (issue.code === 'too_small' || issue.code === 'too_big') && Array.isArray(issue.input))
    return rangeMessage(range, issue.input.length);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return `缺少必填字段 (required field is missing)`;
      return `应为${typeName(issue.expected)}，实际是${describeInput(issue.input)} (expected ${issue.expected}, got ${englishType(issue.input)})`;
    case 'too_small':
      if (issue.origin === 'string') return `不能为空 (must not be empty)`;
      if (issue.origin === 'array' && issue.exact)
        return `必须正好有 ${String(issue.minimum)} 项 (must have exactly ${String(issue.minimum)} items)`;
      return `至少需要 ${String(issue.minimum)} 项 (needs at least ${String(issue.minimum)})`;
    case 'too_big':
      if (issue.origin === 'array' && issue.exact)
        return `必须正好有 ${String(issue.maximum)} 项 (must have exactly ${String(issue.maximum)} items)`;
      return `最多 ${String(issue.maximum)} 项 (at most ${String(issue.maximum)})`;
    case 'invalid_format':
      return formatMessage(issue.input, kind);
    case 'invalid_key':
      return `编号只能用英文字母和数字，并以小写字母开头 (id must be letters and digits, starting lower-case)`;
    case 'invalid_union':
      // A field written one of two ways (a claim's `asOf`: a year or a day) says both, in the editor's words.
      if (kind && FORMAT_HINTS[kind]) return formatMessage(issue.input, kind);
      return `${issue.message} (invalid value)`;
    case 'invalid_value':
      return `只能是 ${issue.values.map((v) => JSON.stringify(v)).join('、')} 之一 (must be one of these values)`;
    case 'unrecognized_keys':
      return `未知字段 (unknown field)`;
    default:
      return `${issue.message} (invalid value)`;
  }
}

const FORMAT_HINTS: Record<string, string> = {
  url: '应为以 http:// 或 https:// 开头的网址 (expected an http(s) address)',
  qr: '应为以 http:// 或 https:// 开头的网址 (expected an http(s) address)',
  phone: '只能包含数字和连字符，例如 400-000-0000 (digits and hyphens only)',
  anchor: '只能用小写英文字母、数字和连字符，例如 travel-agency (lower-case letters, digits and hyphens)',
  date: '日期应写成 2024-12-31 的格式 (expected a date like 2024-12-31)',
  asOf: '统计时间写年份（例如 2023）或日期（例如 2024-06-30） (expected a year like 2023 or a date like 2024-06-30)',
};

/**
 * The naming rule of `image()` in schemas/fields.ts (the build names its output after the file, so only
 * URL-safe names): rename the file if it is there, else name the new one by the rule.
 */
/** What the form says of a schema issue whose message carries English inside it, not only after it. */
export function issueForm(issue: core.$ZodIssue): string | undefined {
  if (issue.code !== 'invalid_type' || issue.input === undefined) return undefined;
  const input =
    issue.input === null ? '空值' : chineseOnly(typeName(Array.isArray(issue.input) ? 'array' : typeof issue.input));
  return `应为${chineseOnly(typeName(issue.expected))}，实际是${input}`;
}

/** The naming rule in the form, where a picture is uploaded, not put into a folder. */
export function imageNameForm(name: string): string {
  return `图片文件名 "${name}" 不符合命名规则：只能用英文字母、数字、减号 -、下划线 _ 和点 .（不能有中文和空格），以 .svg、.png、.jpg、.jpeg、.webp 或 .avif 结尾。请在电脑上把图片改名（例如 case-photo.png），再上传`;
}

export function imageNameMessage(name: string, exists: boolean): string {
  const todo = exists
    ? `请把 content/images/ 里的“${name}”改名（例如 case-photo.png），再把这里改成新名字`
    : '请按这个规则给图片起名（例如 case-photo.png），放进 content/images/，再把这里改成新名字';
  return `图片文件名 "${name}" 不符合命名规则：只能用英文字母、数字、减号 -、下划线 _ 和点 .（不能有中文和空格），以 .svg、.png、.jpg、.jpeg、.webp 或 .avif 结尾。${todo} (image file names may use only letters, digits, "-", "_" and ".")`;
}

function formatMessage(input: unknown, kind?: FieldKind): string {
  const value = typeof input === 'string' ? `"${input}" ` : '';
  const hint = (kind && FORMAT_HINTS[kind]) ?? '(invalid format)';
  return `格式不正确${value ? ` ${value.trim()}` : ''}：${hint}`;
}

/** Every error code of the `yaml` package in plain Chinese with the concrete fix, the English original after it. */
const EXPLAIN: Record<string, string> = {
  BAD_INDENT: '缩进不对：这一行和同一层的其他行没有左边对齐。同一层的字段要对齐，每深一层多缩进 2 个空格',
  BAD_COLLECTION_TYPE: '缩进不对：这一行和同一层的其他行没有左边对齐。同一层的字段要对齐，每深一层多缩进 2 个空格',
  BLOCK_AS_IMPLICIT_KEY:
    '这一行里出现了第二个“冒号+空格”，或者这一行比上一层多缩进了。文字里有“: ”时请给整段文字加上英文双引号；否则检查缩进',
  MULTILINE_IMPLICIT_KEY: '上一个字段没有写完：检查字段名后面是不是英文冒号加空格“: ”，以及这一行的缩进',
  MISSING_CHAR: '少了一个字符：引号没有配对，或者字段名后面少了英文冒号“:”',
  TAB_AS_INDENT: '缩进里有 Tab 制表符，YAML 只认空格。请把 Tab 换成空格，每深一层 2 个',
  DUPLICATE_KEY: '同一个字段写了两次，请删掉其中一个',
  BAD_DQ_ESCAPE: '双引号里的反斜杠“\\”后面跟了不认识的字符。要写反斜杠本身请写两个“\\\\”，或者改用单引号',
  BAD_SCALAR_START: '文字不能以 @ 或 ` 开头。请给整段文字加上英文双引号',
  BAD_ALIAS: '文字不能以 * 开头（YAML 会把它当成引用）。请给整段文字加上英文双引号',
  ALIAS_PROPS: '文字不能以 * 或 & 开头。请给整段文字加上英文双引号',
  MULTIPLE_ANCHORS: '文字不能以 & 开头。请给整段文字加上英文双引号',
  MULTIPLE_TAGS: '文字不能以 ! 开头。请给整段文字加上英文双引号',
  BAD_PROP_ORDER: '文字不能以 & 或 ! 开头。请给整段文字加上英文双引号',
  TAG_RESOLVE_FAILED: '文字不能以 ! 开头。请给整段文字加上英文双引号',
  BAD_DIRECTIVE: '行首不能是 %。请给整段文字加上英文双引号',
  MULTIPLE_DOCS: '文件开头的 --- 和结尾的 --- 之间又出现了一行 ---。请删掉多余的 ---',
  BLOCK_IN_FLOW: '方括号 [ ] 或花括号 { } 里不能换行写列表。文字以 [ 或 { 开头时请加上英文双引号',
  UNEXPECTED_TOKEN: '这里有一个 YAML 不认识的符号。文字以 [ { , 或 ] 开头、或含有 #、: 时，请给整段文字加上英文双引号',
  NON_STRING_KEY: '字段名只能是文字。文字以 [ 或 { 开头时请加上英文双引号',
  KEY_OVER_1024_CHARS: '这一行太长，看起来是冒号放错了位置：字段名后面要紧跟英文冒号和空格',
  RESOURCE_EXHAUSTION: '引用（* 和 &）太多了。文字以 * 或 & 开头时请加上英文双引号',
  IMPOSSIBLE: '这里的格式无法读取，请检查这一行的缩进、冒号和引号',
};

/** `YAML 格式错误：<explanation> (YAML: <original>)` */
export function yamlMessage(code: string, original: string): string {
  const explanation = EXPLAIN[code] ?? EXPLAIN.IMPOSSIBLE;
  return `YAML 格式错误：${explanation ?? ''} (YAML: ${original})`;
}
