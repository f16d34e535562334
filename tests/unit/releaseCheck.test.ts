import { afterEach, describe, expect, it } from 'vitest';
import { formatProblem } from '../../src/content/check/problem';
import { releaseProblems } from '../../src/content/check/releaseCheck';
import { makeContentFixture, type ContentFixture } from './helpers/contentFixture';

const TODAY = new Date('2026-06-01T12:00:00+08:00');

describe('release check', () => {
  let made: ContentFixture | undefined;
  afterEach(() => made?.cleanup());

  it('lists every sample value with its file and line, and every stale claim', () => {
    made = makeContentFixture();
    const lines = releaseProblems(made.root, TODAY).map(formatProblem);
    expect(lines).toContain(
      `content/site.md:${made.lineOf('site.md', /^ {2}number: 400-/)} hotline.number: 仍是示例值，上线前请换成真实信息并从 site.md 的 samples 中删除 (sample value)`,
    );
    expect(lines).toContain(
      `content/pages/document.mdx:${made.lineOf('pages/document.mdx', /^ {2}url: /)} frame.url: 仍是示例值，上线前请换成真实信息并从 site.md 的 samples 中删除 (sample value)`,
    );
    expect(lines.some((line) => line.startsWith('content/claims.md:') && line.includes('agencyTarget'))).toBe(true);
  });

  it('passes once the samples list is empty and no claim is past its deadline', () => {
    made = makeContentFixture([{ file: 'claims.md', replace: ['deadline: 2024-12-31', 'deadline: 2030-12-31'] }]);
    const site = made.read('site.md');
    const withoutSamples = site.replace(/samples:\n( {2}- .*\n)+/, 'samples: []\n');
    made.cleanup();
    made = makeContentFixture([
      { file: 'claims.md', replace: ['deadline: 2024-12-31', 'deadline: 2030-12-31'] },
      { file: 'site.md', content: withoutSamples },
      { file: 'pages/document.mdx', replace: ['url: http://127.0.0.1:8090/', 'url: https://docs.example.com/'] },
    ]);
    expect(releaseProblems(made.root, TODAY)).toEqual([]);
  });
});
