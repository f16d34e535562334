import { fillPlaceholders } from './fillPlaceholders';
import type { Prose } from './prose';
import type { Claims } from './siteData';

/**
 * Claims: what a `{{claimId}}` in content means, and how it reads on a page, in the one place the
 * pages, the editor's preview and the check all take it from. `{{id.deadline}}` is a target's date as words
 * ("2024 年底"), so moving a deadline moves every sentence that mentions it. No zod here: components use it.
 */
export const CLAIM_REF = /\{\{\s*([^{}\s]+)\s*\}\}/g;

export type TextPart = { kind: 'text'; text: string } | { kind: 'claim'; id: string; field?: string };

/** What a reference may name after the dot: a target's `deadline`; `asOf`, when a figure was counted. */
export const CLAIM_FIELDS = ['deadline', 'asOf'] as const;

/**
 * A counted figure (广告法 §11): what needs a source and a date. A `commitment` (24 小时在线) and a `year` need
 * none (schemas/claims.ts); a target is dated by its deadline.
 */
export const isFigure = (claim: { kind?: unknown; deadline?: unknown } | undefined): boolean =>
  claim !== undefined && (claim.kind === undefined || claim.kind === 'figure') && claim.deadline === undefined;

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

/**
 * The day deadlines are judged against, by the check, the release check and the loaders: today, or the
 * tests' `SITE_TODAY=YYYY-MM-DD` at noon China time (that day in Asia/Shanghai). Without `process` (a bundle), today.
 */
export function contentToday(
  env: Record<string, string | undefined> = typeof process === 'undefined' ? {} : process.env,
): Date {
  const day = env.SITE_TODAY?.trim();
  if (!day) return new Date();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`SITE_TODAY must be YYYY-MM-DD, got "${day}"`);
  return new Date(`${day}T12:00:00+08:00`);
}

/** A target with a deadline is stale from the day after its deadline, in China's time zone. */
export function isStale(deadline: string | undefined, today: Date): boolean {
  if (!deadline) return false;
  // Swedish date format is ISO (YYYY-MM-DD).
  return today.toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' }) > deadline;
}

/** What the loaders and the content check read of each claim: its deadline, if it is a target. */
export type Deadlines = Record<string, { deadline?: unknown } | undefined>;

/** Ids of the claims with a deadline (targets), and of those whose deadline has passed on `today`. */
export function targetIds(claims: Deadlines, today: Date): { targets: Set<string>; expired: Set<string> } {
  const targets = new Set<string>();
  const expired = new Set<string>();
  for (const [id, claim] of Object.entries(claims)) {
    if (typeof claim?.deadline !== 'string' || !claim.deadline) continue;
    targets.add(id);
    if (isStale(claim.deadline, today)) expired.add(id);
  }
  return { targets, expired };
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

/**
 * How a claim reads inside a sentence: `5000+` `家` on a figure card reads `5000 余家`, with the
 * site's space between a figure and the Chinese word after it (`24 小时`), which the typography check enforces.
 */
export function inlineFigure(value: string, unit = ''): string {
  const figure = value.replace(/(\d)\+$/, '$1 余');
  if (!unit) return figure;
  const spaced = /\d$/.test(figure) && /^\p{Script=Han}/u.test(unit);
  return `${figure}${spaced ? ' ' : ''}${unit}`;
}

/** What a reference reads of a claim; the check passes claims.md as written, which may lack any of it. */
export type ClaimFields = { value?: unknown; unit?: unknown; deadline?: unknown; asOf?: unknown };

/**
 * The one place a reference is formatted (pages, the editor's preview, the check): `4000 余家`;
 * `deadline` reads `2024 年底`, `asOf` `2023 年度`; undefined when the claim lacks the field.
 */
export function referenceText(claim: ClaimFields, field?: string): string | undefined {
  if (field === 'deadline') return typeof claim.deadline === 'string' ? deadlineText(claim.deadline) : undefined;
  if (field === 'asOf')
    return typeof claim.asOf === 'string' || typeof claim.asOf === 'number' ? asOfText(claim.asOf) : undefined;
  return inlineFigure(String(claim.value), typeof claim.unit === 'string' ? claim.unit : '');
}

/** Text with each reference claims.md can fill filled, any other left as typed (the check speaks for those). */
export function fillClaimsAsWritten(claims: Readonly<Record<string, ClaimFields | undefined>>, text: string): string {
  return splitClaimRefs(text)
    .map((part) => {
      if (part.kind === 'text') return part.text;
      const claim = claims[part.id];
      return (claim && referenceText(claim, part.field)) ?? `{{${refOf(part)}}}`;
    })
    .join('');
}

/** `partnerAgencies`, `agencyTarget.deadline` as the page reads them; the check has refused any other. */
export function claimLabel(claims: Claims, ref: string): string {
  const { id, field } = parseClaimRef(ref);
  const claim = claims[id];
  if (!claim) throw new Error(`unknown claim: ${id}`);
  const text = referenceText(claim, field);
  if (text === undefined) throw new Error(`claim without ${field ?? 'value'}: ${id}`);
  return text;
}

/** Content text with every `{{claimId}}` replaced by its figure, for attributes and titles. */
export function fillClaims(claims: Claims, text: string): string {
  return splitClaimRefs(text)
    .map((part) => (part.kind === 'text' ? part.text : claimLabel(claims, refOf(part))))
    .join('');
}

/** A `prose` field's text as <Text> renders it: its words, and each figure formatted with its claim's id. */
export function proseOf(claims: Claims, text: string): Prose {
  return splitClaimRefs(text).map((part) =>
    part.kind === 'text' ? { text: part.text } : { claim: part.id, label: claimLabel(claims, refOf(part)) },
  );
}

const refOf = (part: { id: string; field?: string }) => (part.field ? `${part.id}.${part.field}` : part.id);

/** Claims whose labels name their own deadline (`{{agencyTarget.deadline}}合作旅行社目标`) with it filled in. */
export function fillClaimLabels(claims: Claims): Claims {
  return Object.fromEntries(
    Object.entries(claims).map(([id, claim]) => [id, { ...claim, label: fillClaims(claims, claim.label) }]),
  );
}

/**
 * The line under a counted figure's card (广告法 §11): its source and when it was counted, in site.md's
 * `figureBasis`, or the one written; none for commitments, years and targets, which carry their own date or none.
 */
export function claimBasis(claim: Claims[string], template: string): string | undefined {
  if (!isFigure(claim)) return undefined;
  const source = claim.source;
  const asOf = claim.asOf === undefined ? undefined : asOfText(claim.asOf);
  if (source && asOf) return fillPlaceholders(template, { source, asOf });
  return source ?? asOf;
}
