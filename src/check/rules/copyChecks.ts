import type { Problem } from '../problem';
import { claimYearProblems, presentTenseProblems, typedFigureProblems } from './figures';
import { glossaryProblems, type Glossary } from './glossary';
import { searchLengthProblems } from './searchLengths';
import { otherTexts, shapeProblems } from './textShape';
import { typographyProblems } from './typography';
import { visibleTexts, type LoadedFile, type RawClaims } from './visibleText';

/**
 * The copy checks, on the text as visitors read it: braces and colons that would show as typed,
 * Chinese typography, the glossary, how figures are quoted, search-result lengths. Files that failed
 * their schema are checked in their body only; their fields are reported by the schema check first.
 */
export function copyProblems(
  file: LoadedFile,
  claims: RawClaims,
  glossary: Glossary,
  /** Every page's browser title, `{page}` standing for its own (site.md's titleTemplate, company filled in). */
  titleTemplate: string,
): Problem[] {
  const texts = visibleTexts([file], claims);
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
