import * as file from '../../content/pages/businessIntro.mdx';
import { PageHeading } from '../components/page/PageHeading';
import { contentOf } from '../content';
import type { BusinessIntroContent } from '../content/schemas/businessIntro';
import { pageMeta } from '../lib/pageMeta';

const { frontmatter: page } = contentOf<BusinessIntroContent>(file);

export const meta = () => pageMeta(page);

export default function BusinessIntroPage() {
  return (
    <div className="container">
      <PageHeading heading={page.heading} />
    </div>
  );
}
