import { DEFAULT_LABELS, MESSAGE_DURATION_MS } from './constants';
import { closeButton, element } from './dom';
import { ensureHost, liveRegions } from './host';
import { addMessage } from './itemState';
import type { FeedbackType, MessageItem, MessageOpenOptions, MessageOptions } from './itemState';
import { messageOffsets } from './layout';
import { createQueue, nextId, type FeedbackHandle } from './queue';
import { mountStack } from './stackView';
import close from './closeButton.module.css';
import styles from './MessageList.module.css';
import tone from './tone.module.css';

/** The message list; exported for tests, pages use `message`. */
export const messageQueue = createQueue<MessageItem>();

const countBadge = (count: number) =>
  element('span', { class: styles.count, 'data-count': String(count), 'aria-hidden': 'true' }, String(count));

function draw(item: MessageItem): HTMLElement {
  const node = element(
    'div',
    { class: `${styles.message} ${tone[item.type]}`, 'data-type': item.type },
    element('span', { class: styles.icon, 'aria-hidden': 'true' }),
    element('span', {}, item.text),
    item.count > 1 && countBadge(item.count),
  );
  node.append(closeButton(`${close.close} ${styles.close}`, item.closeLabel, () => messageQueue.close(item.id)));
  return node;
}

/** A repeat: the text is inserted anew, so screen readers announce the repeat too, and the badge counts it. */
function update(node: HTMLElement, item: MessageItem, before: MessageItem) {
  if (item.count === before.count) return;
  node.querySelector(':scope > span:not([aria-hidden])')?.replaceWith(element('span', {}, item.text));
  const badge = node.querySelector(':scope > [data-count]');
  if (badge) badge.replaceWith(countBadge(item.count));
  else node.lastElementChild?.before(countBadge(item.count));
}

function open({ type, text, duration = MESSAGE_DURATION_MS, grouping = false, closeLabel }: MessageOpenOptions) {
  ensureHost('message', (host) =>
    mountStack(messageQueue, liveRegions(host), {
      draw,
      update,
      place: (_items, heights) => messageOffsets(heights).map((top) => ({ top })),
    }),
  );
  const item = { id: nextId(), type, text, duration, closeLabel: closeLabel ?? DEFAULT_LABELS.close, count: 1 };
  const { items, id } = addMessage(messageQueue.store.get(), item, grouping);
  return messageQueue.show(items, id);
}

const opener =
  (type: FeedbackType) =>
  (text: string, options?: MessageOptions): FeedbackHandle =>
    open({ ...options, type, text });

/** Toasts at the top centre of the viewport. */
export const message = {
  open: (options: MessageOpenOptions): FeedbackHandle => open(options),
  success: opener('success'),
  info: opener('info'),
  warning: opener('warning'),
  error: opener('error'),
  closeAll: (): void => messageQueue.closeAll(),
};
