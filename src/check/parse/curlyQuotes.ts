/*
 * Chinese quotes typed where YAML wants its own (`title: “火车票: 综合服务”`) show on the page and
 * protect nothing inside. "Add double quotes" would keep them on the page too, so a text wrapped in
 * them is told both choices: straight quotes instead of them, or around them.
 */

const OPENING = '“‘';
const CLOSING = '”’';

/** The text inside, when `text` is wrapped in a pair of Chinese quotes (either direction, as IMEs slip). */
export function insideCurlyQuotes(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed.length < 2) return undefined;
  const quotes = OPENING + CLOSING;
  return quotes.includes(trimmed[0] ?? '') && quotes.includes(trimmed.at(-1) ?? '') ? trimmed.slice(1, -1) : undefined;
}

/** What the Chinese quotes do, said before the choices. */
export const CURLY_SHOWN = '两边的中文引号“”不是 YAML 的引号，会原样显示在页面上';

/** The two ways to write it, as the line should read after `prefix` (`title: `). */
export const curlyChoices = (prefix: string, inside: string, whole: string) =>
  `请把两边的中文引号换成英文双引号：${prefix}"${inside}"；如果页面上要显示中文引号，就在外面再加一对英文双引号：${prefix}"${whole}"`;
