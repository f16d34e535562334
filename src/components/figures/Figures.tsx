import { claims } from '../../content';
import styles from './Figures.module.css';

/** Company figures as large numbers with their labels, each from `content/claims.md`. */
export function Figures({ ids }: { ids: readonly string[] }) {
  if (!ids.length) return null;
  return (
    <dl className={styles.figures}>
      {ids.map((id) => {
        const claim = claims[id];
        if (!claim) throw new Error(`unknown claim: ${id}`);
        return (
          <div key={id} className={styles.figure} data-claim={id}>
            <dt className={styles.label}>{claim.label}</dt>
            <dd className={styles.value}>
              {claim.value}
              {claim.unit && <span className={styles.unit}>{claim.unit}</span>}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
