import type { z } from 'zod';
import { leaves } from '../../content/schemaWalk';
import { lineOfPath, type ParsedFile } from '../../content/frontmatter/parseFile';
import { formatPath, type Problem } from '../problem';
import { didYouMean } from '../report/suggest';

/** The key each content file lists its unconfirmed fields under (DESIGN §14). */
export const UNCONFIRMED_KEY = 'unconfirmed';

/** A listed field, located: where its entry sits in the list and where the field itself is. */
export interface UnconfirmedField {
  /** Field path as the content check writes it, e.g. `statements[0].text`. */
  field: string;
  path: (string | number)[];
  /** Line of the field itself (the sentence awaiting confirmation). */
  line: number;
  /** Line of its entry in the `unconfirmed` list. */
  entryLine: number;
  /** The text as written, `{{claimId}}` references included. */
  value: string;
}

/** `statements[0].text` → `['statements', 0, 'text']`. */
export function parseFieldPath(field: string): (string | number)[] {
  return field
    .trim()
    .split(/[.[\]]/)
    .filter(Boolean)
    .map((key) => (/^\d+$/.test(key) ? Number(key) : key));
}

/** The text fields of a file a list may name: every text a visitor reads, by path. */
function textFields(schema: z.ZodType, data: unknown): Map<string, { path: (string | number)[]; value: string }> {
  const fields = new Map<string, { path: (string | number)[]; value: string }>();
  for (const leaf of leaves(schema, data))
    if (leaf.kind === 'text' && typeof leaf.value === 'string' && leaf.path[0] !== UNCONFIRMED_KEY)
      fields.set(formatPath(leaf.path), { path: leaf.path, value: leaf.value });
  return fields;
}

/** Every field a validated file lists under `unconfirmed`, and a located error for each entry naming no text field. */
export function unconfirmedFields(
  file: string,
  parsed: ParsedFile,
  schema: z.ZodType,
  data: unknown,
): { fields: UnconfirmedField[]; problems: Problem[] } {
  const listed = (data as { unconfirmed?: unknown } | null)?.unconfirmed;
  if (!Array.isArray(listed)) return { fields: [], problems: [] };
  const known = textFields(schema, data);
  const fields: UnconfirmedField[] = [];
  const problems: Problem[] = [];
  listed.forEach((entry: unknown, index) => {
    const written = String(entry).trim();
    const entryLine = lineOfPath(parsed, [UNCONFIRMED_KEY, index]);
    const found = known.get(formatPath(parseFieldPath(written)));
    if (found) {
      fields.push({
        field: formatPath(found.path),
        path: found.path,
        line: lineOfPath(parsed, found.path),
        entryLine,
        value: found.value,
      });
      return;
    }
    problems.push({
      file,
      line: entryLine,
      field: `${UNCONFIRMED_KEY}[${index}]`,
      message: `这个文件里没有文字字段 "${written}"，${didYouMean(written, known.keys())}请照内容检查提示里的写法写字段名，例如 statements[0].text (unknown field in the unconfirmed list)`,
      severity: 'error',
      spot: written,
    });
  });
  return { fields, problems };
}
