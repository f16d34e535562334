import { createPortal } from 'react-dom';
import type { LiveRegions } from './host';
import type { MessageItem } from './itemState';
import { messageOffsets } from './layout';
import type { Queue } from './queue';
import { useStore } from './store';
import { useHeights } from './useHeights';
import close from './closeButton.module.css';
import styles from './MessageList.module.css';
import tone from './tone.module.css';

/** The open messages, stacked at the top centre; errors go to the assertive region, the rest to the polite one. */
export function MessageList({ queue, polite, assertive }: LiveRegions & { queue: Queue<MessageItem> }) {
  const items = useStore(queue.store);
  const heights = useHeights(items.map((item) => item.id));
  const offsets = messageOffsets(items.map((item) => heights.get(item.id) ?? 0));

  const render = (item: MessageItem) => (
    <div
      key={item.id}
      id={item.id}
      className={`${styles.message} ${tone[item.type]}`}
      data-type={item.type}
      style={{ top: offsets[items.indexOf(item)] }}
      // Hovering or focusing a message holds it open, so it does not vanish under the pointer or the keyboard.
      onPointerEnter={() => queue.pause(item.id)}
      onPointerLeave={() => queue.restart(item.id)}
      onFocus={() => queue.pause(item.id)}
      onBlur={() => queue.restart(item.id)}
    >
      <span className={styles.icon} aria-hidden="true" />
      {/* A new key on each repeat re-inserts the text, so screen readers announce the repeat too. */}
      <span key={item.count}>{item.text}</span>
      {item.count > 1 && (
        <span className={styles.count} data-count={item.count} aria-hidden="true">
          {item.count}
        </span>
      )}
      <button
        type="button"
        className={`${close.close} ${styles.close}`}
        aria-label={item.closeLabel}
        onClick={() => queue.close(item.id)}
      >
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
