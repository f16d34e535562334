// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { message } from '../../../src/site/feedback/message';
import { advance, fakeLayout, run } from './dom';

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
