import { describe, expect, test } from 'vitest';
import { diffList } from '../../../scripts/review/compare/listDiff';

const kinds = (before: string[], after: string[], pair = false) =>
  diffList(before, after, (item) => item, { pairLeftovers: pair })
    .filter((op) => op.kind !== 'same')
    .map((op) => `${op.kind}:${'before' in op ? op.before : ''}>${'after' in op ? op.after : ''}`);

describe('list matching by identity', () => {
  const items = ['甲', '乙', '丙', '丁', '戊', '己', '庚', '辛', '壬', '癸'];

  test('removing one item of ten is one removal, not nine modifications', () => {
    expect(
      kinds(
        items,
        items.filter((item) => item !== '乙'),
        true,
      ),
    ).toEqual(['removed:乙>']);
  });

  test('inserting one item is one addition', () => {
    expect(kinds(items, ['新', ...items], true)).toEqual(['added:>新']);
  });

  test('an item taken out and put back elsewhere is one move', () => {
    expect(kinds(items, [...items.slice(1), '甲'])).toEqual(['moved:甲>甲']);
  });

  test('an edited item keeps its place: one modification when leftovers pair up', () => {
    expect(kinds(['a', 'b', 'c'], ['a', 'B', 'c'], true)).toEqual(['modified:b>B']);
    expect(kinds(['a', 'b', 'c'], ['a', 'B', 'c'])).toEqual(['removed:b>', 'added:>B']);
  });

  test('equal lists have no changes', () => {
    expect(kinds(items, [...items], true)).toEqual([]);
  });
});
