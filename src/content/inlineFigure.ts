/**
 * How a claim reads inside a sentence (issue 15, item 7). The figure cards show `5000+` and
 * `家` on their own, but running Chinese text reads `5000 余家`, and the site's convention is a
 * space between a figure and the Chinese word after it (`24 小时`, `2023 年`), which the
 * typography check enforces on the text as visitors see it.
 */
export function inlineFigure(value: string, unit = ''): string {
  const figure = value.replace(/(\d)\+$/, '$1 余');
  if (!unit) return figure;
  const spaced = /\d$/.test(figure) && /^\p{Script=Han}/u.test(unit);
  return `${figure}${spaced ? ' ' : ''}${unit}`;
}
