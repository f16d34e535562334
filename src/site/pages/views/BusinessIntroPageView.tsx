import { BusinessSection } from '../../components/business/BusinessSection';
import { SubNav } from '../../components/business/SubNav';
import { PageHeading } from '../../components/page/PageHeading';
import type { BusinessIntroContent } from '../../../content/schemas/businessIntro';
import { Island } from '../../islands/Island';
import type { ForPage } from '../../../content/prose';

export function BusinessIntroPageView({ page }: { page: ForPage<BusinessIntroContent> }) {
  return (
    <>
      <div className="container">
        <PageHeading heading={page.heading} lead={page.lead} />
      </div>
      <Island
        name="subNav"
        component={SubNav}
        props={{
          label: page.subnavLabel,
          sections: page.sections.map(({ anchor, navLabel }) => ({ anchor, navLabel })),
        }}
      />
      <div>
        {page.sections.map((section, index) => (
          <BusinessSection key={section.anchor} section={section} index={index} />
        ))}
      </div>
    </>
  );
}
