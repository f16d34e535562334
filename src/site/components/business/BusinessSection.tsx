import type { BusinessSectionContent } from '../../../content/schemas/businessIntro';
import { ContentPicture } from '../ContentPicture';
import { Figures } from '../figures/Figures';
import { Paragraph } from '../text/Paragraph';
import styles from './BusinessSection.module.css';
import type { ForPage } from '../../../content/prose';

/** One business line: heading (focus target of the sub-nav), lead, figures and features. */
export function BusinessSection({ section, index }: { section: ForPage<BusinessSectionContent>; index: number }) {
  const headingId = `${section.anchor}-heading`;
  return (
    <section id={section.anchor} aria-labelledby={headingId} className={styles.section} data-section={index}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.intro}>
          <p className={styles.kicker} lang="en">
            {section.titleEn}
          </p>
          <h2 id={headingId} tabIndex={-1} className={styles.title}>
            {section.title}
          </h2>
          <Paragraph prose={section.lead} className={styles.lead} />
          <ContentPicture image={section.image} alt="" width={480} height={320} className={styles.image} />
        </div>
        <div className={styles.content}>
          <Figures ids={section.figures} />
          <ul className={styles.features}>
            {section.features.map((feature) => (
              <li key={feature.title} className={styles.feature}>
                <h3>{feature.title}</h3>
                <Paragraph prose={feature.text} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
