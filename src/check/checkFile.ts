import { claimsOf, CLAIMS_FILE, schemaOf } from './fileContext';
import { fileRules } from './fileRules';
import type { Problem } from './problem';
import { readContentFile } from './readContentFile';
import { withFrames } from './report/codeFrame';
import type { FileContext } from './types';

export { contextOf } from './fileContext';
export type { FileContext } from './types';

/**
 * The per-file check (DESIGN §13): every rule that judges one file's text, given what it must know
 * of the others as data. No file system here, so the terminal (checkContent.ts) and the browser
 * editor (src/editor/check) run the same code and can never say different things. Sorted by line.
 */
export function checkFile(file: string, text: string, context: FileContext): Problem[] {
  const schema = schemaOf(file);
  if (!schema) return [];
  const read = readContentFile(file, text, schema, context.images);
  if (!read.entry) return read.problems;
  // claims.md is judged by what it says now, not by the copy the context was made from.
  const own = file === CLAIMS_FILE ? { ...context, claims: claimsOf(read, context.today) } : context;
  const problems = [...read.problems, ...fileRules(read, own)];
  return withFrames(problems, read.entry.parsed.source).sort((a, b) => a.line - b.line);
}
