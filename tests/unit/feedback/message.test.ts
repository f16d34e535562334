// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { message } from '../../../src/site/feedback';
import { advance, fakeLayout, pressEscape, run } from './dom';

const items = () => [...document.querySelectorAll<HTMLElement>('[data-feedback="message"] [data-type]')];
const texts = () => items().map((item) => item.querySelector('span:not([aria-hidden])')?.textContent);

beforeEach(() => {
  vi.useFakeTimers();
  fakeLayout(40);
});
afterEach(() => {
  run(() => message.closeAll());
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('message in the page', () => {
  it('creates its host only when first used, not at import', () => {
    expect(document.querySelector('[data-feedback]')).toBeNull();
    run(() => message.info('你好'));
    expect(document.querySelectorAll('[data-feedback="message"]')).toHaveLength(1);
  });

  it('announces success, info and warning politely and errors assertively', () => {
    run(() => {
      message.success('成功');
      message.warning('注意');
      message.error('失败');
    });
    const polite = document.querySelector('[data-feedback="message"] [role="status"]');
    const assertive = document.querySelector('[data-feedback="message"] [role="alert"]');
    expect(polite?.getAttribute('aria-live')).toBe('polite');
    expect(polite?.textContent).toContain('成功');
    expect(polite?.textContent).toContain('注意');
    expect(assertive?.textContent).toContain('失败');
    expect(assertive?.textContent).not.toContain('成功');
  });

  it('removes the element after 3000 ms, not at 2999', () => {
    run(() => message.success('已复制'));
    advance(2999);
    expect(texts()).toEqual(['已复制']);
    advance(1);
    expect(items()).toHaveLength(0);
  });

  it('stacks from 16 px at the top with 16 px between messages', () => {
    run(() => {
      message.info('一');
      message.info('二');
      message.error('三');
    });
    // Every element is 40 px high here (fakeLayout): 16, 16 + 40 + 16, 72 + 40 + 16.
    expect(items().map((item) => item.style.top)).toEqual(['16px', '72px', '128px']);
    run(() => items()[0]?.querySelector('button')?.click());
    expect(items().map((item) => item.style.top)).toEqual(['16px', '72px']);
  });

  it('shows a repeat count on one item when grouping, and separate items for different text', () => {
    run(() => {
      for (let i = 0; i < 3; i++) message.success('已复制', { grouping: true });
      message.success('已保存', { grouping: true });
    });
    expect(texts()).toEqual(['已复制', '已保存']);
    expect(items()[0]?.querySelector('[data-count]')?.textContent).toBe('3');
    expect(items()[1]?.querySelector('[data-count]')).toBeNull();
  });

  it('has a close button named 关闭 by default, or by the closeLabel option', () => {
    run(() => {
      message.info('一');
      message.info('二', { closeLabel: 'Close' });
    });
    const buttons = items().map((item) => item.querySelector('button'));
    expect(buttons.map((button) => button?.getAttribute('aria-label'))).toEqual(['关闭', 'Close']);
    run(() => buttons[1]?.click());
    expect(texts()).toEqual(['一']);
  });

  it('closes the newest message on Esc', () => {
    run(() => {
      message.info('旧', { duration: 0 });
      message.info('新', { duration: 0 });
    });
    pressEscape();
    expect(texts()).toEqual(['旧']);
    pressEscape();
    expect(items()).toHaveLength(0);
  });

  it('holds a message open while the pointer is over it', () => {
    run(() => message.info('悬停'));
    const item = items()[0];
    run(() => item?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true })));
    advance(10_000);
    expect(texts()).toEqual(['悬停']);
    run(() => item?.dispatchEvent(new PointerEvent('pointerout', { bubbles: true })));
    advance(3000);
    expect(items()).toHaveLength(0);
  });

  it('returns a handle that closes the message', () => {
    let handle = { close() {} };
    run(() => (handle = message.open({ type: 'info', text: '手动', duration: 0 })));
    run(() => handle.close());
    expect(items()).toHaveLength(0);
  });
});
