import { pageContent, usePage } from '../../content';
import { metaFor } from '../lib/seo';
import { NotFoundPageView } from './views/NotFoundPageView';

export const loader = () => pageContent('pages/notFound.md');
export const meta = metaFor(null);

export default function NotFoundPage() {
  return <NotFoundPageView page={usePage<ReturnType<typeof loader>>()} />;
}
