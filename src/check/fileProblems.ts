import { lineOf } from './parse/lines';
import { IMAGES_DIR } from '../content/collections';
import { checkBody } from './body/checkBody';
import { CLAIMS_FILE } from './fileContext';
import { BODY_FIELD, formatPath, type Problem } from './problem';
import { withFrames } from './report/codeFrame';
import { didYouMean } from './report/suggest';
import {
  checkClaimRef,
  checkClaimText,
  checkClaimValue,
  checkFigureBasis,
  checkTargetLabel,
  staleClaim,
} from './rules/claimChecks';
import { claimYearProblems, presentTenseProblems, typedFigureProblems } from './rules/figures';
import { glossaryProblems } from './rules/glossary';
import { searchLengthProblems } from './rules/searchLengths';
import { claimLabelLength, lengthProblems, totalLengthProblems } from './rules/textLength';
import { otherTexts, shapeProblems } from './rules/textShape';
import { typographyProblems } from './rules/typography';
import { visibleTexts } from './rules/visibleText';
import { expiryProblems, isStaleClaimWarning } from './rules/expiry';
import { invisibleFields } from './rules/invisible';
import { unconfirmedFields } from './rules/unconfirmed';
import type { FileContext, ReadFile } from './types';

/**
 * Every problem of one read file, with its code frame: those of its YAML and schema, then every rule
 * that needs the claims, the glossary or the images. The terminal's check and the editor's (checkFile.ts) run it.
 */
export function fileProblems(read: ReadFile, context: FileContext): Problem[] {
  const { entry, readable } = read;
  if (!entry) return read.problems;
  const { file, parsed } = entry;
  const isClaims = file === CLAIMS_FILE;
  // claims.md is judged by what it says now: its context's index is made from this very text (the terminal's
  // contextFrom, the editor's checkText), not from the copy the other files' context came from.
  const { claims, glossary, images, titleTemplate } = context;
  const problems = [...read.problems];
  if (entry.valid !== undefined) {
    problems.push(...unconfirmedFields(entry).problems);
    for (const leaf of entry.leaves) {
      const line = () => leaf.line;
      const field = formatPath(leaf.path);
      if (leaf.kind === 'image' && typeof leaf.value === 'string' && !images.includes(leaf.value))
        problems.push({
          file,
          line: line(),
          field,
          message: `找不到图片文件 "${leaf.value}"，${didYouMean(leaf.value, images)}请放到 content/${IMAGES_DIR}/ (image file not found)`,
          form: `找不到图片文件 "${leaf.value}"，${didYouMean(leaf.value, images)}请点“选择图片”从已有的图片里选一张，或先上传这张图片`,
          severity: 'error',
          // The marker goes under the name that is wrong, not under the key.
          spot: leaf.value,
        });
      if (typeof leaf.value !== 'string') continue;
      // A claim is referenced either as a whole field (`figures: [staff]`) or inside text (`{{staff}}`).
      const findings =
        leaf.kind === 'claim' ? checkClaimRef(leaf.value, undefined, claims) : checkClaimText(leaf.value, claims);
      for (const finding of findings)
        // A target's label naming its own deadline is not a second place where the target is stale;
        // elsewhere the expiry check (expiry.ts) speaks for an expired target, once per place.
        if (!(isClaims && finding.severity === 'warning') && !isStaleClaimWarning(finding))
          problems.push({ file, line: line(), field, ...finding });
    }
  }
  const body = readable ? checkBody(file, parsed, claims) : undefined;
  if (body) problems.push(...body.problems.filter((found) => !isStaleClaimWarning(found)));
  if (claims && !isClaims && readable) problems.push(...expiryProblems(entry, claims));

  if (isClaims && claims)
    for (const [id, claim] of Object.entries(claims.claims)) {
      const at = (field: string) => ({
        file,
        line: lineOf(parsed, ['claims', id, field]),
        field: `claims.${id}.${field}`,
      });
      if (claims.stale.has(id)) problems.push({ ...at('deadline'), message: staleClaim(id), severity: 'warning' });
      for (const finding of checkTargetLabel(id, claim)) problems.push({ ...at('label'), ...finding });
      for (const finding of checkClaimValue(claim, claims.shown.get(id))) problems.push({ ...at('value'), ...finding });
      for (const finding of claimLabelLength(claims.labels.get(id))) problems.push({ ...at('label'), ...finding });
      // Said at the claim's own line: the field it lacks has no line yet.
      for (const finding of checkFigureBasis(id, claim, claims))
        problems.push({ file, line: lineOf(parsed, ['claims', id]), field: `claims.${id}`, ...finding });
    }

  if (!readable) return withFrames(problems, parsed.source);
  // A body the body check could not walk (a syntax error; nested too deep, where the copy checks' walks would
  // overflow) has no text the copy checks can tell from its markup.
  // A walked body is read without the markup the body check blanked: a comment's words are nobody's copy.
  const copy = body ? { ...entry, parsed: { ...parsed, body: body.walked ? body.text : '' } } : entry;
  problems.push(...invisibleFields([copy]));
  // A body line the body check refused (a # heading, HTML) is one mistake: its typography is not judged too.
  const refused = new Set(problems.filter((problem) => problem.field === BODY_FIELD).map((problem) => problem.line));
  // The copy checks read text as visitors do, figures filled in: without readable claims every sentence
  // with a figure would look wrong, so claims.md's own error stays the one message. Fields that failed
  // their schema are left to the schema check; the body is still read.
  if (claims) {
    const texts = visibleTexts([copy], claims);
    const shape = shapeProblems(texts, claims);
    const copyProblems = [
      ...shape,
      ...typographyProblems(otherTexts(texts, shape)),
      ...glossaryProblems(texts, glossary),
      ...claimYearProblems(texts, claims),
      ...presentTenseProblems(texts, claims),
      ...typedFigureProblems(texts, claims),
      ...searchLengthProblems(texts, titleTemplate),
      ...lengthProblems(texts),
      ...totalLengthProblems(copy, texts),
    ];
    problems.push(...copyProblems.filter((problem) => problem.field !== BODY_FIELD || !refused.has(problem.line)));
  }
  return withFrames(problems, parsed.source);
}
