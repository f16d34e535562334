import * as file from '../../../content/pages/supplierEn.mdx';
import { TextPage } from '../components/page/TextPage';
import { pageContent } from '../../content';
import { usePage } from '../../content/usePage';
import { supplierEnSchema } from '../../content/schemas/textPage';
import { metaFor } from '../lib/seo';

export const loader = () => pageContent(supplierEnSchema, file);
export const meta = metaFor('supplierEn');

export default function SupplierEnPage() {
  return <TextPage page={usePage<ReturnType<typeof loader>>()} Body={file.default} />;
}
