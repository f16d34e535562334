import { CLAIM_FIELDS, parseClaimRef } from '../../content/claimRefs';
import { BODY_FIELD, type Problem } from '../problem';
import { closest } from '../report/suggest';
import type { RawClaims, VisibleText } from './visibleText';

/**
 * Braces the pages would show as typed (issue 29). A claim reference is `{{partnerAgencies}}`, with
 * or without spaces inside the braces (`{{ partnerAgencies }}` is the same reference: template
 * languages accept it, and the pages fill it). Anything else made of braces around a name is not a
 * reference and reaches the page as braces: a brace missing or one too many (`{{partnerAgencies}`),
 * a claim id in single braces (`{partnerAgencies}`), full-width braces from a Chinese IME
 * (`｛｛partnerAgencies｝｝`), a space inside the name. A name in single braces that is not (close to) a
 * claim's is a slot of a template (site.md's `{company}`, `{n}`) and is left alone.
 */
const BRACED = /[{｛]+[^{}｛｝\n]*?[}｝]+|[{｛]+\s*(?:[A-Za-z][\w.]*)?|(?:[A-Za-z][\w.]*\s*)?[}｝]+/;
/** `{company}`, `{n}`: a slot of a template, filled by the page, unless the name is (close to) a claim's. */
const SLOT = /\{([A-Za-z]\w*)\}/g;

export function claimBraceProblems(texts: readonly VisibleText[], claims: RawClaims): Problem[] {
  const ids = Object.keys(claims);
  return texts.flatMap((text) => {
    // In a body, braces are a JavaScript expression: the body check refuses them with its own message.
    if (text.field === BODY_FIELD) return [];
    const found = strayBraces(text, ids);
    if (!found) return [];
    const offset = text.source.indexOf(found.written);
    return [
      {
        file: text.file,
        line: text.line,
        field: text.field,
        message: found.meant
          ? `“${found.written}”不是完整的数据引用，页面上会原样显示花括号。请写成 {{${found.meant}}}：前后各两个英文花括号，中间是 content/claims.md 里的编号 (malformed claim reference: write {{${found.meant}}})`
          : `“${found.written}”不是数据引用，页面上会原样显示花括号。要显示数字，请写成 {{编号}}（编号见 content/claims.md）；否则删掉花括号 (braces shown as typed)`,
        severity: 'error',
        spot: text.source,
        ...(offset > -1 ? { offset, length: found.written.length } : {}),
      },
    ];
  });
}

/** The first braces in a text's own words (outside its references) that would show on the page, and the reference meant. */
export function strayBraces(
  text: VisibleText,
  ids: readonly string[],
): { written: string; meant?: string } | undefined {
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
  const { id, field } = parseClaimRef(name);
  const known = ids.includes(id) ? id : closest(id, ids);
  if (!known) return undefined;
  return field && (CLAIM_FIELDS as readonly string[]).includes(field) ? `${known}.${field}` : known;
}
