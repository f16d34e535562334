import { Link } from 'react-router';
import type { MDXProps } from 'mdx/types';
import type { JSX } from 'react';
import type { TextPageContent } from '../../../content/schemas/textPage';
import { routePath } from '../../../content/routes';
import { mdxComponents } from '../mdx/mdxComponents';
import { PageHeading } from './PageHeading';
import styles from './TextPage.module.css';
import type { ForPage } from '../../../content/prose';

/** A page whose body is MDX prose: supplier onboarding and service-provider recruitment. */
export function TextPage({ page, Body }: { page: ForPage<TextPageContent>; Body: (props: MDXProps) => JSX.Element }) {
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
