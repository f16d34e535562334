import type { HomePageContent } from '../../../content/schemas/homePage';
import { Figures } from '../figures/Figures';
import { Section } from '../page/Section';
import { Paragraph } from '../text/Paragraph';
import styles from './CompanyIntro.module.css';
import type { ForPage } from '../../../content/prose';

export function CompanyIntro({ intro }: { intro: ForPage<HomePageContent>['intro'] }) {
  return (
    <Section title={intro.title} id="intro" tinted>
      <div className={styles.intro}>
        <div className={styles.text}>
          {intro.paragraphs.map((paragraph, index) => (
            <Paragraph key={index} prose={paragraph} />
          ))}
        </div>
        <Figures ids={intro.figures} />
      </div>
    </Section>
  );
}
