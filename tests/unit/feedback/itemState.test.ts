import { describe, expect, it } from 'vitest';
import { addMessage, removeItem } from '../../../src/site/feedback/itemState';
import type { FeedbackType, MessageItem } from '../../../src/site/feedback/itemState';

let n = 0;
const item = (text: string, type: FeedbackType = 'success'): MessageItem => ({
  id: `m${++n}`,
  type,
  text,
  duration: 3000,
  closeLabel: '关闭',
  count: 1,
});

function openAll(messages: MessageItem[], grouping: boolean) {
  let items: readonly MessageItem[] = [];
  const ids: string[] = [];
  for (const next of messages) {
    const result = addMessage(items, next, grouping);
    items = result.items;
    ids.push(result.id);
  }
  return { items, ids };
}

describe('message list state', () => {
  it('groups three identical messages into one item with count 3, controlled by the first id', () => {
    const { items, ids } = openAll([item('已复制'), item('已复制'), item('已复制')], true);
    expect(items).toHaveLength(1);
    expect(items[0]?.count).toBe(3);
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toBe(items[0]?.id);
  });

  it('keeps messages with different text, or the same text with a different type, separate', () => {
    const { items } = openAll([item('已复制'), item('复制失败'), item('已复制', 'error')], true);
    expect(items.map((message) => [message.type, message.text, message.count])).toEqual([
      ['success', '已复制', 1],
      ['success', '复制失败', 1],
      ['error', '已复制', 1],
    ]);
  });

  it('stacks duplicates when grouping is off', () => {
    const { items } = openAll([item('已复制'), item('已复制')], false);
    expect(items).toHaveLength(2);
    expect(items.every((message) => message.count === 1)).toBe(true);
  });

  it('does not change the list it was given', () => {
    const first = item('a');
    const before = [first];
    addMessage(before, item('a'), true);
    expect(before).toEqual([first]);
    expect(first.count).toBe(1);
  });

  it('removes by id and returns the same list when the id is not there', () => {
    const { items } = openAll([item('a'), item('b')], false);
    const [a, b] = items;
    expect(removeItem(items, a?.id ?? '')).toEqual([b]);
    expect(removeItem(items, 'missing')).toBe(items);
  });
});
