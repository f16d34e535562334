import * as file from '../../../content/pages/supplierEn.mdx';
import { TextPage } from '../components/page/TextPage';
import { pageContent } from '../../content';
import { usePage } from '../../content/usePage';
import { textPageSchema } from '../../content/schemas/textPage';
import { metaFor } from '../lib/seo';

/** Build time only: the page's texts reach the browser as data, not as code. */
export const loader = () => pageContent(textPageSchema, file);

export const meta = metaFor('supplierEn');

// No `handle`: nothing on this page needs React, so it ships no JavaScript (src/site/routes/handle.ts).

export default function SupplierEnPage() {
  return <TextPage page={usePage<ReturnType<typeof loader>>()} Body={file.default} />;
}
