import { createElement } from 'react';
import { ensureHost } from './host';
import { removeItem } from './itemState';
import { MessageBox, type Box, type MessageBoxOptions, type MessageBoxResult, type PromptOptions } from './MessageBox';
import { nextId } from './queue';
import { createStore, useStore } from './store';

const boxes = createStore<readonly Box[]>([]);

/** Every open box; a box opened from another one stacks above it in the top layer. */
function MessageBoxes() {
  return useStore(boxes).map((box) => createElement(MessageBox, { key: box.id, box }));
}

function open(kind: Box['kind'], options: Box['options']): Promise<MessageBoxResult> {
  // Nothing can answer while pages are pre-rendered.
  if (typeof document === 'undefined') return Promise.resolve({ action: 'close' });
  ensureHost('message-box', () => createElement(MessageBoxes));
  const opener = document.activeElement;
  return new Promise((resolve) => {
    const id = nextId();
    const settle = (result: MessageBoxResult) => {
      boxes.set(removeItem(boxes.get(), id));
      resolve(result);
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
    boxes.set([...boxes.get(), { id, kind, options, settle }]);
  });
}

/** A message with one confirm button. Resolves `{ action: 'confirm' | 'close' }`. */
export const alert = (options: MessageBoxOptions): Promise<MessageBoxResult> => open('alert', options);
/** A question with confirm and cancel buttons. Resolves `{ action: 'confirm' | 'cancel' | 'close' }`. */
export const confirm = (options: MessageBoxOptions): Promise<MessageBoxResult> => open('confirm', options);
/** A question with a text input. On confirm resolves `{ action: 'confirm', value }`. */
export const prompt = (options: PromptOptions): Promise<MessageBoxResult> => open('prompt', options);
