import type { CSSProperties } from 'react';
import { claimBasis } from '../../../content/claims';
import { useClaims, useSite } from '../../../content/useSiteData';
import styles from './Figures.module.css';

/** Company figures as large numbers with their labels and basis (source, date), each from `content/claims.md`. */
export function Figures({ ids }: { ids: readonly string[] }) {
  const claims = useClaims();
  const { figureBasis } = useSite();
  if (!ids.length) return null;
  return (
    // Four figures read best as a 2 × 2 block; fewer stand in one row.
    <dl className={styles.figures} style={{ '--columns': ids.length === 4 ? 2 : ids.length } as CSSProperties}>
      {ids.map((id) => {
        const claim = claims[id];
        if (!claim) throw new Error(`unknown claim: ${id}`);
        const basis = claimBasis(claim, figureBasis);
        return (
          <div key={id} className={styles.figure} data-claim={id}>
            <dt className={styles.label}>{claim.label}</dt>
            <dd className={styles.value}>
              {claim.value}
              {claim.unit && <span className={styles.unit}>{claim.unit}</span>}
            </dd>
            {basis && <dd className={styles.basis}>{basis}</dd>}
          </div>
        );
      })}
    </dl>
  );
}
