import * as file from '../../../content/pages/notFound.md';
import { pageContent } from '../../content';
import { usePage } from '../../content/usePage';
import { notFoundSchema } from '../../content/schemas/notFound';
import { metaFor } from '../lib/seo';
import { NotFoundPageView } from './views/NotFoundPageView';

/** Build time only: the page's texts reach the browser as data, not as code. */
export const loader = () => pageContent(notFoundSchema, file);

export const meta = metaFor(null);

// No `handle`: nothing on this page needs React, so it ships no JavaScript (src/site/routes/handle.ts).

export default function NotFoundPage() {
  return <NotFoundPageView page={usePage<ReturnType<typeof loader>>()} />;
}
