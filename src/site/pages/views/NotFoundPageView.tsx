import { Link } from 'react-router';
import { PageHeading } from '../../components/page/PageHeading';
import type { NotFoundContent } from '../../../content/schemas/notFound';
import { routePath } from '../../../content/routes';
import type { ForPage } from '../../../content/prose';

export function NotFoundPageView({ page }: { page: ForPage<NotFoundContent> }) {
  return (
    <div className="container">
      <PageHeading heading={page.heading} lead={page.text} />
      <p>
        <Link to={routePath('homePage', { id: 0 })}>{page.homeLink}</Link>
      </p>
    </div>
  );
}
