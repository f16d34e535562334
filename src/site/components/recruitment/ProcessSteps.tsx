import type { RecruitmentContent } from '../../../content/schemas/recruitment';
import { useImages } from '../../../content/useSiteData';
import { ContentPicture } from '../ContentPicture';
import { Paragraph } from '../text/Paragraph';
import styles from './ProcessSteps.module.css';
import type { ForPage } from '../../../content/prose';

/** The five-step partner process as an ordered list; the arrows between steps are decoration. */
export function ProcessSteps({ process }: { process: ForPage<RecruitmentContent>['process'] }) {
  const images = useImages();
  return (
    <ol className={styles.steps}>
      {process.steps.map((step, index) => (
        <li key={step.title} className={styles.step}>
          {index > 0 && (
            <img
              src={images.url(process.arrow)}
              alt=""
              aria-hidden="true"
              width={48}
              height={24}
              className={styles.arrow}
            />
          )}
          <div className={styles.body}>
            <ContentPicture image={step.image} alt="" width={88} height={88} />
            <h3>{step.title}</h3>
            <Paragraph prose={step.text} />
          </div>
        </li>
      ))}
    </ol>
  );
}
