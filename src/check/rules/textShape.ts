import { CLAIM_FIELDS } from '../../content/claims';
import type { ClaimIndex } from '../../content/claimIndex';
import { BODY_FIELD, type Problem } from '../problem';
import { FORM_PLACES } from '../report/formWords';
import { closest } from '../report/suggest';
import { refOf } from './claimRefs';
import { placeOf, type VisibleText } from './visibleText';

/*
 * Texts whose shape is wrong before their typography is: braces the page would show as typed, a title
 * ending in a colon. One message each: the typography check says nothing more about the text, and
 * content:fix does not half-correct it (`{{ partner Agencies }}` to `{{partner Agencies}}`).
 */

export function shapeProblems(texts: readonly VisibleText[], claims: ClaimIndex): Problem[] {
  return [...claimBraceProblems(texts, claims), ...titleColonProblems(texts), ...markupProblems(texts)];
}

/** The texts none of `problems` is about. */
export function otherTexts(texts: readonly VisibleText[], problems: readonly Problem[]): VisibleText[] {
  const about = new Set(problems.map((problem) => `${problem.file}:${problem.line}:${problem.field}`));
  return texts.filter((text) => !about.has(`${text.file}:${text.line}:${text.field}`));
}

/**
 * A claim reference is `{{partnerAgencies}}`, with or without spaces inside the braces. Anything else
 * made of braces around a name reaches the page as braces: a brace missing or one too many
 * (`{{partnerAgencies}`), single braces (`{partnerAgencies}`), full-width braces from a Chinese IME
 * (`｛｛partnerAgencies｝｝`), a space inside the name. A name in single braces that is not (close to)
 * a claim's is a slot of a template (site.md's `{company}`, `{n}`) and is left alone.
 */
const BRACED = /[{｛]+[^{}｛｝\n]*?[}｝]+|[{｛]+\s*(?:[A-Za-z][\w.]*)?|(?:[A-Za-z][\w.]*\s*)?[}｝]+/;
const SLOT = /\{([A-Za-z]\w*)\}/g;

function claimBraceProblems(texts: readonly VisibleText[], { claims }: ClaimIndex): Problem[] {
  const ids = Object.keys(claims);
  return texts.flatMap((text) => {
    // In a body, braces are a JavaScript expression: the body check refuses them with its own message.
    if (text.field === BODY_FIELD) return [];
    const found = strayBraces(text, ids);
    if (!found) return [];
    const offset = text.source.indexOf(found.written);
    return [
      {
        ...placeOf(text),
        message: found.meant
          ? `“${found.written}”不是完整的数据引用，页面上会原样显示花括号。请写成 {{${found.meant}}}：前后各两个英文花括号，中间是 content/claims.md 里的编号 (malformed claim reference: write {{${found.meant}}})`
          : `“${found.written}”不是数据引用，页面上会原样显示花括号。要显示数字，请写成 {{编号}}（编号见 content/claims.md）；否则删掉花括号 (braces shown as typed)`,
        form: found.meant
          ? `“${found.written}”不是完整的数据引用，页面上会原样显示花括号。请写成 {{${found.meant}}}：前后各两个英文花括号，中间是${FORM_PLACES.claims}里的编号`
          : `“${found.written}”不是数据引用，页面上会原样显示花括号。要显示数字，请写成 {{编号}}（编号见${FORM_PLACES.claims}）；否则删掉花括号`,
        severity: 'error',
        spot: text.source,
        ...(offset > -1 ? { offset, length: found.written.length } : {}),
      },
    ];
  });
}

/** The first braces in a text's own words (outside its references) that would show on the page, and the reference meant. */
function strayBraces(text: VisibleText, ids: readonly string[]): { written: string; meant?: string } | undefined {
  for (const part of text.parts) {
    if (part.kind !== 'text') continue;
    const words = part.text.replace(SLOT, (slot, name: string) =>
      referenceMeant(name, ids) ? slot : ' '.repeat(slot.length),
    );
    const found = BRACED.exec(words);
    if (!found) continue;
    const written = part.text.slice(found.index, found.index + found[0].length).trim();
    const meant = referenceMeant(written.replace(/[{｛}｝\s]/g, ''), ids);
    return { written, ...(meant ? { meant } : {}) };
  }
  return undefined;
}

