import type { Problem } from '../problem';
import { claimBraceProblems } from './claimBraces';
import { titleColonProblems } from './titleColon';
import type { RawClaims, VisibleText } from './visibleText';

/**
 * Texts whose shape is wrong before their typography is (issue 29): braces the page would show as
 * typed, a title ending in a colon. Each is one mistake with one message, so the typography check
 * does not add a second one about the same text, and content:fix does not half-correct it
 * (`{{ partner Agencies }}` to `{{partner Agencies}}`, `服务热线:` to `服务热线：`).
 */
export function shapeProblems(texts: readonly VisibleText[], claims: RawClaims): Problem[] {
  return [...claimBraceProblems(texts, claims), ...titleColonProblems(texts)];
}

/** The texts none of `problems` is about. */
export function otherTexts(texts: readonly VisibleText[], problems: readonly Problem[]): VisibleText[] {
  const about = new Set(problems.map((problem) => `${problem.file}:${problem.line}:${problem.field}`));
  return texts.filter((text) => !about.has(`${text.file}:${text.line}:${text.field}`));
}
