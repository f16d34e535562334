import { CopyButton } from '../../components/CopyButton';
import { PageHeading } from '../../components/page/PageHeading';
import { Paragraph } from '../../components/text/Paragraph';
import { useSite } from '../../../content/useSiteData';
import type { ContactUsContent } from '../../../content/schemas/contactUs';
import { Island } from '../../islands/Island';
import styles from '../ContactUsPage.module.css';
import type { ForPage } from '../../../content/prose';

export function ContactUsPageView({ page }: { page: ForPage<ContactUsContent> }) {
  const { address, hotline, supplierContact } = useSite();
  // The island's data holds what the button reads: its words, not the page's whole `copy` block.
  const labels = { label: page.copy.label, done: page.copy.done, failed: page.copy.failed };
  const copyButton = (value: string, what: string) => (
    <Island name="copyButton" component={CopyButton} props={{ value, what, labels }} />
  );
  return (
    <div className="container">
      <PageHeading heading={page.heading} lead={page.lead} />
      <ul className={styles.cards}>
        <li className={styles.card}>
          <h2>{page.addressTitle}</h2>
          <p className={styles.value}>{address.text}</p>
          {copyButton(address.text, page.copy.address)}
        </li>
        <li className={styles.card}>
          <h2>{page.hotlineTitle}</h2>
          <p className={styles.value}>
            <a href={`tel:${hotline.number}`}>{hotline.number}</a>
          </p>
          {copyButton(hotline.number, page.copy.hotline)}
          <Paragraph prose={page.hotlineNote} className={styles.note} />
        </li>
        <li className={styles.card}>
          <h2>{page.supplierTitle}</h2>
          <Paragraph prose={page.supplierNote} className={styles.note} />
          <p className={styles.value}>
            {supplierContact.name} <a href={`tel:${supplierContact.phone}`}>{supplierContact.phone}</a>
          </p>
          {copyButton(supplierContact.phone, page.copy.supplierPhone)}
        </li>
      </ul>
    </div>
  );
}
