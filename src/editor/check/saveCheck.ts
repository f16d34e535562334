import { checkFile, type FileContext } from '../../check/checkFile';
import { byPriority, type Problem } from '../../check/problem';
import { formFieldFallback, formLine } from '../../check/report/formWords';
import { SOURCE_KEY } from '../format/yamlDocumentFormat';

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

/** The content check of one entry as the format's `toFile` would save it; the file as read travels in the data. */
export function checkSave(file: string, data: Data, toFile: (data: Data) => string, context: FileContext): Problem[] {
  let text = toFile(data);
  // Decap adds the final newline its formats leave out (backend.ts entryToRaw).
  if (!text.endsWith('\n')) text += '\n';
  const asRead = data[SOURCE_KEY];
  const before = typeof asRead === 'string' ? checkFile(file, asRead, context) : [];
  return blockingProblems(before, checkFile(file, text, context));
}

/**
 * A refused save, which Decap's failure notice (`保存内容失败: %{details}`) prints as text: with no name,
 * that is one line a problem in the form's words (DESIGN §13): the field by its labels as the form shows
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
