import { lineOf } from '../parse/lines';
import type { z } from 'zod';
import type { ParsedFile } from '../../content/frontmatter/parseFile';
import { metaOf, schemaAt } from '../../content/schemaWalk';
import { formatPath, type Problem } from '../problem';
import { CONTENT_FIX } from '../report/formWords';

/*
 * Characters typed in an input method's full-width mode (全角): `４００`, `https：//` pass every eye but
 * are no phone number or address. ASCII fields (phone, url, date, image name…) take every full-width
 * character back to half-width; running text only digits (and a colon between digits): its ，：（） is Chinese.
 */

/** Field kinds whose values are ASCII by nature, where every full-width character is a slip. */
const ASCII_KINDS: ReadonlySet<string> = new Set(['phone', 'url', 'qr', 'date', 'asOf', 'anchor', 'image']);

const half = (char: string) => String.fromCharCode(char.charCodeAt(0) - 0xfee0);

/** For ASCII fields: every full-width letter, digit and sign (and the full-width space) as half-width. */
export const halfWidthAll = (text: string) => text.replace(/[\uff01-\uff5e]/g, half).replace(/\u3000/g, ' ');

/** For running text: full-width digits as half-width, and a colon between digits (９：３０ → 9:30). */
export const halfWidthDigits = (text: string): string =>
  text.replace(/[０-９]/g, half).replace(/(?<=\d)：(?=\d)/g, ':');

export const hasFullWidthDigit = (text: string) => /[０-９]/.test(text);

/** The first run of full-width characters, as the message quotes it: `４００`. */
export const fullWidthRun = (text: string, digitsOnly = false): string =>
  (digitsOnly ? /[０-９：]+/ : /[\uff01-\uff5e\u3000]+/).exec(text)?.[0] ?? '';

/** What the editor is told about a full-width slip (typography shape: what is wrong, then the fix). */
export function fullWidthWhat(run: string): { zh: string; en: string } {
  return {
    zh: `“${run}”是全角字符（中文输入法的全角模式），数字和英文符号要用半角，请切换到半角或英文输入法后重新输入`,
    en: 'full-width characters',
  };
}

/** The value of a schema issue that failed only for being typed full-width, if that is what happened. */
export function fullWidthInput(issue: z.core.$ZodIssue, kind: string | undefined): string | undefined {
  const input = (issue as { input?: unknown }).input;
  return kind && ASCII_KINDS.has(kind) && typeof input === 'string' && /[\uff01-\uff5e\u3000]/.test(input)
    ? input
    : undefined;
}

/** `"４００-０００-００００"是全角字符…。请改为：400-000-0000（npm run content:fix 可自动改正）`, the marker under the run. */
export function fullWidthFinding(input: string): Pick<Problem, 'message' | 'form' | 'spot' | 'length'> {
  const run = fullWidthRun(input);
  const { zh, en } = fullWidthWhat(run);
  return {
    message: `${zh}。请改为：${halfWidthAll(input).trim()}${CONTENT_FIX} (${en})`,
    form: `${zh}。请改为：${halfWidthAll(input).trim()}`,
    spot: run,
    length: run.length,
  };
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
    const at = { file, line: lineOf(parsed, issue.path), field: formatPath(issue.path) };
    return [{ ...at, before: input, after: halfWidthAll(input).trim() }];
  });
}
