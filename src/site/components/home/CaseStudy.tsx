import type { HomePageContent } from '../../../content/schemas/homePage';
import { ContentPicture } from '../ContentPicture';
import { Section } from '../page/Section';
import styles from './CaseStudy.module.css';
import type { ForPage } from '../../../content/prose';

export function CaseStudy({ content }: { content: ForPage<HomePageContent>['case'] }) {
  return (
    <Section title={content.title} lead={content.text} id="case">
      <figure className={styles.figure}>
        <ContentPicture
          image={content.picture.image}
          alt={content.picture.alt}
          width={1200}
          height={500}
          sizes="(min-width: 1264px) 1200px, calc(100vw - 64px)"
          className={styles.image}
        />
      </figure>
    </Section>
  );
}
