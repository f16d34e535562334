import * as file from '../../content/pages/businessIntro.mdx';
import { BusinessSection } from '../components/business/BusinessSection';
import { SubNav } from '../components/business/SubNav';
import { PageHeading } from '../components/page/PageHeading';
import { pageContent } from '../content';
import { usePage } from '../content/usePage';
import { businessIntroSchema, type BusinessIntroContent } from '../content/schemas/businessIntro';
import { metaFor } from '../lib/seo';
import { HYDRATE } from '../routes/handle';
import { Island } from '../islands/Island';

/** Build time only: the page's texts reach the browser as data, not as code. */
export const loader = () => pageContent(businessIntroSchema, file);

export const meta = metaFor('businessIntro');

/** Island: the sub-nav's scroll-spy (src/routes/handle.ts). */
export const handle = HYDRATE;

export default function BusinessIntroPage() {
  const page = usePage<BusinessIntroContent>();
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
