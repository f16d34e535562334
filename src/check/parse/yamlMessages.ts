/** Every error code of the `yaml` package in plain Chinese with the concrete fix; the English original follows in parentheses. */
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
