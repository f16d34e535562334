import * as file from '../../../content/pages/seviceProvide.mdx';
import { TextPage } from '../components/page/TextPage';
import { pageContent } from '../../content';
import { usePage } from '../../content/usePage';
import { seviceProvideSchema } from '../../content/schemas/textPage';
import { metaFor } from '../lib/seo';

export const loader = () => pageContent(seviceProvideSchema, file);
export const meta = metaFor('seviceProvide');

export default function SeviceProvidePage() {
  return <TextPage page={usePage<ReturnType<typeof loader>>()} Body={file.default} />;
}
