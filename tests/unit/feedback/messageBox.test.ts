// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { message } from '../../../src/site/feedback/message';
import { alert, confirm } from '../../../src/site/feedback/messageBox';
import type { MessageBoxResult } from '../../../src/site/feedback/messageBoxView';
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
});
