import { checkFile, CLAIMS_FILE, type FileContext } from '../../check/checkFile';
import { byPriority, type Problem } from '../../check/problem';
import { formFieldFallback, formLine } from '../../check/report/formWords';
import { claimIndex } from '../../content/claimIndex';
import { parseFile, type ParsedFile } from '../../content/frontmatter/parseFile';
import { rememberLastTexts, SOURCE_KEY } from '../format/yamlDocumentFormat';

/** With checkSave below, the content check as the editor runs it: loaded as one module once the first form shows (loadCheck.ts). */
export { fieldMessages } from './fieldCheck';
export { formPath } from './formPath';
export { siteContext } from './siteContext';

type Data = Record<string, unknown>;

/** One problem in one field: the same mistake on another line after an edit above it is the same problem. */
const sameProblem = (problem: Problem) => `${problem.field}\n${problem.message}`;

/**
 * What refuses a save: every error, and every warning the edit brings in (it would fail the release
 * check). A warning the file had when opened (a deadline passed) does not hold up an unrelated edit.
 */
export function blockingProblems(before: readonly Problem[], after: readonly Problem[]): Problem[] {
  const had = new Set(before.filter((problem) => problem.severity === 'warning').map(sameProblem));
  return after.filter((problem) => problem.severity === 'error' || !had.has(sameProblem(problem))).sort(byPriority);
}

/** Each text parsed once: the file as opened is checked again at every save, beside the text as saved. */
const parseOnce = rememberLastTexts(parseFile);

/**
 * The content check of one file's text in the editor: read here, judged by the check. claims.md is judged by
 * what it says now, not by the copy the other files' context was made from.
 */
export function checkText(file: string, text: string, context: FileContext): Problem[] {
  const parsed = parseOnce(text);
  if (file === CLAIMS_FILE) context = { ...context, claims: ownClaims(parsed, context.today) };
  return checkFile(file, parsed, context);
}

/** claims.md's index of itself; none while its YAML is broken (that error is the one to fix). */
const ownClaims = (parsed: ParsedFile, today: Date) =>
  parsed.yamlErrors.length ? null : claimIndex(parsed.data, today);

/** The content check of one entry as the format's `toFile` would save it; the file as read travels in the data. */
export function checkSave(file: string, data: Data, toFile: (data: Data) => string, context: FileContext): Problem[] {
  let text = toFile(data);
  // Decap adds the final newline its formats leave out (backend.ts entryToRaw).
  if (!text.endsWith('\n')) text += '\n';
  const asRead = data[SOURCE_KEY];
  const before = typeof asRead === 'string' ? checkText(file, asRead, context) : [];
  return blockingProblems(before, checkText(file, text, context));
}

/**
 * A refused save, which Decap's failure notice (`保存内容失败：%{details}`) prints as text: with no name,
 * that is one line a problem in the form's words: the field by its labels as the form shows
 * them (formPath.ts), and what to type in that box; no file, line, key or English (check/report/formWords.ts).
 */
export class SaveRefused extends Error {
  override name = '';
  constructor(
    readonly problems: readonly Problem[],
    fieldName: (field: string) => string | undefined = () => undefined,
  ) {
    super(
      problems
        .map((problem) => formLine(problem, fieldName(problem.field) ?? formFieldFallback(problem.field)))
        .join('\n'),
    );
  }
}
