import { lineOf } from '../parse/lines';
import type { LoadedFile } from './visibleText';
import { formatPath, type Problem } from '../problem';
import { didYouMean } from '../report/suggest';

/** The key each content file lists its unconfirmed fields under. */
export const UNCONFIRMED_KEY = 'unconfirmed';

/** `statements[0].text` → `['statements', 0, 'text']`. */
export function parseFieldPath(field: string): (string | number)[] {
  return field
    .trim()
    .split(/[.[\]]/)
    .filter(Boolean)
    .map((key) => (/^\d+$/.test(key) ? Number(key) : key));
}

/**
 * Every field a validated file lists under `unconfirmed` (as the check names it, its line, its text as
 * written), and a located error for each entry naming no text field of the file.
 */
export function unconfirmedFields({ file, parsed, valid, leaves }: LoadedFile): {
  fields: { field: string; line: number; value: string }[];
  problems: Problem[];
} {
  const listed = (valid as { unconfirmed?: unknown } | null)?.unconfirmed;
  if (!Array.isArray(listed)) return { fields: [], problems: [] };
  // What a list may name: every text a visitor reads, by path.
  const known = new Map(
    leaves
      .filter((leaf) => leaf.kind === 'text' && typeof leaf.value === 'string' && leaf.path[0] !== UNCONFIRMED_KEY)
      .map((leaf) => [formatPath(leaf.path), leaf]),
  );
  const fields: { field: string; line: number; value: string }[] = [];
  const problems: Problem[] = [];
  listed.forEach((entry: unknown, index) => {
    const written = String(entry).trim();
    const field = formatPath(parseFieldPath(written));
    const found = known.get(field);
    if (found) fields.push({ field, line: found.line, value: String(found.value) });
    else
      problems.push({
        file,
        line: lineOf(parsed, [UNCONFIRMED_KEY, index]),
        field: `${UNCONFIRMED_KEY}[${index}]`,
        message: `这个文件里没有文字字段 "${written}"，${didYouMean(written, known.keys())}请照内容检查提示里的写法写字段名，例如 statements[0].text (unknown field in the unconfirmed list)`,
        severity: 'error',
        spot: written,
      });
  });
  return { fields, problems };
}
