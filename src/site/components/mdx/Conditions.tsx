import { useSiteData } from '../../../content/useSiteData';
import { Text } from '../text/Text';
import { isConditionList } from '../../../content/mdxAllowed';
import styles from './Conditions.module.css';

/**
 * `<Conditions of="supplier" />` in MDX bodies: a partner role's conditions as the recruitment page lists
 * them (recruitment.mdx `supplier.items`, `provider.items`), so each has one wording wherever it shows.
 */
export function Conditions({ of }: { of: string }) {
  const { conditions } = useSiteData();
  if (!isConditionList(of)) throw new Error(`<Conditions of="${of}">: no such list (src/content/mdxAllowed.ts)`);
  return (
    <ol className={styles.conditions}>
      {conditions[of].map((item) => (
        <li key={item.title}>
          <strong className={styles.title}>{item.title}</strong>
          <Text prose={item.text} />
        </li>
      ))}
    </ol>
  );
}
