import { LIMITS } from '../../content/frontmatter/limits';
import type { Refusal } from '../../content/frontmatter/read';
import { BODY_FIELD, YAML_FIELD } from '../problem';

/** The words for a file refused unread (src/content/frontmatter/read.ts): one message, at the place, saying what to do. */

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : kb(bytes));

const FIELDS: Record<Refusal['kind'], string> = {
  language: '(文件开头 front matter)',
  size: '(文件 file)',
  depth: YAML_FIELD,
  aliases: YAML_FIELD,
  bodyDepth: BODY_FIELD,
};

export const refusalField = (refusal: Refusal): string => FIELDS[refusal.kind];

/** Also said by the body check when the parsed body nests too deep (checkBody.ts). */
export const BODY_TOO_DEEP = `正文一层套一层，太深了：到这里已经超过 ${LIMITS.depth} 层（每个引用 >、列表 -、加粗 **、没有结束的组件 <Note> 和括号 ( [ { 都算一层），网站没有读这个文件。请删掉多余的 >、-、**、标签或括号 (body nested deeper than ${LIMITS.depth} levels)`;

export function refusalMessage(refusal: Refusal): string {
  switch (refusal.kind) {
    case 'language':
      return `内容文件只能用 YAML 写开头的字段：第一行的 --- 后面多了“${refusal.language}”，网站不会按它读这个文件，也不会运行里面的任何程序。请删掉“${refusal.language}”，让第一行只有 ---，两行 --- 之间的字段按“字段名: 文字”写（见 docs/字段说明.md） (front matter must be YAML: delete "${refusal.language}" after the opening ---)`;
    case 'size':
      return `文件太大：有 ${size(refusal.bytes)}，内容文件最大 ${kb(LIMITS.fileBytes)}（一个页面的文件通常只有几 KB），网站没有读它。请看看是不是把别的文件（图片、表格、导出的数据）存成了这个文件：图片请放进 content/images/，文字请删到这一页需要的部分 (file too large: ${size(refusal.bytes)}, limit ${kb(LIMITS.fileBytes)})`;
    case 'depth':
      return `字段一层套一层，太深了：到这里已经超过 ${LIMITS.depth} 层，内容文件最多 ${LIMITS.depth} 层（网站的字段用不到这么深），网站没有读这个文件。请检查是不是多写了方括号 [ 或花括号 {，或者缩进越来越深；每个字段怎么写见 docs/字段说明.md (nested deeper than ${LIMITS.depth} levels)`;
    case 'bodyDepth':
      return BODY_TOO_DEEP;
    case 'aliases':
      return `YAML 引用（& 和 *）太多：从这里开始的 * 引用会层层展开成极多的文字，网站没有读这个文件。内容文件用不到引用：请删掉以 & 和 * 开头的引用，把文字直接写出来；文字本身以 * 或 & 开头时，请给整段文字加上英文双引号 (YAML aliases expand more than ${LIMITS.aliases} times)`;
  }
}
