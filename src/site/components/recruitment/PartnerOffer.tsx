import { Link } from 'react-router';
import type { PartnerOffer as Offer } from '../../../content/schemas/recruitment';
import { routePath, type RouteName } from '../../../content/routes';
import { QrCode } from '../QrCode';
import { Paragraph } from '../text/Paragraph';
import pill from '../../styles/pill.module.css';
import styles from './PartnerOffer.module.css';
import type { ForPage } from '../../../content/prose';

/** Supplier onboarding or service-provider conditions, with a contact QR code and the detail page. */
export function PartnerOffer({ offer, detailRoute }: { offer: ForPage<Offer>; detailRoute: RouteName }) {
  return (
    <div className={styles.offer}>
      <ol className={styles.items}>
        {offer.items.map((item) => (
          <li key={item.title} className={styles.item}>
            <h3>{item.title}</h3>
            <Paragraph prose={item.text} />
          </li>
        ))}
      </ol>
      <aside className={styles.contact} aria-label={offer.contact.caption}>
        <QrCode target={offer.contact.qr} alt={offer.contact.alt} size={132} className={styles.qr} />
        <p>{offer.contact.caption}</p>
        <Link to={routePath(detailRoute)} className={`${pill.pill} ${pill.accent}`}>
          {offer.linkLabel}
        </Link>
      </aside>
    </div>
  );
}
