import { lineOf } from '../parse/lines';
import type { ClaimIndex } from '../../content/claimIndex';
import { targetUses } from '../../content/show';
import { BODY_FIELD, formatPath, type Problem } from '../problem';
import { FORM_PLACES } from '../report/formWords';
import { CLAIM_TAG, type LoadedFile } from './visibleText';

/** The form names the field; the terminal also names the lists that can hold a target. */
const cannotHide = (id: string): Pick<Problem, 'message' | 'form'> => ({
  message: `这里引用了目标数据 "${id}"。目标过了截止日期要从页面上撤下，但这里撤不下来（必填字段、整个板块或正文）。请把这句话写成列表里的一项（例如 features 的一项、figures 里的编号），或不在这里提目标 (target in a place that cannot be hidden when it expires)`,
  form: `这里引用了目标数据 "${id}"。目标过了截止日期要从页面上撤下，但这里撤不下来（必填字段、整个板块或正文）。请把这句话写成列表里的一项，或不在这里提目标`,
});

/** The terminal names the item by its path; the form's field is already in it. */
const hidden = (id: string, deadline: string, unit: string): Pick<Problem, 'message' | 'form'> => ({
  message: `目标 "${id}" 的截止日期 ${deadline} 已过，${unit} 这一项已不在页面上显示。请在 content/claims.md 给出新的目标和截止日期，或删掉这一项 (expired target: the item is hidden from the page)`,
  form: `目标 "${id}" 的截止日期 ${deadline} 已过，这一项已不在页面上显示。请在${FORM_PLACES.claims}里给出新的目标和截止日期，或删掉这一项`,
});

/**
 * Targets in one file: an expired target in an item the build drops is one warning per
 * item; in a place that cannot leave the page (a required field, a section, the body) it is an error
 * from the day it is written, so no page keeps a passed target nor breaks the build on the day.
 */
export function expiryProblems(
  { file, parsed, schema, valid }: LoadedFile,
  { claims, stale: expired, targets }: ClaimIndex,
): Problem[] {
  const problems: Problem[] = [];
  const warned = new Set<string>();
  if (valid !== undefined)
    for (const use of targetUses(schema, valid, targets)) {
      const at = { file, line: lineOf(parsed, use.path), field: formatPath(use.path) };
      if (!use.unit) {
        for (const id of use.ids) problems.push({ ...at, ...cannotHide(id), severity: 'error' });
        continue;
      }
      const unit = formatPath(use.unit);
      const id = use.ids.find((candidate) => expired.has(candidate));
      // One warning per item that left the page, however many of its fields named the target.
      if (!id || warned.has(unit)) continue;
      warned.add(unit);
      problems.push({ ...at, ...hidden(id, String(claims[id]?.deadline), unit), severity: 'warning' });
    }
  parsed.body.split('\n').forEach((text, index) => {
    for (const match of text.matchAll(CLAIM_TAG)) {
      const id = match[1] ?? '';
      if (targets.has(id))
        problems.push({
          file,
          line: parsed.bodyLine + index,
          field: BODY_FIELD,
          ...cannotHide(id),
          severity: 'error',
          spot: match[0],
        });
    }
  });
  return problems;
}

/** The stale-claim warning of a place this module already speaks for (one place, one message). */
export const isStaleClaimWarning = (problem: Pick<Problem, 'message' | 'severity'>) =>
  problem.severity === 'warning' && problem.message.endsWith('(claim deadline has passed)');
