import { ensureHost } from './host';
import { removeItem } from './itemState';
import { loadingMask, type LoadingMask } from './loadingMask';
import { nextId, type FeedbackHandle } from './queue';

/** Open full-page loads; the mask shows while any is open, with the newest label. */
let loads: readonly { id: string; label: string }[] = [];
let mask: LoadingMask | undefined;

function show() {
  mask?.set(loads.length > 0, loads.at(-1)?.label ?? '');
  if (loads.length === 0) document.body.removeAttribute('aria-busy');
  else document.body.setAttribute('aria-busy', 'true');
}

export const loading = {
  /** Covers the whole page and marks `<body aria-busy="true">` until every opened handle is closed. */
  fullscreen(label: string): FeedbackHandle {
    ensureHost('loading', (host) => (mask = loadingMask(host, '', true)));
    if (!mask) return { close() {} };
    const id = nextId();
    loads = [...loads, { id, label }];
    show();
    return {
      close() {
        const rest = removeItem(loads, id);
        if (rest === loads) return;
        loads = rest;
        show();
      },
    };
  },
};
