/**
 * Characters typed with a Chinese input method in full-width mode (全角): `４００`, `https：//`.
 * They look like digits and colons and pass every eye, but a phone number, an address or a date
 * written so is not one. Fields that hold only ASCII (phone, url, date, image name…) take every
 * full-width letter, digit and sign back to half-width; running text takes digits (and a colon
 * between digits) only, because its full-width punctuation (，：（）) is correct Chinese.
 */

/** Field kinds whose values are ASCII by nature, where every full-width character is a slip. */
export const ASCII_KINDS: ReadonlySet<string> = new Set(['phone', 'url', 'qr', 'date', 'asOf', 'anchor', 'image']);

const FULL_WIDTH_ASCII = /[\uff01-\uff5e]/g;
const FULL_WIDTH_DIGIT = /[０-９]/;
const half = (char: string) => String.fromCharCode(char.charCodeAt(0) - 0xfee0);

/** For ASCII fields: every full-width letter, digit and sign (and the full-width space) as half-width. */
export function halfWidthAll(text: string): string {
  return text.replace(FULL_WIDTH_ASCII, half).replace(/\u3000/g, ' ');
}

/** For running text: full-width digits as half-width, and a colon between digits (９：３０ → 9:30). */
export function halfWidthDigits(text: string): string {
  return text.replace(/[０-９]/g, half).replace(/(?<=\d)：(?=\d)/g, ':');
}

export const hasFullWidthDigit = (text: string) => FULL_WIDTH_DIGIT.test(text);
export const hasFullWidthAscii = (text: string) => /[\uff01-\uff5e\u3000]/.test(text);

/** The first run of full-width characters, as the message quotes it: `４００`. */
export function fullWidthRun(text: string, digitsOnly = false): string {
  return (digitsOnly ? /[０-９：]+/ : /[\uff01-\uff5e\u3000]+/).exec(text)?.[0] ?? '';
}

/** What the editor is told about a full-width slip (typography shape: what is wrong, then the fix). */
export function fullWidthWhat(run: string): { zh: string; en: string } {
  return {
    zh: `“${run}”是全角字符（中文输入法的全角模式），数字和英文符号要用半角，请切换到半角或英文输入法后重新输入`,
    en: 'full-width characters',
  };
}
