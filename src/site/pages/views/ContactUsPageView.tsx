import { CopyButton } from '../../components/CopyButton';
import { PageHeading } from '../../components/page/PageHeading';
import { Text } from '../../components/text/Text';
import { useSite } from '../../../content/useSiteData';
import type { ContactUsContent } from '../../../content/schemas/contactUs';
import { Island } from '../../islands/Island';
import styles from '../ContactUsPage.module.css';
import type { Shown } from '../../../content/prose';

/** The page as its route renders it, from its content: also the editor's preview of the entry (src/editor/preview). */
export function ContactUsPageView({ page }: { page: Shown<ContactUsContent> }) {
  const { address, hotline, supplierContact } = useSite();
  // The island's data holds what the button reads: its words, not the page's whole `copy` block.
  const labels = { label: page.copy.label, done: page.copy.done, failed: page.copy.failed };
  return (
    <div className="container">
      <PageHeading heading={page.heading} lead={page.lead} />
      <ul className={styles.cards}>
        <li className={styles.card}>
          <h2>{page.addressTitle}</h2>
          <p className={styles.value}>{address.text}</p>
          <Island
            name="copyButton"
            component={CopyButton}
            props={{ value: address.text, what: page.copy.address, labels }}
          />
        </li>
        <li className={styles.card}>
          <h2>{page.hotlineTitle}</h2>
          <p className={styles.value}>
            <a href={`tel:${hotline.number}`}>{hotline.number}</a>
          </p>
          <Island
            name="copyButton"
            component={CopyButton}
            props={{ value: hotline.number, what: page.copy.hotline, labels }}
          />
          <p className={styles.note}>
            <Text prose={page.hotlineNote} />
          </p>
        </li>
        <li className={styles.card}>
          <h2>{page.supplierTitle}</h2>
          <p className={styles.note}>
            <Text prose={page.supplierNote} />
          </p>
          <p className={styles.value}>
            {supplierContact.name} <a href={`tel:${supplierContact.phone}`}>{supplierContact.phone}</a>
          </p>
          <Island
            name="copyButton"
            component={CopyButton}
            props={{ value: supplierContact.phone, what: page.copy.supplierPhone, labels }}
          />
        </li>
      </ul>
    </div>
  );
}
