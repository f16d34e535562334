import type { ClaimIndex } from '../../content/claimIndex';
import { BODY_FIELD, type Problem } from '../problem';
import { FORM_PLACES } from '../report/formWords';
import { placeOf, type VisibleText } from './visibleText';

/* How the texts quote the figures of claims.md: with their year, their date, and never typed by hand. */

/** A reference as the text's place writes it: `<Claim id="…" />` in a body, `{{…}}` in a field. */
const refIn = (text: VisibleText, id: string) => (text.field === BODY_FIELD ? `<Claim id="${id}" />` : `{{${id}}}`);

/** `2023 年服务旅行社`: a claim whose label starts with its year is that year's figure. */
const YEAR_LABEL = /^(\d{4})\s*年(?!底)/;

/**
 * A figure the specification dates ("in 2023 it served…") carries its year wherever it is
 * quoted, or visitors read an old figure as today's. Targets are dated by their deadline instead.
 */
export function claimYearProblems(texts: readonly VisibleText[], { claims }: ClaimIndex): Problem[] {
  return texts.flatMap((text) => {
    const missing = new Set<string>();
    for (const part of text.parts) {
      if (part.kind !== 'claim') continue;
      const claim = claims[part.id] as { label?: unknown; deadline?: unknown; asOf?: unknown } | undefined;
      // A whole year's figure (`asOf: 2023`, or a label that starts with its year) is that year's wherever it is quoted.
      const ofYear = /^\d{4}$/.test(String(claim?.asOf ?? '')) ? String(claim?.asOf) : undefined;
      const year =
        claim && !claim.deadline
          ? (ofYear ?? (typeof claim.label === 'string' ? YEAR_LABEL.exec(claim.label)?.[1] : undefined))
          : undefined;
      if (year && !text.rendered.includes(year)) missing.add(year);
    }
    return [...missing].map((year): Problem => ({
      ...placeOf(text),
      message: `这里引用的是 ${year} 年的数据，请在句子里写明“${year} 年”，以免读者当成现在的数字 (figure without its year)`,
      severity: 'error',
    }));
  });
}

/** Words that say a figure is today's. */
const PRESENT = /已有|目前|现有|现已|至今|如今/;

/**
 * A figure said in the present tense (已有 4000 余家, 目前覆盖 72 个车站) must show when it was
 * counted, or the sentence makes an old figure today's (广告法 §11). The date shows when the
 * sentence names the year of the claim's `asOf` (best through `{{id.asOf}}`); otherwise the word
 * goes. Service commitments, years and targets are not counted figures and are left out.
 */
export function presentTenseProblems(texts: readonly VisibleText[], index: ClaimIndex): Problem[] {
  return texts.flatMap((text) => {
    const word = PRESENT.exec(text.rendered)?.[0];
    if (!word) return [];
    const ids = new Set(text.parts.flatMap((part) => (part.kind === 'claim' ? [part.id.split('.')[0] ?? ''] : [])));
    return [...ids].flatMap((id): Problem[] => {
      const claim = index.claims[id];
      if (!claim || !index.figures.has(id)) return [];
      const asOf = typeof claim.asOf === 'string' || typeof claim.asOf === 'number' ? claim.asOf : undefined;
      // The year of its date: `2023` and `2023-06-30` are both 2023's.
      if (asOf !== undefined && text.rendered.includes(String(asOf).slice(0, 4))) return [];
      const shows =
        asOf !== undefined
          ? `（显示为“${index.shown.get(`${id}.asOf`) ?? ''}”）`
          : `（先在 content/claims.md 给 ${id} 写上 asOf，问公司是哪一年的数字）`;
      return [
        {
          ...placeOf(text),
          message: `这里用“${word}”把 ${refIn(text, id)} 说成现在的数字，句子里却没写它是什么时候的。请删掉“${word}”，或在句子里写上 ${refIn(text, `${id}.asOf`)}${shows} (figure in the present tense without its date)`,
          severity: 'error',
          spot: word,
        },
      ];
    });
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * How a claim's figure may be typed by hand: `24 小时`, `24小时`, `4000+ 家`, `4000 余家`. The
 * figure must not continue a longer number (`7×24 小时` is not `24 小时`, `2024 年` is not `24 年`).
 */
function typedPattern(value: string, unit: string): RegExp | null {
  const plus = /\+$/.test(value);
  const core = value.replace(/\+$/, '').trim();
  if (!/\d/.test(core)) return null;
  const figure = core.split(/\s+/).map(escape).join('\\s*');
  const after = unit ? `\\s*${escape(unit)}` : '(?![\\d.])';
  return new RegExp(`(?<![\\d×.,:])${figure}${plus ? '(?:\\s*\\+|\\s*余)' : ''}${after}`, 'u');
}

/**
 * A figure of claims.md typed by hand does not move when claims.md changes, and `24 小时` cannot say
 * which claim it is: one warning per figure and field, naming the claims it may stand for.
 */
export function typedFigureProblems(texts: readonly VisibleText[], { claims }: ClaimIndex): Problem[] {
  const patterns = Object.entries(claims).flatMap(([id, claim]) => {
    const pattern =
      claim && claim.value !== undefined
        ? typedPattern(String(claim.value), typeof claim.unit === 'string' ? claim.unit : '')
        : null;
    return pattern ? [{ id, pattern, label: (claim as { label?: unknown }).label }] : [];
  });
  return texts.flatMap((text) => {
    const found = new Map<string, { id: string; label: unknown }[]>();
    for (const part of text.parts) {
      if (part.kind !== 'text') continue;
      for (const { id, pattern, label } of patterns) {
        const typed = pattern.exec(part.text)?.[0];
        if (typed) found.set(typed, [...(found.get(typed) ?? []), { id, label }]);
      }
    }
    return [...found].map(([typed, matches]): Problem => {
      const refs = matches
        .map(({ id, label }) =>
          typeof label === 'string' && label ? `${refIn(text, id)}（${label}）` : refIn(text, id),
        )
        .join(' 或 ');
      return {
        ...placeOf(text),
        message: `这里直接写了数字“${typed}”，content/claims.md 里已有这个数字：请改写成 ${refs}，改数字时全站才会一起改 (figure typed by hand: reference the claim)`,
        form: `这里直接写了数字“${typed}”，${FORM_PLACES.claims}里已有这个数字：请改写成 ${refs}，改数字时全站才会一起改`,
        severity: 'warning',
        spot: typed,
      };
    });
  });
}
