import { lineOf } from '../parse/lines';
import type { z } from 'zod';
import { claimSchema } from '../../content/schemas/claims';
import { defOf, metaOf, unwrap } from '../../content/schemaWalk';
import { formatPath, type Problem } from '../problem';
import { placeOf, type LoadedFile, type VisibleText } from './visibleText';

/*
 * Text that fits its place: a card's title, a button's words, a step's name,
 * a figure's label, the header's nav sit in a layout measured at 390 px (docs/cms.md, "Text that fits its
 * place"); the schemas say how many characters each holds (schemas/fields.ts `fits`). Counted as the
 * visitor reads the text, figures filled in, a Latin letter, digit or space as half a character.
 */

/** Characters as wide as a Chinese one: ASCII counts half, as it sets about half as wide. */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += /[\x20-\x7e]/.test(char) ? 0.5 : 1;
  return Math.ceil(width);
}

const HALF = '英文字母、数字和空格两个算一个字';

/** The words for a text of `count` characters where `max` fit: the terminal's and the form's. */
export function tooLong(count: number, max: number): Pick<Problem, 'message' | 'form'> {
  const said = `这段文字有 ${count} 个字，页面上这个位置最多放得下 ${max} 个字（${HALF}）：请删到 ${max} 个字以内`;
  return { message: `${said} (text too long for its place: ${count} characters, at most ${max})`, form: said };
}

export function lengthProblems(texts: readonly VisibleText[]): Problem[] {
  return texts.flatMap((text) => {
    const count = textWidth(text.rendered);
    if (!text.maxLength || count <= text.maxLength) return [];
    return [{ ...placeOf(text), ...tooLong(count, text.maxLength), severity: 'error' as const }];
  });
}

/** Groups whose texts share a line (schemas `maxTotal`): their texts together, as visitors read them. */
export function totalLengthProblems(
  { file, schema, parsed, valid }: LoadedFile,
  texts: readonly VisibleText[],
): Problem[] {
  const problems: Problem[] = [];
  const walk = (at: z.ZodType, path: (string | number)[]) => {
    const inner = unwrap(at);
    const def = defOf(inner);
    if (def.type !== 'object' || !def.shape) return;
    const total = metaOf(inner).maxTotal ?? metaOf(at).maxTotal;
    if (total) {
      const fields = new Set(total.of.map((key) => formatPath([...path, key])));
      const count = texts
        .filter((text) => text.file === file && fields.has(text.field))
        .reduce((sum, text) => sum + textWidth(text.rendered), 0);
      if (count > total.max) {
        const said = `这一组的 ${total.of.length} 个名称排在同一行，一共有 ${count} 个字，手机上这一行最多放得下 ${total.max} 个字（${HALF}）：请把它们一共删到 ${total.max} 个字以内`;
        problems.push({
          file,
          line: lineOf(parsed, path),
          field: formatPath(path),
          message: `${said} (texts too long together for their line: ${count} characters, at most ${total.max})`,
          form: said,
          severity: 'error',
        });
      }
    }
    for (const [key, child] of Object.entries(def.shape)) walk(child, [...path, key]);
  };
  if (valid !== undefined) walk(schema, []);
  return problems;
}

/**
 * A claim's label, under its big figure wherever the figure is shown (claims.md is no page's copy, so
 * its texts are judged here): as visitors read it, a `{{id.deadline}}` in it filled in.
 */
export function claimLabelLength(shown: string | undefined): Pick<Problem, 'message' | 'form' | 'severity'>[] {
  const max = metaOf(claimSchema.shape.label).maxLength;
  if (shown === undefined || !max) return [];
  const count = textWidth(shown);
  return count > max ? [{ ...tooLong(count, max), severity: 'error' }] : [];
}
