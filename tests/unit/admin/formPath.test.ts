import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formPath } from '../../../src/editor/check/formPath';
import { CLAIMS_RECORDS, cmsCollections, fileFields } from '../../../src/editor/config/cmsConfig';
import { RECORD_KEY_FIELD } from '../../../src/editor/config/cmsFields';
import { fromFile, yamlDocumentFormat } from '../../../src/editor/format/yamlDocumentFormat';
import { REAL_CONTENT } from '../helpers/contentFixture';

const collections = cmsCollections();
const real = (file: string) => readFileSync(join(REAL_CONTENT, file), 'utf8');
/** The entry's data as the form holds it: what its save format reads from the file. */
const form =
  (collection: string, entry: string, file: string, data = fromFile(real(file))) =>
  (path: string) =>
    formPath(fileFields(collections, collection, entry), data, path);

describe('a field path in the words of the form (a refused save names fields as the editor sees them)', () => {
  it('names each field by its label and each list item by its header, in the order they are opened', () => {
    const businessIntro = form('pages', 'businessIntro', 'pages/businessIntro.mdx');
    expect(businessIntro('sections[0].features[8].text')).toBe(
      '业务板块 › 旅行社业务 › 业务要点 › 发展目标 › 要点说明',
    );
    const site = form('site', 'site', 'site.md');
    expect(site('login.url')).toBe('用户登录 › 外部登录网站地址');
    expect(site('carousel.slides[2].image')).toBe(
      '首页轮播 › 首页轮播的图 › 地球与延伸向远方的铁路线 › 横幅图片文件名',
    );
  });

  it('names a list item of single values by its value, and a list as a whole by its label', () => {
    const home = form('pages', 'homePage', 'pages/homePage.mdx');
    expect(home('business.cards')).toBe('四大业务 › 业务卡片');
    expect(home('heading')).toBe('页面主标题');
    expect(home('intro.figures[1]')).toBe('公司简介 › 以大字显示的公司数据 › agenciesServed2023');
  });

  it('falls back to the list’s label and the item’s number when the header would be empty', () => {
    const data = fromFile(real('pages/homePage.mdx')) as { business: { cards: { title: string }[] } };
    const card = data.business.cards[1];
    if (card) card.title = '';
    expect(form('pages', 'homePage', 'pages/homePage.mdx', data)('business.cards[1].title')).toBe(
      '四大业务 › 业务卡片 › 业务卡片 2 › 业务名称',
    );
  });

  it('finds a claim by its id in the list the claims form shows', () => {
    const data = yamlDocumentFormat({ records: CLAIMS_RECORDS, key: RECORD_KEY_FIELD }).fromFile(real('claims.md'));
    expect(form('claims', 'claims', 'claims.md', data)('claims.turnover2023.value')).toBe(
      '数据表 › turnover2023 › 数字本身',
    );
  });

  it('gives nothing for what is not a field of the form: the check’s own words stay', () => {
    const site = form('site', 'site', 'site.md');
    expect(site('(内容格式 YAML)')).toBeUndefined();
    expect(site('正文 (body)')).toBeUndefined();
    expect(site('login.nothingHere')).toBeUndefined();
    expect(form('pages', 'homePage', 'pages/homePage.mdx')('business.cards[9].title')).toBeUndefined();
  });
});
