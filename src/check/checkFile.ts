import { CONTENT_FILES } from '../content/collections';
import { claimsOf, CLAIMS_FILE } from './fileContext';
import { fileRules } from './fileRules';
import type { Problem } from './problem';
import { readContentFile } from './readContentFile';
import type { FileContext } from './types';
import { withFrames } from './withFrames';

/**
 * The per-file part of the content check (DESIGN §13): every rule that judges one file's text,
 * given what it must know of the others as data. No file system here, so the terminal
 * (checkContent.ts) and the browser editor (src/editor/check) run the same code and can never
 * say different things.
 *
 * The steps, one file each: readContentFile.ts (YAML and schema), fileContext.ts (what a file's
 * rules know of the others), fileRules.ts (those rules), withFrames.ts (the code frames).
 */
export {
  claimsOf,
  CLAIMS_FILE,
  contextOf,
  GLOSSARY_FILE,
  glossaryOf,
  indexClaims,
  SITE_FILE,
  titleTemplateOf,
  type SiteTexts,
} from './fileContext';
export { fileRules } from './fileRules';
export { readContentFile } from './readContentFile';
export type { FileContext, ReadFile } from './types';
export { withFrames } from './withFrames';

/**
 * The whole per-file check of one content file's text (`content/pages/homePage.mdx`), sorted by
 * line: what `npm run content:check` reports for that file, given the same claims, glossary and images.
 */
export function checkFile(file: string, text: string, context: FileContext): Problem[] {
  const schema = CONTENT_FILES[file.replace(/^content\//, '')];
  if (!schema) return [];
  const read = readContentFile(file, text, schema, context.images);
  if (!read.entry) return read.problems;
  // claims.md is judged by what it says now, not by the copy the context was made from.
  const own = file === CLAIMS_FILE ? { ...context, claims: claimsOf(read, context.today) } : context;
  const problems = [...read.problems, ...fileRules(read, own)];
  return withFrames(problems, read.entry.parsed.source).sort((a, b) => a.line - b.line);
}
