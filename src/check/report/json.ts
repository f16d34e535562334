/**
 * The result as JSON (`--format=json`, `--json <file>`): the problems and counts, so a later workflow
 * step (the pull request's comment) renders the same result instead of checking a second time.
 */
import { z } from 'zod';
import { summaryLine, type Problem } from '../problem';

const problemSchema = z.object({
  file: z.string(),
  line: z.number().int().positive(),
  field: z.string(),
  message: z.string(),
  severity: z.enum(['error', 'warning']),
  column: z.number().int().positive().optional(),
  spot: z.string().optional(),
  length: z.number().int().positive().optional(),
  frame: z.array(z.string()).optional(),
});

const reportSchema = z.object({
  summary: z.object({ passed: z.boolean(), errors: z.number(), warnings: z.number(), line: z.string() }),
  problems: z.array(problemSchema),
});

type CheckResultJson = z.infer<typeof reportSchema>;

export function toJson(problems: readonly Problem[]): string {
  const errors = problems.filter((problem) => problem.severity === 'error').length;
  const result: CheckResultJson = {
    summary: { passed: errors === 0, errors, warnings: problems.length - errors, line: summaryLine(problems) },
    // The form's words are the browser editor's (formWords.ts): the terminal and the pull request keep theirs.
    problems: problems.map(withoutForm),
  };
  return `${JSON.stringify(result, null, 2)}\n`;
}

function withoutForm(problem: Problem): Omit<Problem, 'form'> {
  const terminal = { ...problem };
  delete terminal.form;
  return terminal;
}

/** Reads what toJson wrote; throws with zod's explanation when the file is not such a result. */
export const fromJson = (text: string): CheckResultJson => reportSchema.parse(JSON.parse(text));
