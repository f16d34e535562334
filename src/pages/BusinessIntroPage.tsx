import * as file from '../../content/pages/businessIntro.mdx';
import { BusinessSection } from '../components/business/BusinessSection';
import { SubNav } from '../components/business/SubNav';
import { PageHeading } from '../components/page/PageHeading';
import { contentOf } from '../content';
import type { BusinessIntroContent } from '../content/schemas/businessIntro';
import { pageMeta } from '../lib/seo';

const { frontmatter: page } = contentOf<BusinessIntroContent>(file);
const anchors = page.sections.map((section) => section.anchor);

export const meta = () => pageMeta(page, 'businessIntro');

export default function BusinessIntroPage() {
  return (
    <>
      <div className="container">
        <PageHeading heading={page.heading} lead={page.lead} />
      </div>
      <SubNav label={page.subnavLabel} sections={page.sections} anchors={anchors} />
      <div>
        {page.sections.map((section, index) => (
          <BusinessSection key={section.anchor} section={section} index={index} />
        ))}
      </div>
    </>
  );
}
