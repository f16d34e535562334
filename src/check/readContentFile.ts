import type { z } from 'zod';
import type { ParsedFile } from '../content/frontmatter/parseFile';
import { leaves } from '../content/schemaWalk';
import { lineOf } from './parse/lines';
import { requiredFields, skeleton } from './parse/skeleton';
import { syntaxAndSchema } from './rules/schemaCheck';
import { truncations } from './rules/truncation';
import type { ReadFile } from './types';

const emptyFile = (fields: readonly string[]) =>
  `文件是空的，网站读不到这一页的任何文字。请把下面几行粘贴进去（第一行和最后一行的 --- 也要），再把每个字段改成这一页的文字；要填的字段：${fields.join('、')}（说明见 docs/字段说明.md） (file is empty)`;

/** One file as parsed → its YAML and schema problems, and what it holds for the other rules (fileProblems.ts). */
export function readContentFile(
  file: string,
  parsed: ParsedFile,
  schema: z.ZodType,
  images: readonly string[],
): ReadFile {
  if (!parsed.source.trim())
    // An empty file has no lines to blame: one message, with what to paste.
    return {
      problems: [
        {
          file,
          line: 1,
          field: '(文件 file)',
          message: emptyFile(requiredFields(schema)),
          severity: 'error',
          frame: skeleton(schema).map((line) => `    ${line}`),
        },
      ],
      readable: false,
    };
  const { problems, valid } = syntaxAndSchema(file, parsed, schema, images);
  const readable = !parsed.yamlErrors.length;
  if (readable)
    problems.push(...truncations(parsed).map((found) => ({ file, severity: 'warning' as const, ...found })));
  const found =
    valid === undefined ? [] : leaves(schema, valid).map((leaf) => ({ ...leaf, line: lineOf(parsed, leaf.path) }));
  return { problems, entry: { file, schema, parsed, valid, leaves: found }, readable };
}
