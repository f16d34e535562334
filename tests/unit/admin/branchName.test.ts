/**
 * The branch-name rule of the editor (what it takes from GitHub's answer about a pull request): a pull
 * request's author names the branch, so a name that a path, a URL or an HTML attribute could misread
 * never reaches Decap's requests.
 */
import { expect, test } from 'vitest';
import { BRANCH_NAME } from '../../../src/editor/pullRequest';

test.each(['patch-1', 'editor/new-title', 'cms/pages/homePage', '编辑/首页文字', 'release_2026.11'])(
  'takes the branch %s',
  (name) => expect(BRANCH_NAME.test(name)).toBe(true),
);

test.each([
  '',
  '../main',
  'a/../b',
  'a//b',
  '-x',
  '/absolute',
  'two words',
  'https://example.com',
  '"><script>alert(1)</script>',
  'x?y#z',
  'a'.repeat(201),
])('refuses %j', (name) => expect(BRANCH_NAME.test(name)).toBe(false));
