// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loading } from '../../../src/site/feedback/loading';
import { loadingMask, type LoadingMask } from '../../../src/site/feedback/loadingMask';
import { advance, run } from './dom';

let container: HTMLElement;
let shown: LoadingMask;
beforeEach(() => {
  vi.useFakeTimers();
  container = document.createElement('div');
  document.body.append(container);
  shown = loadingMask(container, '文档加载中');
});
afterEach(() => {
  container.remove();
  vi.useRealTimers();
});

const mask = (scope: ParentNode = container) => scope.querySelector<HTMLElement>('[data-loading-mask]');
const show = (visible: boolean) => run(() => shown.set(visible));

describe('loadingMask', () => {
  it('shows its label while visible and is absent when never shown', () => {
    show(false);
    expect(mask()).toBeNull();
    show(true);
    expect(mask()?.dataset.state).toBe('open');
    expect(mask()?.querySelector('[role="status"]')?.textContent).toBe('文档加载中');
  });

  it('fades out, then leaves the DOM 400 ms after it is hidden', () => {
    show(true);
    show(false);
    expect(mask()?.dataset.state).toBe('closing');
    expect(mask()?.style.transitionDuration).toBe('400ms');
    expect(mask()?.querySelector('[role="status"]')?.textContent).toBe('');
    advance(399);
    expect(mask()).not.toBeNull();
    advance(1);
    expect(mask()).toBeNull();
  });

  it('stays when shown again during the fade', () => {
    show(true);
    show(false);
    advance(200);
    show(true);
    advance(1000);
    expect(mask()?.dataset.state).toBe('open');
  });
});

describe('loading.fullscreen', () => {
  const pageMask = () => mask(document.querySelector('[data-feedback="loading"]') ?? document);

  it('covers the page with aria-busy on body until closed, then removes the mask after 400 ms', () => {
    let handle = { close() {} };
    run(() => (handle = loading.fullscreen('正在提交')));
    expect(document.body.getAttribute('aria-busy')).toBe('true');
    expect(pageMask()?.textContent).toContain('正在提交');
    run(() => handle.close());
    expect(document.body.hasAttribute('aria-busy')).toBe(false);
    advance(399);
    expect(pageMask()?.dataset.state).toBe('closing');
    advance(1);
    expect(pageMask()).toBeNull();
  });

  it('stays busy until every open handle is closed', () => {
    let first = { close() {} };
    let second = { close() {} };
    run(() => {
      first = loading.fullscreen('一');
      second = loading.fullscreen('二');
    });
    run(() => first.close());
    expect(document.body.getAttribute('aria-busy')).toBe('true');
    expect(pageMask()?.textContent).toContain('二');
    run(() => second.close());
    expect(document.body.hasAttribute('aria-busy')).toBe(false);
    advance(400);
    expect(pageMask()).toBeNull();
  });
});
