import * as file from '../../content/pages/document.mdx';
import { DocFrame } from '../components/document/DocFrame';
import { PageHeading } from '../components/page/PageHeading';
import { pageContent } from '../content';
import { usePage } from '../content/usePage';
import { documentSchema, type DocumentContent } from '../content/schemas/document';
import { metaFor } from '../lib/seo';
import { HYDRATE } from '../routes/handle';
import { Island } from '../islands/Island';

/** Build time only: the page's texts reach the browser as data, not as code. */
export const loader = () => pageContent(documentSchema, file);

export const meta = metaFor('document');

/** Island: the frame's loading mask and failure notice (src/routes/handle.ts). */
export const handle = HYDRATE;

export default function DocumentPage() {
  const page = usePage<DocumentContent>();
  return (
    <div className="container">
      <PageHeading heading={page.heading} lead={page.lead} />
      <Island name="docFrame" component={DocFrame} props={{ frame: page.frame }} />
    </div>
  );
}
