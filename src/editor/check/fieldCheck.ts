import type { z } from 'zod';
import { formMessage } from '../../check/report/formWords';
import { issueFinding } from '../../check/rules/schemaCheck';
import { CONTENT_FILES } from '../../content/collections';
import { metaOf, schemaAt, unwrap } from '../../content/schemaWalk';
import { textWidth, tooLong } from '../../check/rules/textLength';

/**
 * The content check's words for one field as the editor fills it in: the schema its
 * `content_check` names judges the value, each issue of the field itself in the same rule's words for the
 * form (check/report/formWords.ts). Issues inside a list's items are left to the items' own fields.
 */
export function fieldMessages(check: string, value: unknown, images: readonly string[]): string[] {
  const at = check.indexOf(':');
  const fileSchema = CONTENT_FILES[check.slice(0, at)];
  const schema = fileSchema ? schemaAt(fileSchema, check.slice(at + 1).split('.')) : undefined;
  // An empty field is Decap's to report (its "required" message), once.
  if (!schema || value === undefined || value === null || value === '') return [];
  const result = (schema as z.ZodType).safeParse(value, { reportInput: true });
  if (result.success) return longerThanItsPlace(schema, value);
  return result.error.issues
    .filter((issue) => issue.path.length === 0)
    .map((issue) => formMessage(issueFinding(issue, schema, images)));
}

/**
 * A text longer than its place (rules/textLength.ts), said at once under the field. A text with a figure
 * in it is counted by the check before a save, which fills the figure in from claims.md.
 */
function longerThanItsPlace(schema: z.ZodType, value: unknown): string[] {
  const max = metaOf(schema).maxLength ?? metaOf(unwrap(schema)).maxLength;
  if (!max || typeof value !== 'string' || value.includes('{{')) return [];
  const count = textWidth(value.trim());
  return count > max ? [tooLong(count, max).form ?? ''] : [];
}
