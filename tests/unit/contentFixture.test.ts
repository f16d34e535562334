import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { lineOf, makeContentFixture, REAL_CONTENT, referencedImages } from './helpers/contentFixture';

describe('makeContentFixture (test helper)', () => {
  it('edits a temporary copy and never the real content', () => {
    const real = readFileSync(join(REAL_CONTENT, 'site.md'), 'utf8');
    const made = makeContentFixture([{ file: 'site.md', replace: ['hotline:\n', 'hotlin:\n'] }]);
    onTestFinished(made.cleanup);
    expect(made.read('site.md')).toContain('hotlin:\n');
    expect(readFileSync(join(REAL_CONTENT, 'site.md'), 'utf8')).toBe(real);
  });

  it('gives every image the content names a file', () => {
    const made = makeContentFixture();
    onTestFinished(made.cleanup);
    for (const name of referencedImages(join(made.root, 'content')))
      expect(existsSync(join(made.root, 'content/images', name)), name).toBe(true);
  });

  it('refuses a replacement whose text is missing or ambiguous, so a case cannot test nothing', () => {
    expect(() => makeContentFixture([{ file: 'site.md', replace: ['no such text', 'x'] }])).toThrow(/found 0/);
    expect(() => makeContentFixture([{ file: 'site.md', replace: ['---', 'x'] }])).toThrow(/found 2/);
  });

  it('finds the line of a text that is on exactly one line', () => {
    expect(lineOf('a\nb: 1\nc', 'b:')).toBe(2);
    expect(() => lineOf('a\na', 'a')).toThrow(/found 2/);
  });
});
