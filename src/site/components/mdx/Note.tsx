import type { ReactNode } from 'react';
import styles from './Note.module.css';

/** `<Note title="…">…</Note>` in MDX bodies: a highlighted aside. */
export function Note({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <aside className={styles.note} aria-label={title}>
      {title && <p className={styles.title}>{title}</p>}
      <div>{children}</div>
    </aside>
  );
}
