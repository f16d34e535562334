import { CLAIM_FIELDS } from '../../content/claims';
import type { ClaimIndex } from '../../content/claimIndex';
import { formLabel } from '../../content/fieldLabel';
import { claimSchema, type Claim } from '../../content/schemas/claims';
import type { Problem } from '../problem';
import { FORM_PLACES } from '../report/formWords';
import { didYouMean } from '../report/suggest';
import { refsIn } from './claimRefs';

/** How the form names a claim's fields (their labels), where the terminal names their keys. */
const box = (key: keyof Claim) => formLabel(claimSchema.shape, key);

/** With a close known id, the likely typo; without, where to define a new one (the form: its claims entry). */
const unknownClaim = (id: string, suggestion = ''): Said => ({
  message: suggestion
    ? `找不到数据编号 "${id}"，${suggestion}如果是新数据，请先在 content/claims.md 中定义 (unknown claim id)`
    : `找不到数据编号 "${id}"，请在 content/claims.md 中定义 (unknown claim id)`,
  form: suggestion
    ? `找不到数据编号 "${id}"，${suggestion}如果是新数据，请先在${FORM_PLACES.claims}里添加`
    : `找不到数据编号 "${id}"，请先在${FORM_PLACES.claims}里添加`,
});

const unknownClaimField = (id: string, field: string) =>
  `数据引用只能写 {{${id}}}（数字）、{{${id}.deadline}}（目标日期）或 {{${id}.asOf}}（统计时间），没有 "${field}" (unknown claim field)`;

const claimWithoutDate = (id: string): Said => ({
  message: `数据 "${id}" 没有统计时间 asOf，不能写 {{${id}.asOf}}。请先在 content/claims.md 给它写上 asOf (claim has no date)`,
  form: `数据 "${id}" 没有统计时间，不能写 {{${id}.asOf}}。请先在${FORM_PLACES.claims}里给它填上${box('asOf')}`,
});

/** A counted figure without the date it holds for (广告法 §11): a warning, so check:release fails on it. */
const figureWithoutDate = (id: string): Said => ({
  message: `数据 "${id}" 没有写统计时间：广告里的数字要写明是哪一年或截至哪一天的。请加一行 asOf，全年的数字写年份（例如 asOf: 2023），某一天的数字写日期（例如 asOf: 2024-06-30）；不知道时请问公司 (figure without its date)`,
  form: `数据 "${id}" 没有写统计时间：广告里的数字要写明是哪一年或截至哪一天的。请填上${box('asOf')}，全年的数字写年份（例如 2023），某一天的数字写日期（例如 2024-06-30）；不知道时请问公司`,
});

/** A counted figure without its source (广告法 §11). */
const figureWithoutSource = (id: string): Said => ({
  message: `数据 "${id}" 没有写数据来源：广告里的数字要写明出处。请加一行 source，例如 source: 公司统计 (figure without its source)`,
  form: `数据 "${id}" 没有写数据来源：广告里的数字要写明出处。请填上${box('source')}，例如：公司统计`,
});

const claimWithoutDeadline = (id: string): Said => ({
  message: `数据 "${id}" 没有截止日期 deadline，不能写 {{${id}.deadline}} (claim has no deadline)`,
  form: `数据 "${id}" 没有截止日期，不能写 {{${id}.deadline}}。请去掉 .deadline，或在${FORM_PLACES.claims}里给它填上${box('deadline')}`,
});

const yearBesideTarget = (year: string, id: string) =>
  `这段文字引用了目标数据 "${id}"，又直接写了年份 "${year}"：目标改期后这里不会跟着变。请把年份换成 {{${id}.deadline}} (year typed beside a target)`;

const labelYearMismatch = (year: string, deadline: string, id: string) =>
  `标签里写的是 ${year} 年，截止日期却是 ${deadline}。请把标签里的年份换成 {{${id}.deadline}} (label names another year than the deadline)`;

export const staleClaim = (id: string) =>
  `数据 "${id}" 的目标截止日期已过，请更新这条数据或改写文字 (claim deadline has passed)`;

type Finding = Pick<Problem, 'message' | 'form' | 'severity' | 'spot'>;
/** A rule's words: the terminal's and, where they differ, the form's (report/formWords.ts). */
type Said = Pick<Problem, 'message' | 'form'>;

/** A year as editors type it into a sentence: 2024 年, 2024 年底, 2024年6月. */
const TYPED_YEAR = /(?:19|20)\d{2}\s*年(?:底|初|中)?/;

/** Problems of one reference `{{id}}` / `{{id.field}}` or `<Claim id>` (null index: judged later, not at all). */
export function checkClaimRef(id: string, field: string | undefined, index: ClaimIndex | null): Finding[] {
  if (!index) return [];
  const claim = index.claims[id];
  if (!claim) return [{ ...unknownClaim(id, didYouMean(id, Object.keys(index.claims))), severity: 'error' }];
  if (field !== undefined && !(CLAIM_FIELDS as readonly string[]).includes(field))
    return [{ message: unknownClaimField(id, field), severity: 'error' }];
  if (field === 'deadline' && !claim.deadline) return [{ ...claimWithoutDeadline(id), severity: 'error' }];
  if (field === 'asOf' && claim.asOf === undefined) return [{ ...claimWithoutDate(id), severity: 'error' }];
  return index.stale.has(id) ? [{ message: staleClaim(id), severity: 'warning' }] : [];
}

