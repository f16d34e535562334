// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { message } from '../../../src/site/feedback/message';
import { notify } from '../../../src/site/feedback/notification';
import { advance, fakeLayout, run } from './dom';

const cards = () => [...document.querySelectorAll<HTMLElement>('[data-feedback="notification"] [data-position]')];
const titles = () => cards().map((card) => card.querySelector('p')?.textContent);

beforeEach(() => {
  vi.useFakeTimers();
  fakeLayout(80);
});
afterEach(() => {
  run(() => {
    notify.closeAll();
    message.closeAll();
  });
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('notification', () => {
  it('stays with duration 0', () => {
    run(() => notify({ title: '常驻', text: '', duration: 0 }));
    advance(600_000);
    expect(titles()).toEqual(['常驻']);
  });

  it('renders the action as a link opening a new window safely', () => {
    run(() =>
      notify({
        title: '文档',
        text: '无法在页面内显示',
        action: { label: '在新窗口打开', href: 'http://example.com/docs' },
      }),
    );
    const link = cards()[0]?.querySelector('a');
    expect(link?.textContent).toBe('在新窗口打开');
    expect(link?.getAttribute('href')).toBe('http://example.com/docs');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('has a close button (关闭 by default or closeLabel), and announces errors assertively', () => {
    run(() => {
      notify({ title: '一', text: '' });
      notify({ title: '二', text: '', type: 'error', closeLabel: 'Dismiss' });
    });
    expect(document.querySelector('[data-feedback="notification"] [role="alert"]')?.textContent).toContain('二');
    const buttons = cards().map((card) => card.querySelector('button'));
    expect(buttons.map((button) => button?.getAttribute('aria-label'))).toEqual(['关闭', 'Dismiss']);
    run(() => buttons[0]?.click());
    expect(titles()).toEqual(['二']);
  });

  it('returns a handle that closes it', () => {
    let handle = { close() {} };
    run(() => (handle = notify({ title: '手动', text: '', duration: 0 })));
    run(() => handle.close());
    expect(cards()).toHaveLength(0);
  });
});
