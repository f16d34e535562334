import { afterEach, expect, it } from 'vitest';
import { formatProblem } from '../../src/check/problem';
import { releaseProblems } from '../../src/check/release/releaseCheck';
import { makeContentFixture, type ContentFixture } from './helpers/contentFixture';

let made: ContentFixture | undefined;
afterEach(() => made?.cleanup());

// The release check runs the whole content check (1–2 s, longer on a busy machine), as in releaseCheck.test.ts.
it('the release check requires an https developer-platform frame address, located', { timeout: 30_000 }, () => {
  made = makeContentFixture();
  expect(releaseProblems(made.root).map(formatProblem)).toContain(
    `content/pages/document.mdx:${made.lineOf('pages/document.mdx', /^ {2}url: /)} frame.url: ` +
      '正式站的开发者文档地址必须以 https:// 开头：HTTPS 页面里的 http 地址会被浏览器拦截 (production needs an https:// frame address)',
  );
  made.cleanup();
  made = makeContentFixture([
    { file: 'pages/document.mdx', replace: ['url: http://127.0.0.1:8090/', 'url: https://open.rail-partner.cn/docs/'] },
  ]);
  expect(releaseProblems(made.root).filter((problem) => problem.message.includes('production needs an https'))).toEqual(
    [],
  );
});
