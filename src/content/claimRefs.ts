/**
 * `{{claimId}}` in frontmatter text (DESIGN §6), read here by the check and the pages alike. `{{id.deadline}}` is
 * a target's date as words ("2024 年底"), so moving a deadline moves every sentence that mentions it.
 */
export const CLAIM_REF = /\{\{\s*([^{}\s]+)\s*\}\}/g;

export type TextPart = { kind: 'text'; text: string } | { kind: 'claim'; id: string; field?: string };

/** What a reference may name after the dot: a target's `deadline`; `asOf`, when a figure was counted. */
export const CLAIM_FIELDS = ['deadline', 'asOf'] as const;

export function parseClaimRef(ref: string): { id: string; field?: string } {
  const [id = '', field] = ref.split('.', 2);
  return field === undefined ? { id } : { id, field };
}

export function splitClaimRefs(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(CLAIM_REF)) {
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    parts.push({ kind: 'claim', ...parseClaimRef(match[1] ?? '') });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** A target with a deadline is stale from the day after its deadline, in China's time zone. */
export function isStale(deadline: string | undefined, today: Date): boolean {
  if (!deadline) return false;
  // Swedish date format is ISO (YYYY-MM-DD).
  return today.toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' }) > deadline;
}

/** A deadline as the page says it: `2024-12-31` → `2024 年底`, `2025-06-30` → `2025 年 6 月底`, else `2025 年 6 月 15 日`. */
export function deadlineText(deadline: string): string {
  const [year, month, day] = deadline.split('-').map(Number) as [number, number, number];
  if (!year || !month || !day) return deadline;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month === 12 && day === 31) return `${year} 年底`;
  if (day === lastDay) return `${year} 年 ${month} 月底`;
  return `${year} 年 ${month} 月 ${day} 日`;
}

/** When a figure was counted, as the page says it: `2023` → `2023 年度`, `2024-06-30` → `截至 2024 年 6 月底`. */
export function asOfText(asOf: string | number): string {
  const written = String(asOf);
  return /^\d{4}$/.test(written) ? `${written} 年度` : `截至 ${deadlineText(written)}`;
}

/** The year of a figure's date: `2023` and `2023-06-30` are both 2023's. */
export const asOfYear = (asOf: string | number): string => String(asOf).slice(0, 4);
