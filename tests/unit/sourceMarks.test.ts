import { describe, expect, test } from 'vitest';
import { buildEditTarget } from '../../scripts/build/vite/sourceMarksPlugin';
import { createRequire } from 'node:module';
import { editHref } from '../../src/preview/editLink';
import { ISLAND_SOURCES_ATTRIBUTE, markIslandTexts } from '../../src/preview/domMarks';
import { moveSourceMarks, removeSourceMarks } from '../../scripts/build/pageMarks';
import { hasMarks, marksIn, parseSources, withMark, withoutMarks } from '../../src/content/marks/sourceMark';

// jsdom ships no types; the build's pass reads it the same way (scripts/build/pageMarks.ts).
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { document: Document } };
};

const LEAD = 'content/pages/contactUs.mdx:5 lead';
const ALT = 'content/site.md:9 company.logo.alt';
const CLAIM = 'content/claims.md:19 claims.ticketsIssued2023.value';
const claimSource = (id: string) => (id === 'ticketsIssued2023' ? CLAIM : undefined);

describe('source marks', () => {
  test('a marked text reads as the text, and its mark names the source', () => {
    const marked = withMark('客服热线', { source: LEAD });
    expect(marked).not.toBe('客服热线');
    expect(withoutMarks(marked)).toBe('客服热线');
    expect(marksIn(`${marked} 与 ${withMark('地址', { source: ALT, claims: [CLAIM] })}`)).toEqual([
      { source: LEAD },
      { source: ALT, claims: [CLAIM] },
    ]);
  });

  test('invisible characters pasted into content are no mark', () => {
    expect(marksIn('标题\u200b\u200b\u200b\u200b\u200b')).toEqual([]);
  });

  test('the pass moves each mark to the element showing its text, and to the element of an attribute', () => {
    const page = [
      '<!DOCTYPE html><html><head><title>',
      withMark('联系我们', { source: 'content/pages/contactUs.mdx:2 title' }),
      '</title></head><body><main><p class="lead">',
      withMark('欢迎来电', { source: LEAD }),
      '<!-- --> <a href="tel:1">1</a></p>',
      `<img alt="${withMark('标志', { source: ALT })}"/>`,
      `<p>累计出票 <span class="claim" data-claim="ticketsIssued2023">1400 万</span> 张${withMark('', { source: 'content/pages/homePage.mdx:30 intro.text' })}</p>`,
      `<div data-island="copyButton" data-props="{&quot;what&quot;:&quot;${withMark('地址', { source: ALT })}&quot;}"></div>`,
      `<script type="application/json">{"a":"${withMark('x<y', { source: LEAD })}"}</script>`,
      '</main></body></html>',
    ].join('');
    expect(moveSourceMarks(page, claimSource)).toBe(
      [
        // What only island data holds, for the control to mark once the island shows it.
        `<!DOCTYPE html><html data-island-sources="{&quot;地址&quot;:&quot;${ALT}&quot;,&quot;x&lt;y&quot;:&quot;${LEAD}&quot;}">`,
        '<head><title>联系我们</title></head><body><main>',
        `<p class="lead" data-source="${LEAD}">欢迎来电<!-- --> <a href="tel:1">1</a></p>`,
        `<img alt="标志" data-source="${ALT}"/>`,
        '<p data-source="content/pages/homePage.mdx:30 intro.text">累计出票 ',
        `<span class="claim" data-claim="ticketsIssued2023" data-claim-source="${CLAIM}">1400 万</span> 张</p>`,
        '<div data-island="copyButton" data-props="{&quot;what&quot;:&quot;地址&quot;}"></div>',
        '<script type="application/json">{"a":"x<y"}</script>',
        '</main></body></html>',
      ].join(''),
    );
  });

  test('an element showing two fields names both, and a filled-in claim is named beside its field', () => {
    const text = `${withMark('供应商入驻', { source: 'content/pages/contactUs.mdx:9 supplierTitle' })} ${withMark('王经理', { source: 'content/site.md:41 supplierContact.name', claims: [CLAIM] })}`;
    expect(moveSourceMarks(`<body><h2>${text}</h2></body>`, claimSource)).toBe(
      '<body><h2 data-source="content/pages/contactUs.mdx:9 supplierTitle; content/site.md:41 supplierContact.name"' +
        ` data-claim-source="${CLAIM}">供应商入驻 王经理</h2></body>`,
    );
    expect(
      parseSources('content/pages/contactUs.mdx:9 supplierTitle; content/pages/supplierEn.mdx:12 正文 (body)'),
    ).toEqual([
      { file: 'content/pages/contactUs.mdx', line: 9, field: 'supplierTitle' },
      { file: 'content/pages/supplierEn.mdx', line: 12, field: '正文 (body)' },
    ]);
  });

  test('a slide an island shows later is marked once shown, figures and all', () => {
    const SLIDE = 'content/site.md:64 carousel.slides[1].text';
    // The carousel's props as the content pass gives them: words and a formatted figure, marked at the end.
    const slide = [
      { text: '免费开通系统，' },
      { claim: 'ticketingHours', label: '24 小时' },
      { text: withMark('出票', { source: SLIDE }) },
    ];
    const props = JSON.stringify({ slides: [slide] }).replaceAll('"', '&quot;');
    const built = moveSourceMarks(
      `<html><body><div data-island="carousel" data-props="${props}"></div></body></html>`,
      claimSource,
    );
    const { document } = new JSDOM(built).window;
    const island = document.querySelector('[data-island]');
    island?.insertAdjacentHTML(
      'beforeend',
      '<p>免费开通系统，<span class="claim" data-claim="ticketingHours">24 小时</span>出票</p>',
    );
    markIslandTexts(document, JSON.parse(document.documentElement.getAttribute(ISLAND_SOURCES_ATTRIBUTE) ?? '{}'));
    expect(island?.querySelector('p')?.getAttribute('data-source')).toBe(SLIDE);
  });

  test('removing the marks gives the page as it was without them', () => {
    const plain =
      '<body><p class="lead">欢迎</p><img alt="标志"/><span class="claim" data-claim="ticketsIssued2023">1</span></body>';
    const marked = moveSourceMarks(
      plain
        .replace('欢迎', withMark('欢迎', { source: LEAD }))
        .replace('"标志"', `"${withMark('标志', { source: ALT })}"`),
      claimSource,
    );
    expect(hasMarks(marked)).toBe(false);
    expect(marked).not.toBe(plain);
    expect(removeSourceMarks(marked)).toBe(plain);
  });
});

