import { asOfYear } from '../../content/claimRefs';
import type { Problem } from '../problem';
import type { RawClaims, VisibleText } from './visibleText';

/** `2023 年服务旅行社`: a claim whose label starts with its year is that year's figure. */
const YEAR_LABEL = /^(\d{4})\s*年(?!底)/;

/**
 * A figure the specification dates (spec §1: "in 2023 it served…") must carry its year wherever
 * it is quoted, or visitors read an old figure as today's (issue 15, item 5). Targets (claims
 * with a deadline) are dated by their deadline instead and left out.
 */
export function claimYearProblems(texts: readonly VisibleText[], claims: RawClaims): Problem[] {
  return texts.flatMap((text) => {
    const missing = new Set<string>();
    for (const part of text.parts) {
      if (part.kind !== 'claim') continue;
      const claim = claims[part.id] as { label?: unknown; deadline?: unknown; asOf?: unknown } | undefined;
      // A whole year's figure (`asOf: 2023`, or a label that starts with its year) is that year's wherever it is quoted.
      const ofYear = /^\d{4}$/.test(String(claim?.asOf ?? '')) ? asOfYear(String(claim?.asOf)) : undefined;
      const year =
        claim && !claim.deadline
          ? (ofYear ?? (typeof claim.label === 'string' ? YEAR_LABEL.exec(claim.label)?.[1] : undefined))
          : undefined;
      if (year && !text.rendered.includes(year)) missing.add(year);
    }
    return [...missing].map((year): Problem => ({
      file: text.file,
      line: text.line,
      field: text.field,
      message: `这里引用的是 ${year} 年的数据，请在句子里写明“${year} 年”，以免读者当成现在的数字 (figure without its year)`,
      severity: 'error',
    }));
  });
}
