import { describe, expect, test } from 'vitest';
import { diffContent, diffTextFile as diffParsed } from '../../../scripts/review/compare/contentDiff';
import { parseFile } from '../../../src/content/frontmatter/parseFile';

/** The review parses each side once (collect/contentFiles.ts); these cases start from the texts. */
const diffTextFile = (file: string, before?: string, after?: string) =>
  diffParsed(
    file,
    before === undefined ? undefined : parseFile(before),
    after === undefined ? undefined : parseFile(after),
  );

const file = (lines: string[]) => lines.join('\n');

describe('content diff', () => {
  const before = file([
    '---',
    'title: 旧标题',
    'sections:',
    '  - navLabel: 线下',
    '    figures:',
    '      - staff',
    '      - turnover2023',
    '---',
    '第一段。',
    '',
    '第二段。',
    '',
  ]);
  const after = file([
    '---',
    'sections:',
    '  - navLabel: 线下',
    '    lead: 新的引言',
    '    figures:',
    '      - staff',
    '      - ticketsIssued2023',
    '---',
    '第一段。',
    '',
    '第二段，改过了。',
    '',
  ]);

  test('names modified, added and removed fields with values and the line in the current file', () => {
    const fields = diffTextFile('content/pages/businessIntro.mdx', before, after).filter(
      (c) => c.area === 'frontmatter',
    );
    expect(fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'sections[0].figures[1]',
          kind: 'modified',
          before: 'turnover2023',
          after: 'ticketsIssued2023',
          line: 7,
        }),
        expect.objectContaining({ field: 'sections[0].lead', kind: 'added', after: '新的引言', line: 4 }),
        expect.objectContaining({ field: 'title', kind: 'removed', before: '旧标题' }),
      ]),
    );
    expect(fields).toHaveLength(3);
  });

  test('a changed body paragraph with its line; an unchanged file has no changes', () => {
    const body = diffTextFile('content/pages/businessIntro.mdx', before, after).filter((c) => c.area === 'body');
    expect(body).toEqual([
      expect.objectContaining({ kind: 'modified', before: '第二段。', after: '第二段，改过了。', line: 11 }),
    ]);
    expect(diffTextFile('content/site.md', before, before)).toEqual([]);
  });

  const list = (items: string[]) =>
    file([
      '---',
      'guarantees:',
      '  items:',
      ...items.flatMap((item) => [`    - title: ${item}`, `      text: ${item}的说明`]),
      '---',
      '',
    ]);

  test('removing one list item is one removal at its line in the base file, however long the list', () => {
    const items = ['甲', '乙', '丙', '丁', '戊', '己', '庚', '辛', '壬', '癸'];
    const changes = diffTextFile(
      'content/pages/recruitment.mdx',
      list(items),
      list(items.filter((item) => item !== '乙')),
    );
    expect(changes).toEqual([
      expect.objectContaining({ field: 'guarantees.items[1]', kind: 'removed', before: '乙 · 乙的说明', line: 6 }),
    ]);
  });

  test('reordering list items is a move, not a row of modifications', () => {
    const changes = diffTextFile('content/pages/recruitment.mdx', list(['甲', '乙', '丙']), list(['乙', '丙', '甲']));
    expect(changes).toEqual([
      expect.objectContaining({ kind: 'moved', field: 'guarantees.items[2]', from: 'guarantees.items[0]' }),
    ]);
  });

  test('a long value carries word/character highlighting', () => {
    const lead = (year: string) =>
      file(['---', `lead: 为线下旅行社打造的团体票预订系统，目标到 ${year} 年底达到两万家合作旅行社。`, '---', '']);
    const [change] = diffTextFile('content/pages/businessIntro.mdx', lead('2024'), lead('2031'));
    expect(change?.segments?.filter((segment) => segment.op !== '=')).toEqual([
      { op: '-', text: '2024' },
      { op: '+', text: '2031' },
    ]);
  });

  test('images are compared by hash; a changed image is a whole-file modification', () => {
    const snapshot = (images: Record<string, string>) => ({
      files: new Map(),
      images: new Map(Object.entries(images)),
    });
    expect(
      diffContent(
        snapshot({ 'content/images/a.svg': 'aaa' }),
        snapshot({ 'content/images/a.svg': 'bbb', 'content/images/b.svg': 'c' }),
      ),
    ).toEqual([
      { file: 'content/images/a.svg', field: 'file', area: 'file', kind: 'modified' },
      { file: 'content/images/b.svg', field: 'file', area: 'file', kind: 'added' },
    ]);
  });
});
