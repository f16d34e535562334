import { Link } from 'react-router';
import { ExternalLink } from '../components/ExternalLink';
import { useImages, useSite } from '../../content/useSiteData';
import { routePath } from '../../content/routes';
import { MainNav } from './MainNav';
import pill from '../styles/pill.module.css';
import styles from './SiteHeader.module.css';

export function SiteHeader() {
  const { company, hotline, login } = useSite();
  const images = useImages();
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link to={routePath('homePage', { id: 0 })} className={styles.brand}>
          {/* The name beside it names the link: an alternative text would have it read twice. */}
          <img src={images.url(company.logo.image)} alt="" width={44} height={44} />
          <span className={styles.name}>{company.name}</span>
        </Link>
        <div className={styles.tools}>
          <p className={styles.hotline}>
            <span className={styles.hotlineLabel}>{hotline.label}</span>{' '}
            <a href={`tel:${hotline.number}`} className={styles.hotlineNumber}>
              {hotline.number}
            </a>
          </p>
          <ExternalLink href={login.url} className={`${pill.pill} ${pill.filled}`}>
            {login.label}
          </ExternalLink>
        </div>
      </div>
      <MainNav />
    </header>
  );
}
