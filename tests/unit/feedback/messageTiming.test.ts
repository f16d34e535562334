import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { message, messageQueue } from '../../../src/site/feedback/message';

// No DOM here: the services keep their state in a store and only render when a document exists.
const open = () => messageQueue.store.get();

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  message.closeAll();
  vi.useRealTimers();
});

describe('message timing and state, without a DOM', () => {
  it('keeps a message with duration 0 until it is closed', () => {
    const handle = message.info('请稍候', { duration: 0 });
    vi.advanceTimersByTime(600_000);
    expect(open()).toHaveLength(1);
    handle.close();
    expect(open()).toHaveLength(0);
  });

  it('honours a custom duration and the type of each shortcut', () => {
    message.open({ type: 'warning', text: '注意', duration: 1000 });
    message.error('出错了');
    expect(open().map((item) => item.type)).toEqual(['warning', 'error']);
    vi.advanceTimersByTime(1000);
    expect(open().map((item) => item.type)).toEqual(['error']);
  });

  it('closes every message with closeAll, and a late close of a closed handle is harmless', () => {
    const first = message.info('一');
    message.info('二', { duration: 0 });
    message.closeAll();
    expect(open()).toHaveLength(0);
    expect(() => first.close()).not.toThrow();
    expect(vi.getTimerCount()).toBe(0);
  });
});
