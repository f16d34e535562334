import { useMemo } from 'react';
import * as file from '../../content/pages/businessIntro.mdx';
import { BusinessSection } from '../components/business/BusinessSection';
import { SubNav } from '../components/business/SubNav';
import { PageHeading } from '../components/page/PageHeading';
import { contentOf } from '../content';
import { usePage } from '../content/usePage';
import type { BusinessIntroContent } from '../content/schemas/businessIntro';
import { metaFor } from '../lib/seo';
import { HYDRATE } from '../routes/handle';

/** Build time only: the page's texts reach the browser as data, not as code. */
export const loader = () => contentOf<BusinessIntroContent>(file).frontmatter;

export const meta = metaFor('businessIntro');

/** React runs here for the sub-nav's scroll-spy (src/routes/handle.ts). */
export const handle = HYDRATE;

export default function BusinessIntroPage() {
  const page = usePage<BusinessIntroContent>();
  // Stable across renders: the sub-nav's scroll observer is set up again whenever it changes.
  const anchors = useMemo(() => page.sections.map((section) => section.anchor), [page]);
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
