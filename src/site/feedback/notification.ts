import { DEFAULT_LABELS, NOTIFICATION_DURATION_MS } from './constants';
import { closeButton, element } from './dom';
import { ensureHost, liveRegions } from './host';
import type { NotificationItem, NotifyOptions } from './itemState';
import { placeNotifications } from './layout';
import { createQueue, nextId, type FeedbackHandle } from './queue';
import { mountStack } from './stackView';
import close from './closeButton.module.css';
import styles from './NotificationList.module.css';
import tone from './tone.module.css';

const notificationQueue = createQueue<NotificationItem>();

function draw(item: NotificationItem): HTMLElement {
  const node = element(
    'div',
    {
      class: `${styles.card} ${item.type ? tone[item.type] : ''}`,
      'data-position': item.position,
      'data-type': item.type,
    },
    item.type && element('span', { class: styles.icon, 'aria-hidden': 'true' }),
    element(
      'div',
      { class: styles.body },
      element('p', { class: styles.title }, item.title),
      element('p', { class: styles.text }, item.text),
      item.action &&
        element(
          'a',
          { class: styles.action, href: item.action.href, target: '_blank', rel: 'noopener noreferrer' },
          item.action.label,
        ),
    ),
  );
  node.append(closeButton(close.close ?? '', item.closeLabel, () => notificationQueue.close(item.id)));
  return node;
}

/** Shows a notification card in a corner of the viewport. */
function show({ duration = NOTIFICATION_DURATION_MS, position = 'top-right', closeLabel, ...rest }: NotifyOptions) {
  ensureHost('notification', (host) =>
    mountStack(notificationQueue, liveRegions(host), {
      draw,
      place: (items, heights) => {
        const placed = placeNotifications(items.map((item, index) => ({ ...item, height: heights[index] ?? 0 })));
        return items.map((item) => placed.get(item.id) ?? {});
      },
    }),
  );
  const item = { ...rest, id: nextId(), duration, position, closeLabel: closeLabel ?? DEFAULT_LABELS.close };
  return notificationQueue.show([...notificationQueue.store.get(), item], item.id);
}

export const notify: ((options: NotifyOptions) => FeedbackHandle) & { closeAll(): void } = Object.assign(show, {
  closeAll: () => notificationQueue.closeAll(),
});
