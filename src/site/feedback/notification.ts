import { createElement } from 'react';
import { DEFAULT_LABELS, NOTIFICATION_DURATION_MS } from './constants';
import { ensureHost, liveRegions } from './host';
import type { FeedbackType, NotificationItem } from './itemState';
import type { Corner } from './layout';
import { NotificationList } from './NotificationList';
import { createQueue, nextId } from './queue';
import type { FeedbackHandle } from './queue';

export interface NotifyOptions {
  title: string;
  text: string;
  type?: FeedbackType;
  /** Milliseconds before it closes by itself (default 4500, spec §9); 0 keeps it until closed. */
  duration?: number;
  /** Corner of the viewport (default top-right). */
  position?: Corner;
  /** Accessible name of the close button (default 关闭). */
  closeLabel?: string;
  /** A link opened in a new window (target _blank, rel noopener noreferrer). */
  action?: { label: string; href: string };
}

/** The notification list; exported for tests, pages use `notify`. */
export const notificationQueue = createQueue<NotificationItem>();

/** Shows a notification card in a corner of the viewport (DESIGN §5). */
function show({ duration = NOTIFICATION_DURATION_MS, position = 'top-right', closeLabel, ...rest }: NotifyOptions) {
  ensureHost('notification', (host) =>
    createElement(NotificationList, { queue: notificationQueue, ...liveRegions(host) }),
  );
  const item = { ...rest, id: nextId(), duration, position, closeLabel: closeLabel ?? DEFAULT_LABELS.close };
  return notificationQueue.show([...notificationQueue.store.get(), item], item.id);
}

export const notify: ((options: NotifyOptions) => FeedbackHandle) & { closeAll(): void } = Object.assign(show, {
  closeAll: () => notificationQueue.closeAll(),
});
