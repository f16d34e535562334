import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BAD_CONTENT_CASES } from '../fixtures/bad-content/cases';
import { contentIsDataCases } from '../fixtures/bad-content/contentIsData';
import { BODY_SYNTAX, NOT_IN_BODY } from '../../src/check/body/bodySyntax';
import { EDITOR_MISTAKE_CASES } from '../fixtures/bad-content/editorMistakes';
import { GUIDE_ONLY_CASES } from '../fixtures/bad-content/guideOnlyMistakes';
import { IMAGE_FILE_CASES } from '../fixtures/bad-content/imageFiles';

/**
 * The guide's table of messages (docs/编辑指南.md) against what the content check really says:
 * the exact messages of the bad-content fixtures, which contentCheck.test.ts checks against the code.
 * A message kind added to the code without a row, or a row whose example the code no longer
 * prints, fails here.
 */
const GUIDE = readFileSync(new URL('../../docs/编辑指南.md', import.meta.url), 'utf8');
const MESSAGES = [
  ...BAD_CONTENT_CASES,
  ...EDITOR_MISTAKE_CASES,
  ...GUIDE_ONLY_CASES,
  ...IMAGE_FILE_CASES,
  ...contentIsDataCases(),
].flatMap((badCase) => badCase.expected.map((expected) => expected.message));

interface Row {
  kind: RegExp;
  example: string;
}

function tableRows(): Row[] {
  const start = GUIDE.indexOf('<!-- 提示表');
  const lines = GUIDE.slice(start).split('\n').slice(1);
  const table = lines.slice(lines.findIndex((line) => line.startsWith('|')));
  return table
    .slice(
      2,
      table.findIndex((line) => !line.startsWith('|')),
    )
    .map((line) => {
      const [kind = '', example = ''] = line
        .split('|')
        .slice(1)
        .map((cell) => cell.trim());
      const words = kind
        .replace(/^警告：/, '')
        .split('…')
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      return {
        kind: new RegExp(`^${words.join('.*?')}`),
        example: example
          .replace(/^``? ?|`?` ?$/g, '')
          .replace(/ ?…$/, '')
          .trim(),
      };
    });
}

describe('the message table in docs/编辑指南.md', () => {
  const rows = tableRows();

  it('has rows', () => {
    expect(rows.length).toBeGreaterThan(20);
  });

  it('gives, for every row, an example the content check really prints', () => {
    for (const row of rows) {
      expect(row.example, String(row.kind)).toMatch(row.kind);
      expect(
        MESSAGES.some((message) => message.startsWith(row.example.replace(/\{line\}/g, ''))),
        row.example,
      ).toBe(true);
    }
  });

  it('has a row for every kind of message the content check prints', () => {
    for (const message of MESSAGES)
      expect(
        rows.some((row) => row.kind.test(message)),
        message,
      ).toBe(true);
  });
});

describe('the body syntax in docs/编辑指南.md', () => {
  const section = GUIDE.slice(
    GUIDE.indexOf('## 正文里可以用的组件'),
    GUIDE.indexOf('\n## ', GUIDE.indexOf('## 正文里可以用的组件') + 1),
  );

  it('lists every construct the content check allows in a body, as the check writes it', () => {
    for (const entry of BODY_SYNTAX) expect(section, entry.name).toContain(`| ${entry.name} `);
    for (const entry of BODY_SYNTAX) expect(section, entry.name).toContain(`\`${entry.example}\``);
  });

  it('says what to use instead of everything the check refuses', () => {
    for (const { written } of Object.values(NOT_IN_BODY))
      expect(section, written).toContain(`| ${written.split('“')[0] ?? written}`);
  });
});