describe('edit links', () => {
  const lead = { file: 'content/pages/contactUs.mdx', line: 5, field: 'lead' };
  test('the pull request preview opens the file at the line on its branch', () => {
    expect(
      editHref(lead, { kind: 'github', server: 'https://github.com', repository: 'acme/site', branch: 'copy/新文案' }),
    ).toBe('https://github.com/acme/site/blob/copy/%E6%96%B0%E6%96%87%E6%A1%88/content/pages/contactUs.mdx#L5');
  });
  test('npm run dev opens it in the local editor; a preview without a repository has no link', () => {
    expect(editHref(lead, { kind: 'local', base: '/' })).toBe(
      '/__open-in-editor?file=content%2Fpages%2FcontactUs.mdx%3A5',
    );
    expect(editHref(lead, { kind: 'none' })).toBeUndefined();
  });
  test("a fork's pull request links its own repository, where the branch is", () => {
    const actions = { GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'acme/site', GITHUB_HEAD_REF: 'fix' };
    expect(buildEditTarget(actions)).toEqual({
      kind: 'github',
      server: 'https://github.com',
      repository: 'acme/site',
      branch: 'fix',
    });
    expect(buildEditTarget({ ...actions, SOURCE_REPOSITORY: 'editor/site' })).toMatchObject({
      repository: 'editor/site',
    });
    expect(buildEditTarget({})).toEqual({ kind: 'none' });
  });
});
