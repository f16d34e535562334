import * as file from '../../content/pages/recruitment.mdx';
import { PageHeading } from '../components/page/PageHeading';
import { contentOf } from '../content';
import type { RecruitmentContent } from '../content/schemas/recruitment';
import { pageMeta } from '../lib/pageMeta';

const { frontmatter: page } = contentOf<RecruitmentContent>(file);

export const meta = () => pageMeta(page);

export default function RecruitmentPage() {
  return (
    <div className="container">
      <PageHeading heading={page.heading} />
    </div>
  );
}
