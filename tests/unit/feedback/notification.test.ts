// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { message, notify } from '../../../src/site/feedback';
import type { Corner } from '../../../src/site/feedback';
import { advance, fakeLayout, pressEscape, run } from './dom';

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
  it('shows title and text top-right by default and closes after 4500 ms, not at 4499', () => {
    run(() => notify({ title: '提示', text: '文档加载较慢' }));
    expect(titles()).toEqual(['提示']);
    expect(cards()[0]?.textContent).toContain('文档加载较慢');
    expect(cards()[0]?.dataset.position).toBe('top-right');
    advance(4499);
    expect(cards()).toHaveLength(1);
    advance(1);
    expect(cards()).toHaveLength(0);
  });

  it('stays with duration 0', () => {
    run(() => notify({ title: '常驻', text: '', duration: 0 }));
    advance(600_000);
    expect(titles()).toEqual(['常驻']);
  });

  it('stacks per corner, 16 px from the edges and 16 px apart', () => {
    const corners: Corner[] = ['top-right', 'top-left', 'bottom-right', 'bottom-left'];
    run(() => {
      for (const position of corners) {
        notify({ title: `${position} 1`, text: '', position });
        notify({ title: `${position} 2`, text: '', position });
      }
    });
    const style = (title: string) => {
      const card = cards().find((candidate) => candidate.querySelector('p')?.textContent === title);
      const { top, bottom, left, right } = card?.style ?? {};
      return Object.fromEntries(Object.entries({ top, bottom, left, right }).filter(([, value]) => value));
    };
    // Every card is 80 px high here (fakeLayout): the second one sits at 16 + 80 + 16.
    expect(style('top-right 1')).toEqual({ top: '16px', right: '16px' });
    expect(style('top-right 2')).toEqual({ top: '112px', right: '16px' });
    expect(style('top-left 2')).toEqual({ top: '112px', left: '16px' });
    expect(style('bottom-right 1')).toEqual({ bottom: '16px', right: '16px' });
    expect(style('bottom-left 2')).toEqual({ bottom: '112px', left: '16px' });
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

  it('closes the newest item on Esc, one per key press across messages and notifications', () => {
    run(() => {
      notify({ title: '通知一', text: '', duration: 0 });
      message.info('消息', { duration: 0 });
      notify({ title: '通知二', text: '', duration: 0 });
    });
    pressEscape();
    expect(titles()).toEqual(['通知一']);
    expect(document.querySelector('[data-feedback="message"]')?.textContent).toContain('消息');
    pressEscape();
    expect(document.querySelector('[data-feedback="message"] [data-type]')).toBeNull();
    pressEscape();
    expect(cards()).toHaveLength(0);
  });

  it('returns a handle that closes it', () => {
    let handle = { close() {} };
    run(() => (handle = notify({ title: '手动', text: '', duration: 0 })));
    run(() => handle.close());
    expect(cards()).toHaveLength(0);
  });
});
