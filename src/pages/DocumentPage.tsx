import * as file from '../../content/pages/document.mdx';
import { DocFrame } from '../components/document/DocFrame';
import { PageHeading } from '../components/page/PageHeading';
import { contentOf } from '../content';
import type { DocumentContent } from '../content/schemas/document';
import { pageMeta } from '../lib/seo';

const { frontmatter: page } = contentOf<DocumentContent>(file);

export const meta = () => pageMeta(page, 'document');

export default function DocumentPage() {
  return (
    <div className="container">
      <PageHeading heading={page.heading} lead={page.lead} />
      <DocFrame frame={page.frame} />
    </div>
  );
}
