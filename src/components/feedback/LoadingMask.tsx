import styles from './LoadingMask.module.css';

/** A mask over the element it sits in while that element loads; the element carries `aria-busy`. */
export function LoadingMask({ label, visible }: { label: string; visible: boolean }) {
  return (
    <div className={styles.mask} data-visible={visible} aria-hidden={!visible}>
      <span className={styles.spinner} aria-hidden="true" />
      <p role="status">{visible ? label : ''}</p>
    </div>
  );
}
