import type { ParsedFile } from '../content/frontmatter/parseFile';
import { schemaOf } from './fileContext';
import { fileProblems } from './fileProblems';
import type { Problem } from './problem';
import { readContentFile } from './readContentFile';
import type { FileContext, ReadFile } from './types';
import type { z } from 'zod';

export { contextOfData, CLAIMS_FILE } from './fileContext';
export type { FileContext } from './types';

/**
 * The per-file check: every rule that judges one file as its reader parsed it, given what it
 * must know of the others as data. For claims.md, `context.claims` must be the index of `parsed` itself
 * (src/editor/check/saveCheck.ts checkText makes it so): claims.md is judged by what it says now. No file system
 * here, so the terminal (checkContent.ts) and the browser editor (src/editor/check) run the same code and
 * can never say different things. Sorted by line.
 */
export function checkFile(file: string, parsed: ParsedFile, context: FileContext): Problem[] {
  const schema = schemaOf(file);
  if (!schema) return [];
  const read = readOnce(file, parsed, schema, context.images);
  return fileProblems(read, context).sort((a, b) => a.line - b.line);
}

/**
 * Each parsed file validated once: the editor checks a file as it was opened at every save, and the text
 * as saved, and hands the same parse for the same text (editor/check/saveCheck.ts).
 */
const reads = new WeakMap<ParsedFile, { key: string; read: ReadFile }>();

function readOnce(file: string, parsed: ParsedFile, schema: z.ZodType, images: readonly string[]): ReadFile {
  const key = JSON.stringify([file, images]);
  const known = reads.get(parsed);
  if (known?.key === key) return known.read;
  const read = readContentFile(file, parsed, schema, images);
  reads.set(parsed, { key, read });
  return read;
}
