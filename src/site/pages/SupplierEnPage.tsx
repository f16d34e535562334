import * as file from '../../../content/pages/supplierEn.mdx';
import { TextPage } from '../components/page/TextPage';
import { pageContent, usePage } from '../../content';
import { metaFor } from '../lib/seo';

export const loader = () => pageContent('pages/supplierEn.mdx');
export const meta = metaFor('supplierEn');

export default function SupplierEnPage() {
  return <TextPage page={usePage<ReturnType<typeof loader>>()} Body={file.default} />;
}
