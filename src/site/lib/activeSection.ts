/**
 * Business-introduction sub-nav highlight (DESIGN §4): the last section whose top (distance from the
 * viewport top, in page order) has passed the reading line; 0 at the top.
 */
export function activeSection(tops: readonly number[], readingLine: number): number {
  let active = 0;
  tops.forEach((top, index) => {
    if (top <= readingLine) active = index;
  });
  return active;
}
