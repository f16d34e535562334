import { BODY_FIELD, type Problem } from '../problem';
import type { RawClaims, VisibleText } from './visibleText';

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
 * A figure the claims file holds, typed into a sentence by hand (issue 20): it does not move when
 * claims.md changes, and `24 小时` cannot say whether it is the customer service's hours or the
 * ticketing hours. One warning per figure and field, naming the claims it may stand for.
 */
export function typedFigureProblems(texts: readonly VisibleText[], claims: RawClaims): Problem[] {
  const patterns = Object.entries(claims).flatMap(([id, claim]) => {
    const pattern =
      claim && claim.value !== undefined
        ? typedPattern(String(claim.value), typeof claim.unit === 'string' ? claim.unit : '')
        : null;
    return pattern ? [{ id, pattern, label: (claim as { label?: unknown }).label }] : [];
  });
  const problems: Problem[] = [];
  for (const text of texts) {
    const found = new Map<string, { id: string; label: unknown }[]>();
    for (const part of text.parts) {
      if (part.kind !== 'text') continue;
      for (const { id, pattern, label } of patterns) {
        const typed = pattern.exec(part.text)?.[0];
        if (typed) found.set(typed, [...(found.get(typed) ?? []), { id, label }]);
      }
    }
    const body = text.field === BODY_FIELD;
    for (const [typed, matches] of found) {
      const refs = matches
        .map(({ id, label }) => {
          const ref = body ? `<Claim id="${id}" />` : `{{${id}}}`;
          return typeof label === 'string' && label ? `${ref}（${label}）` : ref;
        })
        .join(' 或 ');
      problems.push({
        file: text.file,
        line: text.line,
        field: text.field,
        message: `这里直接写了数字“${typed}”，content/claims.md 里已有这个数字：请改写成 ${refs}，改数字时全站才会一起改 (figure typed by hand: reference the claim)`,
        severity: 'warning',
        spot: typed,
      });
    }
  }
  return problems;
}
