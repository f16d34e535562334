import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BODY_KEY,
  fromFile,
  SOURCE_KEY,
  toFile,
  yamlDocumentFormat,
} from '../../../src/editor/format/yamlDocumentFormat';

type Data = Record<string, unknown>;
const content = (file: string) => readFileSync(new URL(`../../../content/${file}`, import.meta.url), 'utf8');

/** What the CMS does: read the file, let the editor change the data, save. */
function save(text: string, edit: (data: Data) => void): string {
  const data = structuredClone(fromFile(text));
  edit(data);
  return toFile(data);
}

const at = (data: Data, path: (string | number)[]) =>
  path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], data) as Data & unknown[];

const CARDS = [
  '---',
  '# 首页。数字请写 {{编号}}。',
  'title: 首页',
  '',
  'business:',
  '  cards:',
  '    - title: 旅行社业务',
  "      summary: '{{partnerAgencies}} 家合作'",
  '      image: card-travel-agency.svg',
  '    - title: 商旅业务 # 第二张',
  '      summary: "企业客户"',
  '      image: card-business-travel.svg',
  '---',
  '',
  '正文 <Claim id="staff" />',
  '',
].join('\n');

/** Three cards written each its own way; each block is a card's lines with what stands above it. */
const MOVABLE_CARD: [string, string, string] = [
  "    - title: 旅行社业务\n      summary: '{{partnerAgencies}} 家合作'\n      detail: 免费开通系统\n",
  '\n    # 第二张：商旅\n    - title: 商旅业务 # 企业\n      summary: "企业客户"\n      detail: \'{{apiSince}}起提供接口\'\n',
  '    - title: 国际化业务\n      summary: 境外铁路\n      detail: 提供香港铁路购票接口\n',
];
const MOVABLE = `---\nbusiness:\n  cards:\n${MOVABLE_CARD.join('')}---\n`;

const cases: { name: string; file: string; edit: (data: Data) => void; expected: string }[] = [
  {
    name: 'one scalar changes exactly one line',
    file: CARDS,
    edit: (data) => (data.title = '首页（新）'),
    expected: CARDS.replace('title: 首页\n', 'title: 首页（新）\n'),
  },
  {
    name: 'a field of one list item changes only its line and keeps its quotes',
    file: CARDS,
    edit: (data) => (at(data, ['business', 'cards', 1]).summary = '企业与差旅客户'),
    expected: CARDS.replace('summary: "企业客户"', 'summary: "企业与差旅客户"'),
  },
  {
    name: 'a single-quoted value stays single-quoted',
    file: CARDS,
    edit: (data) => (at(data, ['business', 'cards', 0]).summary = '{{partnerAgencies}} 家旅行社'),
    expected: CARDS.replace("summary: '{{partnerAgencies}} 家合作'", "summary: '{{partnerAgencies}} 家旅行社'"),
  },
  {
    name: 'adding a card adds only its lines, after the last card',
    file: CARDS,
    edit: (data) =>
      at(data, ['business', 'cards']).push({
        title: '国际化业务',
        summary: '境外铁路',
        image: 'card-international.svg',
      }),
    expected: CARDS.replace(
      '      image: card-business-travel.svg\n',
      '      image: card-business-travel.svg\n    - title: 国际化业务\n      summary: 境外铁路\n      image: card-international.svg\n',
    ),
  },
  {
    name: 'a new card’s fields are written in the order of the other cards, however they were typed',
    file: CARDS,
    edit: (data) =>
      at(data, ['business', 'cards']).push({ image: 'card-ota.svg', title: 'OTA 供票', summary: '车站送票' }),
    expected: CARDS.replace(
      '      image: card-business-travel.svg\n',
      '      image: card-business-travel.svg\n    - title: OTA 供票\n      summary: 车站送票\n      image: card-ota.svg\n',
    ),
  },
  {
    name: 'deleting a card removes only its lines',
    file: CARDS,
    edit: (data) => at(data, ['business', 'cards']).splice(0, 1),
    expected: CARDS.replace(
      "    - title: 旅行社业务\n      summary: '{{partnerAgencies}} 家合作'\n      image: card-travel-agency.svg\n",
      '',
    ),
  },
  {
    name: 'a new key goes at the end of its map',
    file: CARDS,
    edit: (data) => (data.heading = '主标题'),
    expected: CARDS.replace('---\n\n正文', 'heading: 主标题\n---\n\n正文'),
  },
  {
    name: 'a CRLF file with a byte-order mark keeps both',
    file: `\uFEFF${CARDS.replace(/\n/g, '\r\n')}`,
    edit: (data) => (data.title = '首页（新）'),
    expected: `\uFEFF${CARDS.replace('title: 首页\n', 'title: 首页（新）\n').replace(/\n/g, '\r\n')}`,
  },
  {
    name: 'an edited body is written as typed, in the file’s line endings',
    file: CARDS.replace(/\n/g, '\r\n'),
    edit: (data) => (data[BODY_KEY] = '\n新的正文\n'),
    expected: `${CARDS.slice(0, CARDS.indexOf('---\n\n正文'))}---\n\n新的正文\n`.replace(/\n/g, '\r\n'),
  },
  {
    // Once moved by swapping values between item nodes, 国际化业务's detail took the OTA card's quotes.
    name: 'moving a card moves its lines as written: quotes, comments and blank lines go with it',
    file: MOVABLE,
    edit: (data) => {
      const cards = at(data, ['business', 'cards']);
      cards.splice(0, 0, ...cards.splice(2, 1));
    },
    expected: MOVABLE.replace(
      `${MOVABLE_CARD[0]}${MOVABLE_CARD[1]}${MOVABLE_CARD[2]}`,
      `${MOVABLE_CARD[2]}${MOVABLE_CARD[0]}${MOVABLE_CARD[1]}`,
    ),
  },
  {
    name: 'moving a card and editing it in one save moves its lines and changes only the edited one',
    file: MOVABLE,
    edit: (data) => {
      const cards = at(data, ['business', 'cards']);
      cards.splice(0, 0, ...cards.splice(1, 1));
      at(data, ['business', 'cards', 0]).summary = '企业与差旅客户';
    },
    expected: MOVABLE.replace(
      `${MOVABLE_CARD[0]}${MOVABLE_CARD[1]}`,
      // A blank line cannot stand first under `cards:`: it goes; the comment stays with its card.
      `${MOVABLE_CARD[1].replace('"企业客户"', '"企业与差旅客户"').slice(1)}${MOVABLE_CARD[0]}`,
    ),
  },
  {
    name: 'moving an item of a list of texts moves its line as written',
    file: '---\nunconfirmed:\n  - statements[0].text\n  - "statements[1].text" # 使命\n  - statements[2].text\n---\n',
    edit: (data) => at(data, ['unconfirmed']).splice(0, 0, ...at(data, ['unconfirmed']).splice(1, 1)),
    expected:
      '---\nunconfirmed:\n  - "statements[1].text" # 使命\n  - statements[0].text\n  - statements[2].text\n---\n',
  },
  {
    name: 'a number stays a number when the form hands back text',
    file: '---\nclaims:\n  agencyTarget:\n    value: 20000 # 目标\n---\n',
    edit: (data) => (at(data, ['claims', 'agencyTarget']).value = '30000'),
    expected: '---\nclaims:\n  agencyTarget:\n    value: 30000 # 目标\n---\n',
  },
];

