import { CONTENT_FIX } from '../report/formWords';
import { formatPath, type Problem } from '../problem';
import { NOT_COPY, VERBATIM_FIELDS, type LoadedFile } from './visibleText';

/**
 * Characters pasted from Word, WeChat or web pages that look like a space or like nothing: a no-break
 * space keeps two words apart, a zero-width space splits a word for search and copy. Each is named in
 * the editor's words, so the message says what was pasted, not a code point.
 */
export const INVISIBLE_CHARACTERS: Readonly<Record<string, { name: string; becomes: ' ' | '' }>> = {
  '\u00a0': { name: '不换行空格', becomes: ' ' },
  '\u2002': { name: '半角宽的空格', becomes: ' ' },
  '\u2003': { name: '全角宽的空格', becomes: ' ' },
  '\u2009': { name: '窄空格', becomes: ' ' },
  '\u200a': { name: '极窄空格', becomes: ' ' },
  '\u202f': { name: '窄的不换行空格', becomes: ' ' },
  '\u3000': { name: '全角空格', becomes: ' ' },
  '\u200b': { name: '零宽空格', becomes: '' },
  '\u200c': { name: '零宽不连字符', becomes: '' },
  '\u200d': { name: '零宽连字符', becomes: '' },
  '\u2060': { name: '零宽不换行符', becomes: '' },
  '\ufeff': { name: '零宽不换行空格（BOM）', becomes: '' },
};

// An alternation, not a character class: a class holding U+200D reads as one joined sequence.
export const ANY_INVISIBLE = new RegExp(Object.keys(INVISIBLE_CHARACTERS).join('|'), 'gu');

/** The text with each look-alike space made an ordinary space and each zero-width character removed. */
export const withoutInvisible = (text: string): string =>
  text.replace(ANY_INVISIBLE, (char) => INVISIBLE_CHARACTERS[char]?.becomes ?? '');

/** The first invisible character of the text, with its name and 1-based column, if any. */
export function firstInvisible(text: string): { char: string; name: string; column: number } | undefined {
  const at = text.search(ANY_INVISIBLE);
  if (at === -1) return undefined;
  const char = text[at] ?? '';
  return { char, name: INVISIBLE_CHARACTERS[char]?.name ?? '', column: at + 1 };
}

/** `U+00A0`, the way the English part of a message names a character. */
const codePoint = (char: string) => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/** What the editor is told about a pasted invisible character, in the typography messages' shape. */
export function invisibleWhat(char: string): { zh: string; en: string } {
  const name = INVISIBLE_CHARACTERS[char]?.name ?? codePoint(char);
  return {
    zh: `这里有看不见的“${name}”（从 Word、微信或网页粘贴时常带进来），页面上会多出空白或把词断开`,
    en: `invisible character ${codePoint(char)}`,
  };
}

/**
 * Pasted invisible characters in the fields the typography check does not read (claims.md, addresses,
 * filing numbers, image names): that check reports the others, once, with the rest of their typography.
 */
export function invisibleFields(files: readonly LoadedFile[]): Problem[] {
  return files.flatMap(({ file, leaves }) =>
    leaves.flatMap((leaf) => {
      const field = formatPath(leaf.path);
      if (typeof leaf.value !== 'string') return [];
      if (!NOT_COPY.includes(file) && leaf.kind === 'text' && !VERBATIM_FIELDS.has(field)) return [];
      const found = firstInvisible(leaf.value);
      if (!found) return [];
      const { zh, en } = invisibleWhat(found.char);
      const problem: Problem = {
        file,
        line: leaf.line,
        field,
        message: `排版：${zh}。应改为：${withoutInvisible(leaf.value).trim()}${CONTENT_FIX} (typography: ${en})`,
        form: `排版：${zh}。应改为：${withoutInvisible(leaf.value).trim()}`,
        severity: 'error',
        spot: leaf.value,
        offset: found.column - 1,
        length: 1,
      };
      return [problem];
    }),
  );
}
