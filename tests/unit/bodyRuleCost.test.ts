import { describe, expect, it } from 'vitest';
import { checkBody } from '../../src/check/body/checkBody';
import { LIMITS } from '../../src/content/frontmatter/limits';

/**
 * The body rules read lines anyone may write, in the terminal, the build and the browser editor: each must take
 * time in proportion to the line. Two first versions did not. A lazy regex over bold ending in a long run of
 * punctuation, and a regex over a dotted address with a space, took 0.4 s and 0.06 s at 8,000 characters,
 * growing with the square: minutes at the length a file may have. Each case is that worst case near the file
 * limit (the old code: over 40 s and 20 s), which overruns the test's timeout; linear code takes milliseconds.
 */
/** Characters of a line that fills a file: three UTF-8 bytes each for Chinese punctuation, one for ASCII. */
const CHINESE = Math.floor(LIMITS.fileBytes / 3) - 100;
const ASCII = LIMITS.fileBytes - 100;

describe('the body rules on the longest line a file may hold', () => {
  it('bold ending in a run of punctuation', () => {
    const body = `a**。x${'。'.repeat(CHINESE)}y**\n`;
    const { problems } = checkBody('content/pages/supplierEn.mdx', { body, bodyLine: 8 }, null);
    expect(problems.map((problem) => problem.message.slice(0, 5))).toEqual(['“**。x']);
  });

  it('a link to a dotted address with a space', () => {
    const body = `[官网](<https://${'a.'.repeat(ASCII / 2)} b>)\n`;
    const { problems } = checkBody('content/pages/supplierEn.mdx', { body, bodyLine: 8 }, null);
    expect(problems.map((problem) => problem.message.slice(0, 16))).toEqual(['链接地址“https://a.a']);
  });
});
