import { describe, expect, test } from 'vitest';
import type { ContentChange } from '../../../scripts/review/compare/contentDiff';
import { attributeFields } from '../../../scripts/review/compare/fieldPages';
import type { PageResult, TextChange } from '../../../scripts/review/types';

function page(id: string, path: string, text: TextChange[] = []): PageResult {
  return {
    id,
    path,
    name: id,
    changed: text.length > 0,
    reasons: text.length ? ['text'] : [],
    pixels: {},
    status: { before: 200, after: 200, expected: 200 },
    title: '',
    text,
    head: [],
    states: [],
    widths: [],
  };
}
const modified = (before: string, after: string): TextChange => ({
  views: ['page'],
  list: 'text',
  kind: 'modified',
  before,
  after,
});

describe('pages of a field, from the outputs', () => {
  const pages = [
    page('homePage', '/', [modified('img /assets/case-study-AAA.jpg alt=""', 'img /assets/case-study-BBB.jpg alt=""')]),
    page('businessIntro', '/businessIntro', [
      modified('目标到 2024 年底达到 20000家。', '目标到 2024 年底达到 30000家。'),
    ]),
    page('recruitment', '/recruitment'),
    page('contactUs', '/contactUs', [modified('客服 24小时 在线', '客服 24小时 在线，欢迎来电')]),
  ];

  test('a shared claim names only the page whose output shows it', () => {
    const claim: ContentChange = {
      file: 'content/claims.md',
      line: 27,
      field: 'claims.agencyTarget.value',
      area: 'frontmatter',
      kind: 'modified',
      before: '20000',
      after: '30000',
    };
    expect(attributeFields([claim], pages)[0]?.pages).toEqual(['/businessIntro']);
  });

  test('an image names the pages that show it (the built file keeps its name)', () => {
    const image: ContentChange = {
      file: 'content/images/case-study.jpg',
      field: 'file',
      area: 'file',
      kind: 'modified',
    };
    expect(attributeFields([image], pages)[0]?.pages).toEqual(['/']);
  });

  test("a page file's field names its own page when that page changed, and no page when it did not", () => {
    const own: ContentChange = {
      file: 'content/pages/contactUs.mdx',
      line: 3,
      field: 'description',
      area: 'frontmatter',
      kind: 'modified',
      before: 'a',
      after: 'b',
    };
    const quiet: ContentChange = { ...own, file: 'content/pages/recruitment.mdx' };
    expect(attributeFields([own, quiet], pages).map((field) => field.pages)).toEqual([['/contactUs'], []]);
  });

  test('a shared field whose words show nowhere names no page (never all pages by default)', () => {
    const unused: ContentChange = {
      file: 'content/site.md',
      line: 9,
      field: 'nav.label',
      area: 'frontmatter',
      kind: 'modified',
      before: '主导航',
      after: '网站导航',
    };
    expect(attributeFields([unused], pages)[0]?.pages).toEqual([]);
  });
});
