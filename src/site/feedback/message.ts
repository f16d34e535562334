import { createElement } from 'react';
import { DEFAULT_LABELS, MESSAGE_DURATION_MS } from './constants';
import { ensureHost, liveRegions } from './host';
import { addMessage } from './itemState';
import type { FeedbackType, MessageItem, MessageOpenOptions, MessageOptions } from './itemState';
import { MessageList } from './MessageList';
import { createQueue, nextId, type FeedbackHandle } from './queue';

/** The message list; exported for tests, pages use `message`. */
export const messageQueue = createQueue<MessageItem>();

function open({ type, text, duration = MESSAGE_DURATION_MS, grouping = false, closeLabel }: MessageOpenOptions) {
  ensureHost('message', (host) => createElement(MessageList, { queue: messageQueue, ...liveRegions(host) }));
  const item = { id: nextId(), type, text, duration, closeLabel: closeLabel ?? DEFAULT_LABELS.close, count: 1 };
  const { items, id } = addMessage(messageQueue.store.get(), item, grouping);
  return messageQueue.show(items, id);
}

const opener =
  (type: FeedbackType) =>
  (text: string, options?: MessageOptions): FeedbackHandle =>
    open({ ...options, type, text });

/** Toasts at the top centre of the viewport (DESIGN §5). */
export const message = {
  open: (options: MessageOpenOptions): FeedbackHandle => open(options),
  success: opener('success'),
  info: opener('info'),
  warning: opener('warning'),
  error: opener('error'),
  closeAll: (): void => messageQueue.closeAll(),
};
