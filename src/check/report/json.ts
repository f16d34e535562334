/**
 * The result as JSON (`--format=json`, `--json <file>`): the problems and counts, so a later workflow
 * step (the pull request's comment) renders the same result instead of checking a second time.
 *
 * That later step reads a file the pull request's own run wrote, so every text in it must be one line:
 * a line break in a field name, a message or a code-frame line would let the text end its paragraph or
 * its code block in the bot's comment and write Markdown of its own there. The check writes each text on
 * one line (`oneLine`), and reading refuses any other.
 */
import { z } from 'zod';
import { summaryLine, type Problem } from '../problem';

const singleLine = z.string().regex(/^[^\r\n]*$/, 'text with a line break');

const problemSchema = z.object({
  file: singleLine,
  line: z.number().int().positive(),
  field: singleLine,
  message: singleLine,
  severity: z.enum(['error', 'warning']),
  column: z.number().int().positive().optional(),
  spot: singleLine.optional(),
  length: z.number().int().positive().optional(),
  frame: z.array(singleLine).optional(),
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

/** A text on one line: a YAML key or a value quoted in a message can hold a line break. */
const oneLine = (text: string) => text.replace(/\s*[\r\n]+\s*/g, ' ');

function withoutForm(problem: Problem): Omit<Problem, 'form'> {
  const terminal = { ...problem };
  delete terminal.form;
  return {
    ...terminal,
    file: oneLine(terminal.file),
    field: oneLine(terminal.field),
    message: oneLine(terminal.message),
    ...(terminal.spot === undefined ? {} : { spot: oneLine(terminal.spot) }),
    ...(terminal.frame === undefined ? {} : { frame: terminal.frame.map(oneLine) }),
  };
}

/** Reads what toJson wrote; throws with zod's explanation when the file is not such a result. */
export const fromJson = (text: string): CheckResultJson => reportSchema.parse(JSON.parse(text));
