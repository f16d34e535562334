import { Link } from 'react-router';
import * as file from '../../content/pages/notFound.md';
import { PageHeading } from '../components/page/PageHeading';
import { contentOf } from '../content';
import type { NotFoundContent } from '../content/schemas/notFound';
import { pageMeta } from '../lib/seo';
import { routePath } from '../routes/registry';

const { frontmatter: page } = contentOf<NotFoundContent>(file);

export const meta = () => pageMeta(page, null);

export default function NotFoundPage() {
  return (
    <div className="container">
      <PageHeading heading={page.heading} lead={page.text} />
      <p>
        <Link to={routePath('homePage', { id: 0 })}>{page.homeLink}</Link>
      </p>
    </div>
  );
}
