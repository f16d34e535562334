import * as file from '../../../content/pages/seviceProvide.mdx';
import { TextPage } from '../components/page/TextPage';
import { pageContent, usePage } from '../../content';
import { metaFor } from '../lib/seo';

export const loader = () => pageContent('pages/seviceProvide.mdx');
export const meta = metaFor('seviceProvide');

export default function SeviceProvidePage() {
  return <TextPage page={usePage<ReturnType<typeof loader>>()} Body={file.default} />;
}
