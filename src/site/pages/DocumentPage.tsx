import { pageContent, usePage } from '../../content';
import { metaFor } from '../lib/seo';
import { HYDRATE } from '../islands/Island';
import { DocumentPageView } from './views/DocumentPageView';

export const loader = () => pageContent('pages/document.mdx');
export const meta = metaFor('document');
// Island: the frame's loading mask and failure notice.
export const handle = HYDRATE;

export default function DocumentPage() {
  return <DocumentPageView page={usePage<ReturnType<typeof loader>>()} />;
}
