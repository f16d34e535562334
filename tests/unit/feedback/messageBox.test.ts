// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { alert, confirm, message, prompt } from '../../../src/site/feedback';
import type { MessageBoxResult } from '../../../src/site/feedback';
import { pressEscape, run } from './dom';

// jsdom 27 has no HTMLDialogElement.showModal/close: a minimal stand-in for this file only. It does not
// make the page inert or trap focus (Chromium does that natively); the end-to-end tests cover those.
beforeAll(() => {
  if (typeof HTMLDialogElement.prototype.showModal === 'function') return;
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

let opener: HTMLButtonElement;
beforeEach(() => {
  vi.useFakeTimers();
  opener = document.createElement('button');
  opener.textContent = '打开';
  document.body.append(opener);
  opener.focus();
});
afterEach(() => {
  opener.remove();
  vi.useRealTimers();
});

const dialog = () => document.querySelector<HTMLDialogElement>('dialog[open]');
const button = (name: string) =>
  [...(dialog()?.querySelectorAll('button') ?? [])].find(
    (candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent) === name,
  );

/** Opens a box and records its outcome (or none) without awaiting it. */
function track(open: () => Promise<MessageBoxResult>) {
  const outcome: { result?: MessageBoxResult } = {};
  run(() => open().then((result) => (outcome.result = result)));
  return outcome;
}
const settled = async () => {
  await Promise.resolve();
};

describe('message box', () => {
  it('is a modal dialog labelled by its title and described by its text, focused on confirm', () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    track(() => confirm({ title: '删除', text: '确定删除吗？' }));
    const box = dialog();
    expect(showModal).toHaveBeenCalledOnce();
    expect(document.getElementById(box?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('删除');
    expect(document.getElementById(box?.getAttribute('aria-describedby') ?? '')?.textContent).toBe('确定删除吗？');
    expect(document.activeElement).toBe(button('确定'));
    run(() => button('取消')?.click());
    showModal.mockRestore();
  });

  it.each([
    ['确定', 'confirm'],
    ['取消', 'cancel'],
    ['关闭', 'close'],
  ])('confirm resolves %s as %s, removes the dialog and returns focus to the opener', async (name, action) => {
    const outcome = track(() => confirm({ title: '继续？' }));
    run(() => button(name)?.click());
    await settled();
    expect(outcome.result).toEqual({ action });
    expect(dialog()).toBeNull();
    expect(document.querySelector('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('resolves close on Esc and does not let that Esc close a message behind it', async () => {
    run(() => message.info('背景消息', { duration: 0 }));
    const outcome = track(() => confirm({ title: '继续？' }));
    pressEscape(document.activeElement ?? document.body);
    await settled();
    expect(outcome.result).toEqual({ action: 'close' });
    expect(document.querySelector('[data-feedback="message"]')?.textContent).toContain('背景消息');
    expect(document.activeElement).toBe(opener);
    run(() => message.closeAll());
  });

  it('alert has a confirm and a close button but no cancel, with custom labels', async () => {
    const outcome = track(() => alert({ title: '完成', confirmLabel: '好的', closeLabel: 'Close' }));
    expect(button('取消')).toBeUndefined();
    expect(button('Close')).toBeDefined();
    run(() => button('好的')?.click());
    await settled();
    expect(outcome.result).toEqual({ action: 'confirm' });
  });

  it('prompt focuses its labelled input and resolves its value on confirm', async () => {
    const outcome = track(() => prompt({ title: '名称', inputLabel: '公司名称', defaultValue: '示例' }));
    const input = dialog()?.querySelector('input');
    expect(document.activeElement).toBe(input);
    expect(document.querySelector(`label[for="${input?.id}"]`)?.textContent).toBe('公司名称');
    expect(input?.value).toBe('示例');
    run(() => button('确定')?.click());
    await settled();
    expect(outcome.result).toEqual({ action: 'confirm', value: '示例' });
  });

  it('prompt refuses an invalid value with an inline error, then resolves once it is valid', async () => {
    const validator = (value: string) => (/^\d{11}$/.test(value) ? true : '请输入 11 位手机号');
    const outcome = track(() => prompt({ title: '手机号', inputLabel: '手机号', validator }));
    const input = dialog()?.querySelector('input');
    const type = (value: string) =>
      run(() => {
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
        setter?.call(input, value);
        input?.dispatchEvent(new Event('input', { bubbles: true }));
      });

    type('123');
    run(() => button('确定')?.click());
    await settled();
    expect(outcome.result).toBeUndefined();
    expect(dialog()).not.toBeNull();
    expect(input?.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(input?.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe('请输入 11 位手机号');

    type('13800000000');
    expect(input?.getAttribute('aria-invalid')).toBe('false');
    expect(input?.hasAttribute('aria-describedby')).toBe(false);
    run(() => button('确定')?.click());
    await settled();
    expect(outcome.result).toEqual({ action: 'confirm', value: '13800000000' });
    expect(document.activeElement).toBe(opener);
  });

  it('prompt gives no value on cancel', async () => {
    const outcome = track(() => prompt({ title: '名称', inputLabel: '名称', defaultValue: 'x' }));
    run(() => button('取消')?.click());
    await settled();
    expect(outcome.result).toEqual({ action: 'cancel' });
  });
});
