import { schemaOf } from './fileContext';
import { fileProblems } from './fileProblems';
import type { Problem } from './problem';
import { readContentFile } from './readContentFile';
import type { FileContext, ReadFile } from './types';
import type { z } from 'zod';

export { contextOfData } from './fileContext';
export type { FileContext } from './types';

/**
 * The per-file check (DESIGN §13): every rule that judges one file's text, given what it must know
 * of the others as data. No file system here, so the terminal (checkContent.ts) and the browser
 * editor (src/editor/check) run the same code and can never say different things. Sorted by line.
 */
export function checkFile(file: string, text: string, context: FileContext): Problem[] {
  const schema = schemaOf(file);
  if (!schema) return [];
  return fileProblems(readOnce(file, text, schema, context.images), context).sort((a, b) => a.line - b.line);
}

/**
 * Each text read (parsed, validated) once: the editor checks a file as it was opened at every save, and
 * the text as saved; a save then parses only the new text. The last few kept.
 */
const reads = new Map<string, ReadFile>();
const KEPT = 32;

function readOnce(file: string, text: string, schema: z.ZodType, images: readonly string[]): ReadFile {
  const key = JSON.stringify([file, images, text]);
  const known = reads.get(key);
  if (known) return known;
  const read = readContentFile(file, text, schema, images);
  reads.set(key, read);
  for (const old of reads.keys()) if (reads.size > KEPT) reads.delete(old);
  return read;
}
