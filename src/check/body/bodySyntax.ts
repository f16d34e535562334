import { EDITOR_COMPONENTS } from '../../content/mdxAllowed';

/**
 * What an editor may write in an MDX body: a closed list. The check rejects everything else, naming
 * what to use instead and repeating this list; the guide's "正文里可以用的组件" shows the same entries
 * (tests/unit/contentGuide.test.ts). Add a construct only once the text pages render it well.
 */
export const BODY_SYNTAX = [
  { name: '小标题', example: '## 合作规则' },
  { name: '更小的标题', example: '### 年度奖励' },
  { name: '列表', example: '- 培训支持' },
  { name: '编号列表', example: '1. 提交申请' },
  { name: '加粗', example: '**年度奖励折算**' },
  { name: '链接', example: '[链接文字](https://…)' },
  { name: '数字', example: '<Claim id="partnerAgencies" />' },
  { name: '提示框', example: '<Note title="入驻流程">……</Note>' },
  { name: '条件列表', example: '<Conditions of="supplier" />' },
] as const satisfies readonly { name: string; example: string }[];

/** The components of the list are exactly the registered editor components. */
const LISTED_COMPONENTS = BODY_SYNTAX.flatMap((entry) => /^<([A-Z]\w*)/.exec(entry.example)?.[1] ?? []);
if (LISTED_COMPONENTS.join() !== Object.keys(EDITOR_COMPONENTS).join())
  throw new Error(
    `BODY_SYNTAX lists ${LISTED_COMPONENTS.join()}, allowed.ts registers ${Object.keys(EDITOR_COMPONENTS).join()}`,
  );

/**
 * Markdown an editor may know from elsewhere that the text pages do not render as meant, by what the
 * editor wrote (`written`), with what to use instead. The keys are what checkBody finds.
 */
export const NOT_IN_BODY = {
  h1: {
    written: '一级标题“# ”',
    instead: '页面的大标题由 heading 字段显示，一页只能有一个；正文里的标题请写“## 小标题”',
    en: 'level-1 heading',
  },
  deepHeading: {
    written: '四级及更小的标题“#### ”',
    instead: '请改用“## 小标题”或“### 更小的标题”',
    en: 'heading level 4 or deeper',
  },
  table: {
    written: '表格',
    instead: '页面不会把它显示成表格，只会是一行竖线。请改成列表，每行一项：- **名称**：说明',
    en: 'table',
  },
  html: {
    written: 'HTML 标签',
    instead: '为了安全，正文里不能写网页代码',
    en: 'HTML tag',
  },
  emphasis: { written: '斜体“*…*”', instead: '中文不用斜体，要强调请用“**加粗**”', en: 'italics' },
  blockquote: { written: '引用“> ”', instead: '要突出一段话请用 <Note>……</Note>', en: 'block quote' },
  code: { written: '代码格式“`…`”', instead: '请直接写文字', en: 'code' },
  image: {
    written: '图片“![…](…)”',
    instead: '正文里不能放图片；页面上的图片写在对应的图片字段里（见 docs/字段说明.md）',
    en: 'image',
  },
  thematicBreak: { written: '分隔线“---”', instead: '请用“## 小标题”分段', en: 'horizontal rule' },
  reference: { written: '引用式链接“[…][…]”', instead: '链接请写成 [链接文字](https://…)', en: 'reference link' },
  // A note to other editors, as in an HTML page: MDX cannot parse it, and the body has no place for notes.
  comment: {
    written: 'HTML 注释“<!-- … -->”',
    instead:
      '页面用不上这段文字。给其他编辑的说明请写在文件开头两行 --- 之间，单独一行，以 # 开头；不要的文字请直接删掉',
    en: 'HTML comment',
  },
  // `instead` is the general rule; the check's message writes the link with the address the editor typed.
  autolink: { written: '尖括号链接“<https://…>”', instead: '请写成 [链接文字](https://…)', en: 'autolink' },
  // Without GFM these show as typed: the tildes, and `[^1]` in the sentence.
  strikethrough: {
    written: '删除线“~~…~~”',
    instead: '页面会原样显示波浪号；不要的文字请直接删掉',
    en: 'strikethrough',
  },
  footnote: { written: '脚注“[^1]”', instead: '页面不会显示成脚注；请把说明直接写进句子里', en: 'footnote' },
} as const satisfies Record<string, { written: string; instead: string; en: string }>;

/** One message for anything outside the list: what was written, what to use instead, and the list. */
export function notInBody(
  kind: keyof typeof NOT_IN_BODY,
  what = '',
  instead: string = NOT_IN_BODY[kind].instead,
): string {
  const { written, en } = NOT_IN_BODY[kind];
  // A Latin word after Chinese takes a space, as everywhere in the site's typography.
  const gap = /^[A-Za-z]/.test(written) ? ' ' : '';
  return `正文里不能用${gap}${written}${what ? ` ${what}` : ''}：${instead}。正文里可以用：${BODY_SYNTAX.map((entry) => entry.example).join('、')} (${en} is not allowed in the body)`;
}

/** What to write instead of a field's `{{…}}` in the body. */
export const placeholderMessage = (id: string, deadline: boolean) =>
  deadline
    ? `正文里不能写 {{${id}.deadline}}：目标的年份只能用在上面的字段里（见编辑指南“目标的年份”）；正文里请把这句话改写成不带年份的说法 (a target's year is only for fields above the body)`
    : `正文里的数字不用 {{${id}}} 写，请写成 <Claim id="${id}" />（{{…}} 只用在上面的字段里）(write a figure in the body as <Claim id="…" />)`;

/** Braces are nothing an editor means in a body: what to write instead. */
export const INSTEAD_OF_BRACES = '要显示括号请用中文括号（）或【】；要插入数字请写 <Claim id="编号" />';
