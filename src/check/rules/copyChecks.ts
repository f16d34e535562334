import { claimYearProblems } from './claimYear';
import { glossaryProblems, type Glossary } from './glossary';
import { presentTenseProblems } from './presentTense';
import type { Problem } from '../problem';
import { searchLengthProblems } from './searchLengths';
import { otherTexts, shapeProblems } from './textShape';
import { typedFigureProblems } from './typedFigures';
import { typographyProblems } from './typography';
import { visibleTexts, type LoadedFile, type RawClaims } from './visibleText';

/**
 * The copy checks of issue 15, on the text as visitors read it: braces and colons that would show
 * as typed (issue 29), Chinese typography, the glossary's terms, and the year of every dated figure. Files that failed their schema are
 * checked in their body only; their fields are reported by the schema check first. The glossary's
 * terms are passed in, so one file can be checked on its own (checkFile.ts).
 */
export function copyProblems(
  files: readonly LoadedFile[],
  claims: RawClaims,
  glossary: Glossary,
  /** Every page's browser title, `{page}` standing for its own (site.md's titleTemplate, company filled in). */
  titleTemplate = '{page}',
): Problem[] {
  const texts = visibleTexts(
    files.filter((entry) => !entry.file.endsWith('content/glossary.md') && !entry.file.endsWith('content/claims.md')),
    claims,
  );
  const shape = shapeProblems(texts, claims);
  return [
    ...shape,
    ...typographyProblems(otherTexts(texts, shape)),
    ...glossaryProblems(texts, glossary),
    ...claimYearProblems(texts, claims),
    ...presentTenseProblems(texts, claims),
    ...typedFigureProblems(texts, claims),
    ...searchLengthProblems(texts, titleTemplate),
  ];
}
