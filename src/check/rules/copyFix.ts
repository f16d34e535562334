import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { CONTENT_FILES } from '../../content/collections';
import { checkBody } from '../body/checkBody';
import { BODY_FIELD } from '../problem';
import { readContentFile } from '../readContentFile';
import { parseFile } from '../../content/frontmatter/parseFile';
import { fullWidthFixes } from './fullWidth';
import { invisibleFields, withoutInvisible } from './invisible';
import { otherTexts, shapeProblems } from './textShape';
import { typographyFixes } from './typography';
import { visibleTexts } from './visibleText';
import { claimIndex } from '../../content/claimIndex';

/** One correction `npm run content:fix` makes (or could not make) in a file. */
interface CopyEdit {
  file: string;
  line: number;
  field: string;
  before: string;
  after: string;
  /** False when the text is not on its line exactly once (e.g. a value folded over lines): fix by hand. */
  applied: boolean;
}

/**
 * The safe corrections (typography, full-width and invisible characters; a glossary term may depend on
 * the sentence) as new file texts, each inside its own line: comments, order and quoting stay.
 */
export function copyFixes(root: string): { edits: CopyEdit[]; files: Map<string, string> } {
  const files = Object.entries(CONTENT_FILES).flatMap(([key, schema]) => {
    let text: string;
    try {
      text = readFileSync(join(root, 'content', key), 'utf8');
    } catch {
      return [];
    }
    const { entry } = readContentFile(`content/${key}`, parseFile(text), schema as z.ZodType, []);
    return entry ? [entry] : [];
  });
  // As the check reads them: a body the body check could not walk holds no text to correct, nor does a line it
  // refused (`<Note title="未写完"`: its quotes would become “”).
  const refused = new Set<string>();
  const readable = files.map((entry) => {
    const body = checkBody(entry.file, entry.parsed, null);
    for (const problem of body.problems) refused.add(`${entry.file}:${problem.line}`);
    return { ...entry, parsed: { ...entry.parsed, body: body.walked ? body.text : '' } };
  });
  // Corrections do not depend on the day: a passed target reads as it is written.
  const claims = claimIndex(files.find((entry) => entry.file === 'content/claims.md')?.parsed.data, new Date());
  const texts = visibleTexts(readable, claims).filter(
    (text) => text.field !== BODY_FIELD || !refused.has(`${text.file}:${text.line}`),
  );
  const lines = new Map<string, string[]>();
  const edits: CopyEdit[] = [];
  const replacements = [
    ...typographyFixes(otherTexts(texts, shapeProblems(texts, claims))).flatMap(({ text, source }) =>
      source === null
        ? []
        : [{ file: text.file, line: text.line, field: text.field, before: text.source, after: source }],
    ),
    ...files.flatMap((entry) => fullWidthFixes(entry.file, entry.parsed, entry.schema)),
    ...invisibleFields(files).map(({ file, line, field, spot = '' }) => ({
      file,
      line,
      field,
      before: spot,
      after: withoutInvisible(spot).trim(),
    })),
  ];
  for (const { file, line, field, before, after } of replacements) {
    const fileLines = lines.get(file) ?? readFileSync(join(root, file), 'utf8').split('\n');
    lines.set(file, fileLines);
    const current = fileLines[line - 1] ?? '';
    const applied = current.split(before).length === 2;
    if (applied) fileLines[line - 1] = current.replace(before, () => after);
    edits.push({ file, line, field, before, after, applied });
  }
  return { edits, files: new Map([...lines].map(([file, fileLines]) => [file, fileLines.join('\n')])) };
}