describe('the save format changes only what the editor changed', () => {
  it.each(cases)('$name', ({ file, edit, expected }) => {
    expect(save(file, edit)).toBe(expected);
  });

  it('saving without a change gives back every content file byte for byte', () => {
    for (const file of ['site.md', 'claims.md', 'glossary.md', 'pages/homePage.mdx', 'pages/supplierEn.mdx'])
      expect(save(content(file), () => {})).toBe(content(file));
  });

  it('moves a home card above another: both cards’ lines as written, in their new order', () => {
    const home = content('pages/homePage.mdx');
    const block = (title: string) => new RegExp(`    - title: ${title}\\n(?:      .*\\n)+`).exec(home)?.[0] ?? '';
    const [ota, international] = [block('OTA 供票'), block('国际化业务')];
    expect(ota).toContain("detail: '");
    const saved = save(home, (data) => {
      const cards = at(data, ['business', 'cards']);
      cards.splice(2, 0, ...cards.splice(3, 1));
    });
    expect(saved).toBe(home.replace(`${ota}${international}`, `${international}${ota}`));
  });

  it('keeps the comments of claims.md and changes only the edited figure', () => {
    const claims = content('claims.md');
    const saved = save(claims, (data) => (at(data, ['claims', 'stations']).value = '73'));
    expect(saved).toBe(claims.replace("value: '72'", "value: '73'"));
  });

  it('keeps the body byte for byte when only frontmatter changed', () => {
    const page = content('pages/supplierEn.mdx');
    const saved = save(page, (data) => (data.heading = '供应商入驻（新）'));
    expect(saved.slice(saved.lastIndexOf('\n---\n'))).toBe(page.slice(page.lastIndexOf('\n---\n')));
    expect(saved).toBe(page.replace('heading: 供应商入驻\n', 'heading: 供应商入驻（新）\n'));
  });

  it('keeps a later save of the same entry relative to the file as read', () => {
    const data = structuredClone(fromFile(CARDS));
    data.title = '一';
    toFile(data);
    data.title = '二';
    expect(toFile(data)).toBe(CARDS.replace('title: 首页\n', 'title: 二\n'));
    expect(data[SOURCE_KEY]).toBe(CARDS);
  });

  it('edits the claims map as a list of claims with their ids, and writes it back as a map', () => {
    const claims = content('claims.md');
    const format = yamlDocumentFormat({ records: [['claims']] });
    const data = structuredClone(format.fromFile(claims));
    const list = data.claims as { id: string; value: unknown; unit?: string; label: string }[];
    expect(list[0]).toMatchObject({ id: 'staff', value: '100+', unit: '人', label: '员工' });
    list.push({ id: 'trainsDaily', value: '300', unit: '', label: '每日车次' });
    expect(format.toFile(data)).toBe(
      claims.replace(/\n---\n$/, "\n  trainsDaily:\n    value: '300'\n    label: 每日车次\n---\n"),
    );
  });

  it('refuses to write an emptied claims map over the file', () => {
    const format = yamlDocumentFormat({ records: [['claims']] });
    const data = structuredClone(format.fromFile(content('claims.md')));
    data.claims = [];
    expect(() => format.toFile(data)).toThrow(
      '没有保存：claims 的全部条目都不见了，请刷新页面后重新修改 (refusing to empty claims)',
    );
  });
});
