import * as file from '../../content/pages/supplierEn.mdx';
import { TextPage } from '../components/page/TextPage';
import { contentOf } from '../content';
import type { TextPageContent } from '../content/schemas/textPage';
import { pageMeta } from '../lib/seo';

const content = contentOf<TextPageContent>(file);

export const meta = () => pageMeta(content.frontmatter, 'supplierEn');

export default function SupplierEnPage() {
  return <TextPage content={content} />;
}
