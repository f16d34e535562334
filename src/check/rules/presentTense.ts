import { asOfText, asOfYear } from '../../content/claimRefs';
import { isFigure } from '../../content/claimKinds';
import { BODY_FIELD, type Problem } from '../problem';
import type { RawClaims, VisibleText } from './visibleText';

/** Words that say a figure is today's. */
const PRESENT = /已有|目前|现有|现已|至今|如今/;

/**
 * A figure said in the present tense (已有 4000 余家, 目前覆盖 72 个车站) must show when it was
 * counted, or the sentence makes an old figure today's (issue 31, 广告法 §11). The date shows when
 * the sentence names the year of the claim's `asOf` (best through `{{id.asOf}}`); otherwise the
 * word goes. Service commitments, years and targets are not counted figures and are left out.
 */
export function presentTenseProblems(texts: readonly VisibleText[], claims: RawClaims): Problem[] {
  return texts.flatMap((text) => {
    const word = PRESENT.exec(text.rendered)?.[0];
    if (!word) return [];
    const ids = new Set(text.parts.flatMap((part) => (part.kind === 'claim' ? [part.id.split('.')[0] ?? ''] : [])));
    const body = text.field === BODY_FIELD;
    return [...ids].flatMap((id): Problem[] => {
      const claim = claims[id];
      if (!claim || !isFigure(claim)) return [];
      const asOf = typeof claim.asOf === 'string' || typeof claim.asOf === 'number' ? claim.asOf : undefined;
      if (asOf !== undefined && text.rendered.includes(asOfYear(asOf))) return [];
      const ref = body ? `<Claim id="${id}" />` : `{{${id}}}`;
      const dateRef = body ? `<Claim id="${id}.asOf" />` : `{{${id}.asOf}}`;
      const shows =
        asOf !== undefined
          ? `（显示为“${asOfText(asOf)}”）`
          : `（先在 content/claims.md 给 ${id} 写上 asOf，问公司是哪一年的数字）`;
      return [
        {
          file: text.file,
          line: text.line,
          field: text.field,
          message: `这里用“${word}”把 ${ref} 说成现在的数字，句子里却没写它是什么时候的。请删掉“${word}”，或在句子里写上 ${dateRef}${shows} (figure in the present tense without its date)`,
          severity: 'error',
          spot: word,
        },
      ];
    });
  });
}
