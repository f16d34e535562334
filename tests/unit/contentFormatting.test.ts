import { getFileInfo } from 'prettier';
import { describe, expect, it } from 'vitest';

/**
 * Content is the editors': the content check judges it, in Chinese, at its line. Prettier judged it too, in
 * `npm test`, the first thing CI runs on a pull request: the guide's own advice (`text: "诚信、专业 #高效"`,
 * double quotes) failed CI with "Code style issues found in the above file", in English, as did a `* ` list,
 * two spaces after `##` and Windows line endings, all of which the site shows exactly as intended.
 */
describe('content files', () => {
  it('are not Prettier’s to judge', async () => {
    for (const file of ['content/site.md', 'content/claims.md', 'content/pages/supplierEn.mdx'])
      expect((await getFileInfo(file, { ignorePath: '.prettierignore' })).ignored, file).toBe(true);
  });

  it('leave the rest of the repository to Prettier', async () => {
    for (const file of ['src/content/index.ts', 'docs/编辑指南.md', 'README.md'])
      expect((await getFileInfo(file, { ignorePath: '.prettierignore' })).ignored, file).toBe(false);
  });
});
