import { ensureHost } from './host';
import {
  showMessageBox,
  type Box,
  type MessageBoxOptions,
  type MessageBoxResult,
  type PromptOptions,
} from './messageBoxView';
import { nextId } from './queue';

function open(kind: Box['kind'], options: Box['options']): Promise<MessageBoxResult> {
  // Nothing can answer while pages are pre-rendered.
  const host = ensureHost('message-box', () => {});
  if (!host) return Promise.resolve({ action: 'close' });
  const opener = document.activeElement;
  return new Promise((resolve) => {
    // A box opened from another one stacks above it in the top layer.
    showMessageBox(host, {
      id: nextId(),
      kind,
      options,
      settle(result) {
        resolve(result);
        if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
      },
    });
  });
}

/** A message with one confirm button. Resolves `{ action: 'confirm' | 'close' }`. */
export const alert = (options: MessageBoxOptions): Promise<MessageBoxResult> => open('alert', options);
/** A question with confirm and cancel buttons. Resolves `{ action: 'confirm' | 'cancel' | 'close' }`. */
export const confirm = (options: MessageBoxOptions): Promise<MessageBoxResult> => open('confirm', options);
/** A question with a text input. On confirm resolves `{ action: 'confirm', value }`. */
export const prompt = (options: PromptOptions): Promise<MessageBoxResult> => open('prompt', options);