/** Every reference in a text field, plus a year typed beside a target's figure. */
export function checkClaimText(text: string, index: ClaimIndex | null): Finding[] {
  const refs = refsIn(text);
  const findings = refs.flatMap((ref) =>
    checkClaimRef(ref.id, ref.field, index).map((finding) => ({
      ...finding,
      spot: `{{${ref.field ? `${ref.id}.${ref.field}` : ref.id}}}`,
    })),
  );
  if (!index) return unique(findings);
  const year = TYPED_YEAR.exec(text)?.[0];
  // A field that already says the deadline through the placeholder means some other year.
  const target = refs.find((ref) => index.claims[ref.id]?.deadline && ref.field === undefined);
  const saysDeadline = refs.some((ref) => ref.field === 'deadline');
  if (year && target && !saysDeadline)
    findings.push({ message: yearBesideTarget(year, target.id), severity: 'warning', spot: year });
  return unique(findings);
}

/** A target's label that names a year other than its deadline's: it went stale when the deadline moved. */
export function checkTargetLabel(id: string, claim: Partial<Claim>): Finding[] {
  const year = /((?:19|20)\d{2})\s*年/.exec(claim.label ?? '')?.[1];
  if (!claim.deadline || !year || claim.deadline.startsWith(year)) return [];
  return [{ message: labelYearMismatch(year, claim.deadline, id), severity: 'warning' }];
}

/**
 * A counted figure states its basis (广告法 §11: data names its source and the period it holds for).
 * Warnings, since only the company can say; `check:release` fails on them, so none is published.
 */
export function checkFigureBasis(id: string, claim: Partial<Claim>, { figures }: ClaimIndex): Finding[] {
  if (!figures.has(id)) return [];
  const findings: Finding[] = [];
  if (claim.asOf === undefined) findings.push({ ...figureWithoutDate(id), severity: 'warning', spot: id });
  if (claim.source === undefined) findings.push({ ...figureWithoutSource(id), severity: 'warning', spot: id });
  return findings;
}

/** `14,000,000`, `1,400`: digits grouped by a comma (ASCII or full-width) every three. */
const THOUSANDS = /\d{1,3}(?:[,，]\d{3})+(?!\d)/;

/**
 * A claim's value as pages show it beside its unit: `value: 14,000,000 张` with `unit: 张` reads
 * "14,000,000 张张" on every page that quotes it. The unit is written once, in `unit`, and the
 * site writes figures without separators (1400 万, 20000).
 */
export function checkClaimValue(claim: Partial<Claim>, shown: string | undefined): Finding[] {
  if (typeof claim.value !== 'string') return [];
  const value = claim.value;
  const unit = typeof claim.unit === 'string' ? claim.unit.trim() : '';
  const grouped = THOUSANDS.exec(value);
  const repeatsUnit = unit !== '' && value.trimEnd().endsWith(unit) && value.trim() !== unit;
  if (!grouped && !repeatsUnit) return [];
  let fixed = grouped
    ? value.replace(new RegExp(THOUSANDS.source, 'g'), (found) => found.replace(/[,，]/g, ''))
    : value;
  if (repeatsUnit) fixed = fixed.trimEnd().slice(0, -unit.length).trimEnd();
  const zh: string[] = [];
  const form: string[] = [];
  const en: string[] = [];
  if (grouped) {
    const said = `数字里写了千位分隔符“${/，/.test(grouped[0]) ? '，' : ','}”，网站上的数字不加分隔符`;
    zh.push(said);
    form.push(said);
    en.push('has thousands separators');
  }
  if (repeatsUnit) {
    const shows = `页面上会显示成“${shown ?? value}”`;
    zh.push(`数字后面又写了单位“${unit}”，单位已经写在 unit: ${unit} 里，${shows}`);
    form.push(`数字后面又写了单位“${unit}”，单位已经写在${box('unit')}里，${shows}`);
    en.push('repeats its unit');
  }
  return [
    {
      message: `${zh.join('；')}。请改为：value: ${fixed} (claim value ${en.join(' and ')})`,
      form: `${form.join('；')}。请在这一栏里改为：${fixed}`,
      severity: 'error',
      spot: grouped ? grouped[0] : value.trimEnd().slice(-unit.length),
    },
  ];
}

/** `{{agencyTarget.deadline}} … {{agencyTarget}}` in one sentence is one stale target, not two. */
function unique(findings: Finding[]): Finding[] {
  return findings.filter(
    (finding, index) => findings.findIndex((other) => other.message === finding.message) === index,
  );
}
