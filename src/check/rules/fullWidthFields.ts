import type { z } from 'zod';
import { schemaAt, metaOf } from '../../content/schemaWalk';
import { ASCII_KINDS, fullWidthRun, fullWidthWhat, halfWidthAll, hasFullWidthAscii } from './fullWidth';
import { lineOfPath, type ParsedFile } from '../../content/frontmatter/parseFile';
import { formatPath } from '../problem';

/** The value of a schema issue that failed only for being typed full-width, if that is what happened. */
export function fullWidthInput(issue: z.core.$ZodIssue, kind: string | undefined): string | undefined {
  const input = (issue as { input?: unknown }).input;
  return kind && ASCII_KINDS.has(kind) && typeof input === 'string' && hasFullWidthAscii(input) ? input : undefined;
}

/** `"４００-０００-００００"是全角字符…。请改为：400-000-0000（npm run content:fix 可自动改正）` */
export function fullWidthMessage(input: string): string {
  const { zh, en } = fullWidthWhat(fullWidthRun(input));
  return `${zh}。请改为：${halfWidthAll(input).trim()}（npm run content:fix 可自动改正） (${en})`;
}

/** content:fix's share: each ASCII field of a file that failed its schema for full-width characters. */
export function fullWidthFixes(
  file: string,
  parsed: ParsedFile,
  schema: z.ZodType,
): { file: string; line: number; field: string; before: string; after: string }[] {
  if (parsed.yamlErrors.length) return [];
  const result = schema.safeParse(parsed.data ?? {}, { reportInput: true });
  if (result.success) return [];
  return result.error.issues.flatMap((issue) => {
    const fieldSchema = schemaAt(schema, issue.path);
    const input = fullWidthInput(issue, fieldSchema ? metaOf(fieldSchema).kind : undefined);
    if (input === undefined) return [];
    return [
      {
        file,
        line: lineOfPath(parsed, issue.path),
        field: formatPath(issue.path),
        before: input,
        after: halfWidthAll(input).trim(),
      },
    ];
  });
}
