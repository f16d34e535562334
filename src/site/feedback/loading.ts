import { createElement } from 'react';
import { ensureHost } from './host';
import { removeItem } from './itemState';
import { LoadingMask } from './LoadingMask';
import { nextId, type FeedbackHandle } from './queue';
import { createStore, useStore } from './store';

/** Open full-page loads; the mask shows while any is open, with the newest label. */
const loads = createStore<readonly { id: string; label: string }[]>([]);

function FullscreenMask() {
  const open = useStore(loads);
  return createElement(LoadingMask, { visible: open.length > 0, label: open.at(-1)?.label ?? '', fullscreen: true });
}

function close(id: string) {
  loads.set(removeItem(loads.get(), id));
  if (loads.get().length === 0) document.body.removeAttribute('aria-busy');
}

export const loading = {
  /** Covers the whole page and marks `<body aria-busy="true">` until every opened handle is closed. */
  fullscreen(label: string): FeedbackHandle {
    if (typeof document === 'undefined') return { close() {} };
    ensureHost('loading', () => createElement(FullscreenMask));
    const id = nextId();
    loads.set([...loads.get(), { id, label }]);
    document.body.setAttribute('aria-busy', 'true');
    return { close: () => close(id) };
  },
};
