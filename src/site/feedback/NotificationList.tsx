import { createPortal } from 'react-dom';
import type { LiveRegions } from './host';
import type { NotificationItem } from './itemState';
import { placeNotifications } from './layout';
import type { Queue } from './queue';
import { useStore } from './store';
import { useHeights } from './useHeights';
import close from './closeButton.module.css';
import styles from './NotificationList.module.css';
import tone from './tone.module.css';

/** The open notifications, stacked per corner; errors go to the assertive region, the rest to the polite one. */
export function NotificationList({ queue, polite, assertive }: LiveRegions & { queue: Queue<NotificationItem> }) {
  const items = useStore(queue.store);
  const heights = useHeights(items.map((item) => item.id));
  const placements = placeNotifications(items.map((item) => ({ ...item, height: heights.get(item.id) ?? 0 })));

  const render = (item: NotificationItem) => (
    <div
      key={item.id}
      id={item.id}
      className={`${styles.card} ${item.type ? tone[item.type] : ''}`}
      data-position={item.position}
      data-type={item.type}
      style={placements.get(item.id)}
      // Hovering or focusing a card holds it open, so its link and button stay reachable.
      onPointerEnter={() => queue.pause(item.id)}
      onPointerLeave={() => queue.restart(item.id)}
      onFocus={() => queue.pause(item.id)}
      onBlur={() => queue.restart(item.id)}
    >
      {item.type && <span className={styles.icon} aria-hidden="true" />}
      <div className={styles.body}>
        <p className={styles.title}>{item.title}</p>
        <p className={styles.text}>{item.text}</p>
        {item.action && (
          <a className={styles.action} href={item.action.href} target="_blank" rel="noopener noreferrer">
            {item.action.label}
          </a>
        )}
      </div>
      <button type="button" className={close.close} aria-label={item.closeLabel} onClick={() => queue.close(item.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
  return (
    <>
      {createPortal(items.filter((item) => item.type !== 'error').map(render), polite)}
      {createPortal(items.filter((item) => item.type === 'error').map(render), assertive)}
    </>
  );
}
