import * as file from '../../content/pages/seviceProvide.mdx';
import { TextPage } from '../components/page/TextPage';
import { contentOf } from '../content';
import type { TextPageContent } from '../content/schemas/textPage';
import { pageMeta } from '../lib/seo';

const content = contentOf<TextPageContent>(file);

export const meta = () => pageMeta(content.frontmatter, 'seviceProvide');

export default function SeviceProvidePage() {
  return <TextPage content={content} />;
}
