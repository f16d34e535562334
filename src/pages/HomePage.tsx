import * as file from '../../content/pages/homePage.mdx';
import { PageHeading } from '../components/page/PageHeading';
import { contentOf } from '../content';
import type { HomePageContent } from '../content/schemas/homePage';
import { pageMeta } from '../lib/pageMeta';

const { frontmatter: page } = contentOf<HomePageContent>(file);

export const meta = () => pageMeta(page);

export default function HomePage() {
  return (
    <div className="container">
      <PageHeading heading={page.heading} />
    </div>
  );
}
