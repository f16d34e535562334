import { ExternalLink } from '../components/ExternalLink';
import { QrCode } from '../components/QrCode';
import { useSite } from '../content/useSiteData';
import styles from './SiteFooter.module.css';

export function SiteFooter() {
  const { address, hotline, officialAccount, icp, footer, company } = useSite();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.facts}>
          <p className={styles.company}>{company.name}</p>
          <p>
            <span className={styles.label}>{footer.addressLabel}</span>
            {address.text}
          </p>
          <p>
            <span className={styles.label}>{footer.hotlineLabel}</span>
            <a href={`tel:${hotline.number}`} className={styles.phone}>
              {hotline.number}
            </a>
          </p>
        </div>
        <figure className={styles.qr}>
          <QrCode target={officialAccount.qr} alt={officialAccount.alt} size={112} className={styles.qrImage} />
          <figcaption>{officialAccount.caption}</figcaption>
        </figure>
      </div>
      <div className={styles.legal}>
        <div className="container">
          <p>
            {footer.copyright}
            <span aria-hidden="true"> · </span>
            <ExternalLink href={icp.url} className={styles.icp}>
              {icp.number}
            </ExternalLink>
          </p>
        </div>
      </div>
    </footer>
  );
}
