import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';
import { diffContent } from '../../../scripts/review/compare/contentDiff';
import { baseContent, headContent } from '../../../scripts/review/collect/contentFiles';
import { contentIsDataCases } from '../../fixtures/bad-content/contentIsData';
import { makeContentFixture } from '../helpers/contentFixture';

/**
 * The review report reads content from the working tree and from the base commit: files
 * whose front matter is code, or too big, too deep or too self-referencing, are compared without
 * anything in them running, on either side. (The report's builds stop at the content check, with its messages.)
 */

const REPO = fileURLToPath(new URL('../../..', import.meta.url));

describe('the review report’s content reader', () => {
  // It reads the base commit through git and writes a fixture tree: 1.8 s on a quiet machine, over
  // Vitest's default 5 s on a loaded one (two suites side by side on 2 cores).
  it('compares every case with the base commit, either way round, and runs nothing', () => {
    const cases = contentIsDataCases();
    const made = makeContentFixture(cases.flatMap((badCase) => badCase.edits));
    onTestFinished(made.cleanup);
    const base = baseContent(execFileSync('git', ['rev-parse', 'HEAD'], { cwd: REPO, encoding: 'utf8' }).trim());
    const head = headContent(made.root);
    const files = [...new Set(cases.flatMap((badCase) => badCase.expected.map((expected) => expected.file)))];
    const changed = (changes: ReturnType<typeof diffContent>) => new Set(changes.map((change) => change.file));
    // A file that was not read has no fields: each shows as changed, nothing more is made of it.
    for (const [before, after] of [
      [base, head],
      [head, base],
    ] as const)
      for (const file of files) expect(changed(diffContent(before, after)), file).toContain(file);
    for (const { marker } of cases) if (marker) expect(existsSync(marker), marker).toBe(false);
  }, 30_000);
});
