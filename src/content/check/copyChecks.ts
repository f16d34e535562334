import type { GlossaryContent } from '../schemas/glossary';
import { claimYearProblems } from './claimYear';
import { glossaryProblems } from './glossary';
import type { Problem } from './problem';
import { searchLengthProblems } from './searchLengths';
import { typedFigureProblems } from './typedFigures';
import { typographyProblems } from './typography';
import { visibleTexts, type LoadedFile, type RawClaims } from './visibleText';

/**
 * The copy checks of issue 15, on the text as visitors read it: Chinese typography, the
 * glossary's terms, and the year of every dated figure. Files that failed their schema are
 * checked in their body only; their fields are reported by the schema check first.
 */
export function copyProblems(files: readonly LoadedFile[], claims: RawClaims): Problem[] {
  const glossary = files.find((entry) => entry.file.endsWith('content/glossary.md'))?.valid as
    GlossaryContent | undefined;
  const texts = visibleTexts(
    files.filter((entry) => !entry.file.endsWith('content/glossary.md') && !entry.file.endsWith('content/claims.md')),
    claims,
  );
  return [
    ...typographyProblems(texts),
    ...glossaryProblems(texts, glossary?.terms ?? []),
    ...claimYearProblems(texts, claims),
    ...typedFigureProblems(texts, claims),
    ...searchLengthProblems(texts),
  ];
}
