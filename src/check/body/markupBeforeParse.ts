import { EDITOR_COMPONENTS } from '../../content/mdxAllowed';
import { notInBody } from './bodySyntax';

export const UNSAFE_URL = /^\s*(javascript|data|vbscript):/i;
export const unsafeLink = (url: string) => `不允许 javascript: 或 data: 链接 "${url}" (unsafe link)`;

/** An HTML tag as editors paste it: lower-case name (components start upper-case), with or without quotes. */
const HTML_TAG = /<\/?([a-z][a-z0-9]*)(?=[\s/>])[^<>]*>?/g;
/** To its end or, unclosed, to the end of the body. */
const HTML_COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
/** CommonMark's `<https://…>`, `<mailto:…>` and `<name@host>`: to MDX, a tag it cannot read. */
const AUTOLINK = /<([a-z][a-z0-9+.-]{1,31}:[^\s<>]*|[\w.!#$%&'*+/=?^`{|}~-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*)>/gi;

/** A `<` that starts nothing a body may hold (a component, or a tag, comment or link found above): `<30 分钟`, `<<书名>>`. */
const STRAY_LT = /<(?![\sA-Za-z/!])/g;
export const STRAY_LT_MESSAGE =
  '正文里的“<”后面紧跟着文字时，会被当成组件的开头，页面读不出来。表示“小于”请在 < 后面加一个空格（例如 < 30 分钟）或写“少于”；书名请用书名号《》 (stray "<" in the body)';

/** `<claim …>` is the editor's Claim with its capital lost, not HTML: say so. */
function htmlTagMessage(name: string): string {
  const component = Object.keys(EDITOR_COMPONENTS).find((known) => known.toLowerCase() === name.toLowerCase());
  return component
    ? `组件名要以大写字母开头：请把 <${name} 改成 <${component}（大小写要和“正文里可以用的组件”里写的一样）(component names start with a capital letter)`
    : notInBody('html', `<${name}>`);
}

export const blank = (text: string) => text.replace(/[^\n]/g, ' ');

/** The line with its components' quoted attribute values blanked: `<Note title="费用<100元">` holds no stray `<`. */
function outsideAttributes(line: string): string {
  let out = '';
  let inTag = false;
  let inQuote = false;
  // By UTF-16 unit, so the result's indices are the line's.
  for (let index = 0; index < line.length; index++) {
    const char = line[index] ?? '';
    if (inQuote) inQuote = char !== '"';
    else if (inTag) [inTag, inQuote] = [char !== '>', char === '"'];
    else inTag = char === '<' && /[A-Z]/.test(line[index + 1] ?? '');
    out += inQuote && char !== '"' ? ' ' : char;
  }
  return out;
}

/**
 * Finds what an editor writes from HTML or other Markdown before the MDX parser sees it: to MDX an HTML tag,
 * an HTML comment or a link in angle brackets is a syntax error in English, and the editor would learn only
 * after more rounds what the body allows. Each is reported (`index`: 0-based line of the body, `spot`: the
 * text the marker goes under, `length` of it marked) and blanked with its newlines kept, so the parser still checks the rest of
 * the body in the same run. Comments go first, with any tags inside them.
 */
export function blankMarkup(
  body: string,
  report: (index: number, message: string, spot: string, length?: number) => void,
): string {
  const uncommented = body.replace(HTML_COMMENT, (comment: string, offset: number) => {
    report(body.slice(0, offset).split('\n').length - 1, notInBody('comment'), comment.split('\n')[0] ?? comment);
    return blank(comment);
  });
  const lines = uncommented.split('\n').map((line, index) => {
    const linked = line.replace(AUTOLINK, (written, address: string) => {
      const link = address.includes(':') ? `[链接文字](${address})` : `[${address}](mailto:${address})`;
      report(
        index,
        UNSAFE_URL.test(address) ? unsafeLink(address) : notInBody('autolink', '', `请写成 ${link}`),
        written,
      );
      return blank(written);
    });
    let reported = false;
    const untagged = linked.replace(HTML_TAG, (tag, name: string) => {
      // `<div>…</div>` is one mistake: one message a line, at its first tag.
      if (!reported) report(index, htmlTagMessage(name), tag);
      reported = true;
      return blank(tag);
    });
    // `<<重要>>` is one mistake too: one message a line, at its first `<`.
    const scanned = outsideAttributes(untagged);
    const stray = STRAY_LT.exec(scanned);
    STRAY_LT.lastIndex = 0;
    if (!stray) return untagged;
    // The rest of the line from there, so the marker finds this `<`, not an earlier one; it marks the `<` alone.
    report(index, STRAY_LT_MESSAGE, untagged.slice(stray.index), 1);
    return [...scanned.matchAll(STRAY_LT)].reduce(
      (text, { index: at }) => `${text.slice(0, at)} ${text.slice(at + 1)}`,
      untagged,
    );
  });
  return lines.join('\n');
}
