import { lineAt, lineOf } from '../parse/lines';
import type { z } from 'zod';
import { isMap, isSeq } from 'yaml';
import { defOf, metaOf, schemaAt, unwrap } from '../../content/schemaWalk';
import { fullWidthFinding, fullWidthInput } from './fullWidth';
import { imageNameForm, imageNameMessage, issueForm, issueMessage, yamlMessage } from '../report/messages';
import type { ParsedFile } from '../../content/frontmatter/parseFile';
import { formatPath, YAML_FIELD, type Problem } from '../problem';
import { refusalField, refusalMessage } from '../report/refusalMessages';
import { closest } from '../report/suggest';
import { lintYaml } from '../parse/yamlLint';

/**
 * YAML syntax, then the schema, for one file's text (the terminal and the browser editor show the
 * same). The line-by-line findings of yamlLint explain a YAML error (and replace the parser's
 * English), or a schema error on the lines they sit on: one mistake, one message.
 */
export function syntaxAndSchema(
  file: string,
  parsed: ParsedFile,
  schema: z.ZodType,
  images: readonly string[],
): { problems: Problem[]; valid: unknown } {
  const unread = (problems: Problem[]) => ({ problems, valid: undefined });
  const lint = () =>
    lintYaml(parsed.yamlText).map((finding): Problem => ({
      file,
      field: YAML_FIELD,
      severity: 'error',
      ...finding,
      line: finding.line + parsed.firstLine - 1,
    }));
  const { refusal } = parsed;
  // A file that was not read has one message, and nothing the line-by-line hints guess at.
  if (refusal)
    return unread([
      {
        file,
        line: refusal.line,
        ...('column' in refusal ? { column: refusal.column } : {}),
        ...(refusal.kind === 'language' ? { length: refusal.language.length } : {}),
        field: refusalField(refusal),
        message: refusalMessage(refusal),
        severity: 'error',
      },
    ]);
  const [first] = parsed.yamlErrors;
  if (first) {
    const found = lint();
    if (found.length) return unread(sameMistakeOnce(found));
    // Later YAML errors almost always follow from the first.
    const { line, column, code, message } = first;
    return unread([{ file, line, column, field: YAML_FIELD, message: yamlMessage(code, message), severity: 'error' }]);
  }
  const result = schema.safeParse(parsed.data ?? {}, { reportInput: true });
  if (result.success) return { problems: [], valid: result.data };
  const found = lint();
  const explaining = new Set<Problem>();
  const rest = schemaProblems(file, parsed, schema, result.error.issues, images).filter(({ path }) => {
    const [from, to] = lineSpan(parsed, path);
    const reasons = found.filter((finding) => finding.line >= from && finding.line <= to);
    reasons.forEach((reason) => explaining.add(reason));
    return !reasons.length;
  });
  return unread([...explaining, ...rest.map(({ problem }) => problem)]);
}

/**
 * One habit repeated down a file (every indent doubled) is one mistake: the first line gets the
 * message, naming the other lines, instead of twenty identical messages.
 */
function sameMistakeOnce(found: Problem[]): Problem[] {
  const byMessage = new Map<string, Problem[]>();
  for (const problem of found) byMessage.set(problem.message, [...(byMessage.get(problem.message) ?? []), problem]);
  return [...byMessage.values()].map(([first, ...rest]) => {
    if (!first || !rest.length) return first as Problem;
    const lines = rest.map((problem) => problem.line);
    const named = lines.length > 5 ? `${lines.slice(0, 5).join('、')} 等 ${lines.length} 行` : `${lines.join('、')} 行`;
    const message = first.message.replace(/\s?(\([^()]*\))$/, `；第 ${named}也是这样，请一起改 $1`);
    return { ...first, message };
  });
}

/** Each schema issue located, with the path of the node it is about; by line. */
function schemaProblems(
  file: string,
  parsed: ParsedFile,
  schema: z.ZodType,
  issues: z.core.$ZodIssue[],
  images: readonly string[],
): { problem: Problem; path: PropertyKey[] }[] {
  const out: { problem: Problem; path: PropertyKey[] }[] = [];
  // Fields whose "missing" follows from a misspelt key already pointed at.
  const misspelt = new Set<string>();
  for (const issue of issues)
    if (issue.code === 'unrecognized_keys') {
      const known = Object.keys(defOf(unwrap(schemaAt(schema, issue.path) ?? schema)).shape ?? {});
      for (const key of issue.keys) {
        const suggestion = closest(key, known);
        if (suggestion) misspelt.add(formatPath([...issue.path, suggestion]));
        const problem: Problem = {
          file,
          line: lineOf(parsed, issue.path, key),
          field: formatPath([...issue.path, key]),
          message: suggestion
            ? `未知字段，您是不是要写 "${suggestion}"？这里可用的字段见 docs/字段说明.md (unknown field)`
            : `未知字段，请检查拼写；这里可用的字段见 docs/字段说明.md (unknown field)`,
          severity: 'error',
        };
        out.push({ problem, path: [...issue.path, key] });
      }
    }
  for (const issue of issues) {
    const field = formatPath(issue.path);
    if (
      issue.code === 'unrecognized_keys' ||
      (issue.code === 'invalid_type' && issue.input === undefined && misspelt.has(field))
    )
      continue;
    const problem: Problem = {
      file,
      line: lineOf(parsed, issue.path),
      field,
      ...issueFinding(issue, schemaAt(schema, issue.path), images),
      severity: 'error',
    };
    out.push({ problem, path: issue.path });
  }
  return out.sort((a, b) => a.problem.line - b.problem.line);
}

/** First and last line of the node at `path` (a missing field: its parent). */
function lineSpan(parsed: ParsedFile, path: readonly PropertyKey[]): [number, number] {
  let node: unknown = parsed.doc.contents;
  for (const step of path) {
    const next =
      isMap(node) || isSeq(node) ? (node as { get(key: unknown, keep: true): unknown }).get(step, true) : undefined;
    if (!next) break;
    node = next;
  }
  const range = (node as { range?: [number, number, number] } | null)?.range;
  if (!range) return [1, Infinity];
  return [lineAt(parsed, range[0]), lineAt(parsed, Math.max(range[0], range[2] - 1))];
}

/** The words for one schema issue of the field `fieldSchema`, and the marker's spot; the editor shows them too. */
export function issueFinding(
  issue: z.core.$ZodIssue,
  fieldSchema: z.ZodType | undefined,
  images: readonly string[],
): Pick<Problem, 'message' | 'form' | 'spot' | 'length'> {
  // An optional field keeps its kind on the schema inside (`asOf`, `deadline`): its message needs it.
  const meta = fieldSchema ? { ...metaOf(unwrap(fieldSchema)), ...metaOf(fieldSchema) } : {};
  const fullWidth = fullWidthInput(issue, meta.kind);
  if (fullWidth !== undefined) return fullWidthFinding(fullWidth);
  if (meta.kind === 'image' && issue.code === 'invalid_format' && typeof issue.input === 'string')
    return {
      message: imageNameMessage(issue.input, images.includes(issue.input)),
      form: imageNameForm(issue.input),
      spot: issue.input,
    };
  const form = issueForm(issue);
  return { message: issueMessage(issue, meta.kind, meta.range), ...(form ? { form } : {}) };
}
