import { createElement } from 'react';
import { DEFAULT_LABELS, NOTIFICATION_DURATION_MS } from './constants';
import { ensureHost, liveRegions } from './host';
import type { NotificationItem, NotifyOptions } from './itemState';
import { NotificationList } from './NotificationList';
import { createQueue, nextId, type FeedbackHandle } from './queue';

const notificationQueue = createQueue<NotificationItem>();

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
