/**
 * The offending line with one line of context and a marker under the spot, in the shape
 * Rust and Elm print (STYLE: messages for people who are not programmers):
 *
 *     12 |   - title: 企业文化
 *     13 |     text: 时间: 24小时
 *        |           ^
 */

import type { Problem } from '../problem';
import { ANY_INVISIBLE, INVISIBLE_CHARACTERS } from '../rules/invisible';

/** Chinese characters and full-width punctuation take two columns in a terminal and in a monospace page. */
const WIDE = /[\p{Script=Han}\u3000-\u303f\uff00-\uff60\uffe0-\uffe6\u2e80-\u2fff\u3040-\u30ff\uac00-\ud7af]/u;

function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) width += char in INVISIBLE_CHARACTERS ? 1 : WIDE.test(char) ? 2 : char === '\t' ? 4 : 1;
  return width;
}

/** Tabs as the four spaces displayWidth counts; a pasted invisible character as ␣, so the marker points at something. */
const visible = (line: string) => line.replaceAll('\t', '    ').replace(/\r$/, '').replace(ANY_INVISIBLE, '␣');

/** A line longer than this is shown as a window around the spot: a file refused for its size may be one 10 MB line. */
const LONGEST_SHOWN = 300;
/** Characters of the window before the spot, and in all. */
const WINDOW_BEFORE = 30;
const WINDOW = 80;

/** The part of a long line that is shown, cut with “…”, and where the spot is in it. */
function clip(text: string, column?: number): { text: string; column?: number } {
  if (text.length <= LONGEST_SHOWN) return { text, column };
  const start = column === undefined ? 0 : Math.max(0, column - 1 - WINDOW_BEFORE);
  const prefix = start > 0 ? '…' : '';
  const suffix = start + WINDOW < text.length ? '…' : '';
  return {
    text: `${prefix}${text.slice(start, start + WINDOW)}${suffix}`,
    column: column === undefined ? undefined : column - start + prefix.length,
  };
}

/** Frame lines for `line` of `source`: `^` under column `at` (`length` wide), else under the line's key or first words. */
export function codeFrame(source: string, line: number, at?: number, length = 1): string[] {
  const lines = source.split('\n');
  const full = lines[line - 1];
  if (full === undefined) return [];
  const { text, column } = clip(full, at);
  const gutter = String(line).length;
  const row = (number: number | '', content: string) =>
    `  ${String(number).padStart(gutter)} |${content ? ` ${content}` : ''}`;
  const out: string[] = [];
  const before = lines[line - 2];
  if (before !== undefined && line > 1) out.push(row(line - 1, visible(clip(before).text)));
  out.push(row(line, visible(text)));
  const start = column ?? text.length - text.trimStart().length + 1;
  // Without a spot, the key of the line (`lead:`) or its first words: a whole paragraph of ^ hides the line.
  const whole = text.trim();
  const key = /^(?:-\s+)?[A-Za-z]\w*:/.exec(whole)?.[0];
  const span =
    column === undefined ? (key ?? [...whole].slice(0, 20).join('')) : text.slice(start - 1, start - 1 + length);
  const pad = ' '.repeat(displayWidth(text.slice(0, start - 1)));
  const marker = '^'.repeat(Math.max(1, displayWidth(span)));
  out.push(row('', `${pad}${marker}`));
  return out;
}

/** The code frame under each problem of one file that has none yet; a `spot` found on the line places the marker. */
export function withFrames(problems: Problem[], source: string): Problem[] {
  const lines = source.split('\n');
  for (const problem of problems) {
    if (problem.frame) continue;
    const at = problem.spot ? (lines[problem.line - 1] ?? '').indexOf(problem.spot) : -1;
    if (problem.column === undefined && at > -1) {
      problem.column = at + 1 + (problem.offset ?? 0);
      problem.length ??= problem.spot?.length;
    }
    problem.frame = codeFrame(source, problem.line, problem.column, problem.length);
  }
  return problems;
}
