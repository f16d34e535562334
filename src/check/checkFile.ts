import { schemaOf } from './fileContext';
import { fileProblems } from './fileProblems';
import type { Problem } from './problem';
import { readContentFile } from './readContentFile';
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
  return fileProblems(readContentFile(file, text, schema, context.images), context).sort((a, b) => a.line - b.line);
}
