import { Link } from 'react-router';
import type { ContentModule } from '../../content';
import type { TextPageContent } from '../../content/schemas/textPage';
import { routePath } from '../../routes/registry';
import { mdxComponents } from '../mdx/mdxComponents';
import { PageHeading } from './PageHeading';
import styles from './TextPage.module.css';

/** A page whose body is MDX prose: supplier onboarding and service-provider recruitment. */
export function TextPage({ content }: { content: ContentModule<TextPageContent> }) {
  const { frontmatter: page, Body } = content;
  return (
    <div className="container">
      <PageHeading heading={page.heading} lead={page.lead} />
      <div className={styles.prose}>
        <Body components={mdxComponents} />
      </div>
      <p className={styles.back}>
        <Link to={routePath('recruitment', { id: 2 })}>{page.backLink}</Link>
      </p>
    </div>
  );
}
