/**
 * How a claim reads inside a sentence: `5000+` `家` on a figure card reads `5000 余家`, with the
 * site's space between a figure and the Chinese word after it (`24 小时`), which the typography check enforces.
 */
export function inlineFigure(value: string, unit = ''): string {
  const figure = value.replace(/(\d)\+$/, '$1 余');
  if (!unit) return figure;
  const spaced = /\d$/.test(figure) && /^\p{Script=Han}/u.test(unit);
  return `${figure}${spaced ? ' ' : ''}${unit}`;
}