/** The reference a name stands for: a claim id (with `.deadline` or `.asOf`), or the closest one. */
function referenceMeant(name: string, ids: readonly string[]): string | undefined {
  if (!name) return undefined;
  const { id, field } = refOf(name);
  const known = ids.includes(id) ? id : closest(id, ids);
  if (!known) return undefined;
  return field && (CLAIM_FIELDS as readonly string[]).includes(field) ? `${known}.${field}` : known;
}

/** A colon, Chinese or English, and any spaces after it, at the end of a text. */
const ENDING_COLON = /[：:]\s*$/;

/**
 * A title or a label that ends in a colon shows the colon on the page. Only fields the schemas build
 * with `titleText` (titles, headings, names beside a value, button and link words) are judged: a
 * sentence may end in a colon.
 */
function titleColonProblems(texts: readonly VisibleText[]): Problem[] {
  return texts.flatMap((text) => {
    const colon = text.role === 'title' ? ENDING_COLON.exec(text.source) : null;
    if (!colon) return [];
    const mark = colon[0].trim();
    const without = text.source.replace(ENDING_COLON, '');
    return [
      {
        ...placeOf(text),
        message: `标题和名称的末尾不加冒号，这里的“${mark}”会原样显示在页面上。请删掉末尾的“${mark}”，改为：${without} (title ends in a colon)`,
        severity: 'error',
        // The marker goes under the colon.
        spot: text.source,
        offset: colon.index,
        length: 1,
      },
    ];
  });
}

/**
 * What the body allows, written in a field: fields are plain text, so the page shows it as typed. Each kind
 * with what the text says (`written` is what was typed) and what of it a visitor should read.
 */
const MARKUP = [
  {
    pattern: /<!--[\s\S]*?(?:-->|$)/g,
    say: (written: string) =>
      `这里不能写 HTML 注释，“${written}”会原样显示在页面上。给其他编辑的说明请另起一行，以 # 开头；这里改为：`,
    // The form has no comment lines: only the text to keep.
    sayInForm: (written: string) => `这里不能写 HTML 注释，“${written}”会原样显示在页面上。请删掉它，改为：`,
    en: 'HTML comment shown as typed',
    keep: () => '',
  },
  {
    pattern: /<\/?[A-Za-z][A-Za-z0-9]*(?:\s[^<>]*)?\/?>/g,
    say: (written: string) => `这里不能写 HTML 标签，“${written}”会原样显示在页面上。请删掉它，改为：`,
    en: 'HTML tag shown as typed',
    keep: () => '',
  },
  {
    pattern: /\[([^\]\n]+)\]\([^)\s]*\)/g,
    say: (written: string) => `这里不能写链接，“${written}”会原样显示在页面上。请只留链接的文字，改为：`,
    en: 'link shown as typed',
    keep: (inner: string) => inner,
  },
  {
    pattern: /\*\*([^*\n]+)\*\*/g,
    say: (written: string) =>
      `这里不能加粗（加粗只能用在正文里），“${written}”的星号会原样显示在页面上。请删掉星号，改为：`,
    en: 'bold shown as typed',
    keep: (inner: string) => inner,
  },
] as const;

/** One message a text, at the first markup in it, with the text as it should read: every markup taken out. */
function markupProblems(texts: readonly VisibleText[]): Problem[] {
  return texts.flatMap((text) => {
    // The body has its own rules for all of these (body/markupBeforeParse.ts, checkBody.ts).
    if (text.field === BODY_FIELD) return [];
    const found = MARKUP.flatMap((kind) => [...text.source.matchAll(kind.pattern)].map((match) => ({ kind, match })));
    const first = found.sort((a, b) => a.match.index - b.match.index)[0];
    if (!first) return [];
    const plain = MARKUP.reduce(
      (source, kind) => source.replace(kind.pattern, (_written, inner?: string) => kind.keep(inner ?? '')),
      text.source,
    ).trim();
    const written = first.match[0];
    return [
      {
        ...placeOf(text),
        message: `${first.kind.say(written)}${plain} (${first.kind.en})`,
        form: `${('sayInForm' in first.kind ? first.kind.sayInForm : first.kind.say)(written)}${plain}`,
        severity: 'error',
        spot: text.source,
        offset: first.match.index,
        length: written.length,
      },
    ];
  });
}
