/**
 * Business-introduction sub-nav highlight (DESIGN §4): the last section whose top has
 * passed the reading line, so the highlight follows the section in view; 0 at the top.
 * `tops` are the sections' distances from the viewport top, in page order.
 */
export function activeSection(tops: readonly number[], readingLine: number): number {
  let active = 0;
  tops.forEach((top, index) => {
    if (top <= readingLine) active = index;
  });
  return active;
}
