import { CONTENT_FIX } from '../report/formWords';
import { run, type Options } from 'zhlint';
import { fullWidthRun, fullWidthWhat, halfWidthDigits, hasFullWidthDigit } from './fullWidth';
import { firstInvisible, invisibleWhat, withoutInvisible } from './invisible';
import type { Problem } from '../problem';
import { placeOf, writeBack, type VisibleText } from './visibleText';

/**
 * The site's typography as zhlint rules (chosen over AutoCorrect by measurement: it also
 * catches spaces between Chinese words and straight quotes). Unlike its preset: `2016 年` with a space,
 * fullwidth brackets kept in Chinese (`（抢票）`), no space outside straight quotes (they become “”).
 */
const RULES: Options['rules'] = {
  preset: 'default',
  skipZhUnits: '',
  halfwidthPunctuation: '',
  spaceOutsideHalfwidthQuotation: false,
};

/** zhlint prints each finding itself by default; the content check reports them its own way. */
const QUIET = { log() {}, warn() {}, error() {} } as unknown as Console;

/**
 * What zhlint leaves alone but GB/T 15834 asks for: the ellipsis is two `…` (not `...` or one
 * `…`), and the dash between Chinese words is `——` (not `--`). And `100+人` reads like a web
 * post inside a sentence: `100 余人` (figure cards keep their `+`; they are not sentences).
 */
function punctuationMarks(text: string): string {
  return text
    .replace(/(?<=\p{Script=Han})(?:\.{3,}|。{3,}|…+)/gu, '……')
    .replace(/(?<=\p{Script=Han})\s*-{2,}\s*(?=\p{Script=Han})/gu, '——')
    .replace(/(\d)\+\s*(?=\p{Script=Han})/gu, '$1 余');
}

export const correctTypography = (text: string): string => correctAll([text])[0] ?? text;

/** Text with nothing zhlint could change: Chinese and fullwidth punctuation only, no spaces or ASCII. */
const NOTHING_TO_CORRECT = /^[^\p{ASCII}「」『』…⋯～／]*$/u;

/** Corrections already computed in this process: tests and the release check run the check many times. */
const corrected = new Map<string, string>();

/**
 * Many texts at once. zhlint costs ~3 ms a call, most of it per call rather than per character, so the
 * texts go to it as paragraphs of one document (about 3x faster on our copy); should the paragraphs
 * not come back one for one, each text is corrected on its own.
 */
function correctAll(texts: readonly string[]): string[] {
  const todo = [
    ...new Set(
      texts.filter(
        (text) =>
          !corrected.has(text) &&
          (!NOTHING_TO_CORRECT.test(text) || firstInvisible(text) !== undefined || hasFullWidthDigit(text)),
      ),
    ),
  ];
  if (todo.length) {
    // Pasted look-alike spaces become ordinary ones first, so the spacing rules then judge them like any space.
    // Full-width digits (２４) become half-width too, so the spacing rules see a figure.
    const plain = todo.map((text) => halfWidthDigits(withoutInvisible(text)));
    const joined = run(plain.join('\n\n'), { rules: RULES, logger: QUIET }).result.split('\n\n');
    const results =
      joined.length === plain.length ? joined : plain.map((text) => run(text, { rules: RULES, logger: QUIET }).result);
    todo.forEach((text, index) => corrected.set(text, punctuationMarks(results[index] ?? text)));
  }
  return texts.map((text) => corrected.get(text) ?? punctuationMarks(text));
}

const withoutSpaces = (text: string) => text.replace(/\s+/g, '');

/** What kind of mistake separates the text from its correction, in the editor's words. */
function whatIsWrong(before: string, after: string): { zh: string; en: string } {
  const invisible = firstInvisible(before);
  if (invisible) return invisibleWhat(invisible.char);
  if (hasFullWidthDigit(before)) return fullWidthWhat(fullWidthRun(before, true));
  if (/\d\+/.test(before) && !/\d\+/.test(after))
    return { zh: '句子里的数字不写“+”（“100+人”写作“100 余人”）', en: 'plus sign in a sentence' };
  if (withoutSpaces(before) === withoutSpaces(after))
    return { zh: '这里的空格不对（中文与英文、数字之间空一格，中文与中文、中文与标点之间不空格）', en: 'spacing' };
  return { zh: '这里的标点不对（中文句子里用全角标点，引号用“”，省略号写“……”，破折号写“——”）', en: 'punctuation' };
}

/**
 * Every visible text whose typography is off, with its correction as the visitor would read it and as
 * source (null when the correction touches a figure and cannot be written back).
 */
export function typographyFixes(
  texts: readonly VisibleText[],
): { text: VisibleText; rendered: string; source: string | null }[] {
  const all = correctAll(texts.map((text) => text.rendered));
  return texts.flatMap((text, index) => {
    const rendered = all[index] ?? text.rendered;
    if (rendered === text.rendered) return [];
    return [{ text, rendered, source: writeBack(text.parts, rendered) }];
  });
}

export function typographyProblems(texts: readonly VisibleText[]): Problem[] {
  return typographyFixes(texts).map(({ text, rendered, source }) => {
    const { zh, en } = whatIsWrong(text.rendered, rendered);
    const corrected = source === null ? `页面上应显示为：${rendered}` : `应改为：${source}`;
    return {
      ...placeOf(text),
      message: `排版：${zh}。${corrected}${source === null ? '' : CONTENT_FIX} (typography: ${en})`,
      form: `排版：${zh}。${corrected}`,
      severity: 'error',
      spot: text.source,
      // The marker goes under the first character the correction changes, not under the field's key.
      ...(source === null ? {} : changedSpan(text.source, source)),
    };
  });
}

/** Where `before` stops matching `after` (0-based), and how many of its characters differ (at least 1). */
function changedSpan(before: string, after: string): { offset: number; length: number } {
  let start = 0;
  while (start < before.length && before[start] === after[start]) start++;
  let end = 0;
  while (
    end < before.length - start &&
    end < after.length - start &&
    before[before.length - 1 - end] === after[after.length - 1 - end]
  )
    end++;
  return { offset: start, length: Math.max(1, before.length - start - end) };
}
