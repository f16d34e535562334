import * as file from '../../../content/pages/notFound.md';
import { pageContent } from '../../content';
import { usePage } from '../../content/usePage';
import { notFoundSchema } from '../../content/schemas/notFound';
import { metaFor } from '../lib/seo';
import { NotFoundPageView } from './views/NotFoundPageView';

export const loader = () => pageContent(notFoundSchema, file);
export const meta = metaFor(null);

export default function NotFoundPage() {
  return <NotFoundPageView page={usePage<ReturnType<typeof loader>>()} />;
}
