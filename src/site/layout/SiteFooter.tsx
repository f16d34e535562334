import { ExternalLink } from '../components/ExternalLink';
import { QrCode } from '../components/QrCode';
import { fillPlaceholders } from '../../content/fillPlaceholders';
import { useImages, useSite } from '../../content/useSiteData';
import styles from './SiteFooter.module.css';

export function SiteFooter() {
  const { address, hotline, officialAccount, icp, police, footer, company } = useSite();
  const images = useImages();
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
        <div className={`container ${styles.legalLine}`}>
          <span>{fillPlaceholders(footer.copyright, { company: company.name })}</span>
          <ExternalLink href={icp.url} className={styles.filing}>
            {icp.number}
          </ExternalLink>
          {/* A mainland site shows its public-security filing number beside the ICP number */}
          {police && (
            <ExternalLink href={police.url} className={styles.filing}>
              {/* The number beside it names the link: the emblem is decoration to a screen reader. */}
              <img src={images.url(police.emblem.image)} alt="" width={16} height={16} />
              {police.number}
            </ExternalLink>
          )}
        </div>
      </div>
    </footer>
  );
}
