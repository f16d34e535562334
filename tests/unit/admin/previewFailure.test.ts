/**
 * When the editor's preview cannot draw a page, it says which field and why, in the content check's
 * words and the form's names, from site.md's editControl texts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseFile } from '../../../src/content/frontmatter/parseFile';
import type { SiteContent } from '../../../src/content/schemas/site';
import { cmsCollections, fileFields } from '../../../src/editor/config/cmsConfig';
import { yamlDocumentFormat } from '../../../src/editor/format/yamlDocumentFormat';
import { previewFailure, type FailureContext } from '../../../src/editor/preview/previewFailure';
import { REAL_CONTENT } from '../helpers/contentFixture';
import { editorContext } from '../helpers/editorContext';

const real = (file: string) => readFileSync(join(REAL_CONTENT, file), 'utf8');
const format = yamlDocumentFormat();
const context = () => editorContext(new Date('2024-06-01T12:00:00Z'));
const texts = (parseFile(real('site.md')).data as SiteContent).editControl;

/** The failure context of one page entry, as registerPreviews.tsx makes it. */
const failureOf = (entry: string, file: string): FailureContext => ({
  file,
  fields: fileFields(cmsCollections(), 'pages', entry),
  format,
  context,
  texts,
});

describe('a preview that cannot be drawn says which field and why', () => {
  it('names the first missing field of a card just added, as the form shows it', () => {
    const data = format.fromFile(real('pages/homePage.mdx'));
    const business = data.business as { cards: unknown[] };
    business.cards.push({});
    expect(previewFailure(failureOf('homePage', 'pages/homePage.mdx'), data, new TypeError('x is undefined'))).toBe(
      '预览画不出这一页。问题在“四大业务 › 业务卡片 › 业务卡片 5 › 业务名称”：缺少必填字段',
    );
  });

  it('names the body, with the check’s suggestion, for a figure typed wrong', () => {
    const data = format.fromFile(real('pages/supplierEn.mdx'));
    data.body = `${String(data.body)}\n客服 <Claim id="serviceHour" />在线。\n`;
    expect(previewFailure(failureOf('supplierEn', 'pages/supplierEn.mdx'), data, new Error('unknown claim'))).toBe(
      '预览画不出这一页。问题在“正文”：找不到数据编号 "serviceHour"，您是不是要写 "serviceHours"？如果是新数据，请先在“公司数据”里添加',
    );
  });

  it('says the check found nothing, and gives the drawing’s own error for whoever maintains the site', () => {
    const data = format.fromFile(real('pages/contactUs.mdx'));
    expect(previewFailure(failureOf('contactUs', 'pages/contactUs.mdx'), data, new Error('boom'))).toBe(
      '预览画不出这一页，内容检查没有找到原因。请把这句话发给网站维护人员：boom',
    );
  });
});
