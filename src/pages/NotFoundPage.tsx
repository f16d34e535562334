import { Link } from 'react-router';
import * as file from '../../content/pages/notFound.md';
import { PageHeading } from '../components/page/PageHeading';
import { pageContent } from '../content';
import { usePage } from '../content/usePage';
import { notFoundSchema, type NotFoundContent } from '../content/schemas/notFound';
import { metaFor } from '../lib/seo';
import { routePath } from '../routes/registry';

/** Build time only: the page's texts reach the browser as data, not as code. */
export const loader = () => pageContent(notFoundSchema, file);

export const meta = metaFor(null);

// No `handle`: nothing on this page needs React, so it ships no JavaScript (src/routes/handle.ts).

export default function NotFoundPage() {
  const page = usePage<NotFoundContent>();
  return (
    <div className="container">
      <PageHeading heading={page.heading} lead={page.text} />
      <p>
        <Link to={routePath('homePage', { id: 0 })}>{page.homeLink}</Link>
      </p>
    </div>
  );
}
