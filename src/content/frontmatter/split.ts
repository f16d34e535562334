/**
 * Where a content file's front matter is, by lines, never by a library that picks a language from the opening line
 * (gray-matter runs `---js`); as the MDX compiler reads it: from a first line `---` (and spaces) to the next one.
 */
export interface SplitFile {
  bom: string;
  /** The first line starts with `---`: the editor meant front matter. */
  opened: boolean;
  /** What follows the opening `---`, trimmed: another language (`js`), which MDX would compile as page code. */
  language: string;
  /** 1-based character of `language` on the first line. */
  languageColumn: number;
  closed: boolean;
  /** The lines between the two `---` lines (all after the first when not closed); '' without front matter. */
  yaml: string;
  /** File line of the first line of `yaml` (2 after an opening `---`, else 1). */
  yamlLine: number;
  /** Everything after the closing `---` line (the whole file, BOM aside, without front matter). */
  body: string;
  bodyLine: number;
}

const FENCE_LINE = /^---[ \t]*\r?$/;

export function splitFrontmatter(text: string): SplitFile {
  const bom = text.startsWith('\uFEFF') ? '\uFEFF' : '';
  const rest = text.slice(bom.length);
  const none = { bom, opened: false, language: '', languageColumn: 0, closed: false, yaml: '', yamlLine: 1 };
  if (!rest.startsWith('---')) return { ...none, body: rest, bodyLine: 1 };
  const firstEnd = lineEnd(rest, 0);
  const first = rest.slice(0, firstEnd).replace(/\r$/, '');
  const after = first.slice(3);
  const language = after.trim();
  const languageColumn = language ? 4 + (after.length - after.trimStart().length) : 0;
  const opened = { bom, opened: true, language, languageColumn, yamlLine: 2 };
  if (firstEnd === rest.length) return { ...opened, closed: false, yaml: '', body: '', bodyLine: 2 };
  const yamlStart = firstEnd + 1;
  let start = yamlStart;
  let line = 2;
  while (start <= rest.length) {
    const end = lineEnd(rest, start);
    // Only a line that starts with `---` is sliced out: a huge one-line file costs nothing here.
    if (rest.startsWith('---', start) && FENCE_LINE.test(rest.slice(start, end))) {
      const bodyStart = Math.min(end + 1, rest.length);
      return {
        ...opened,
        closed: true,
        // Without the line break before the closing `---`: all of it, `\r` too, or `yaml` reads the last
        // value of a CRLF file (Notepad, a Windows checkout) as `service-lounge.svg\r`.
        yaml: rest.slice(yamlStart, Math.max(yamlStart, start - 1)).replace(/\r$/, ''),
        body: rest.slice(bodyStart),
        bodyLine: line + 1,
      };
    }
    if (end === rest.length) break;
    start = end + 1;
    line++;
  }
  return { ...opened, closed: false, yaml: rest.slice(yamlStart), body: '', bodyLine: line };
}

/** Index of the line break ending the line that starts at `start`, or the text's length. */
function lineEnd(text: string, start: number): number {
  const end = text.indexOf('\n', start);
  return end === -1 ? text.length : end;
}
