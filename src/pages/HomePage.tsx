import * as file from '../../content/pages/homePage.mdx';
import { BusinessCards } from '../components/home/BusinessCards';
import { CaseStudy } from '../components/home/CaseStudy';
import { CompanyIntro } from '../components/home/CompanyIntro';
import { ServiceCards } from '../components/home/ServiceCards';
import { Statements } from '../components/home/Statements';
import { PageHeading } from '../components/page/PageHeading';
import { Section } from '../components/page/Section';
import { pageContent } from '../content';
import { usePage } from '../content/usePage';
import { homePageSchema, type HomePageContent } from '../content/schemas/homePage';
import { metaFor } from '../lib/seo';
import { HYDRATE } from '../routes/handle';
import { Island } from '../islands/Island';

/** Build time only: the page's texts reach the browser as data, not as code. */
export const loader = () => pageContent(homePageSchema, file);

export const meta = metaFor('homePage');

/** Islands: the carousel and the business cards (src/routes/handle.ts). */
export const handle = HYDRATE;

export default function HomePage() {
  const page = usePage<HomePageContent>();
  return (
    <>
      <div className="container">
        <PageHeading heading={page.heading} />
        <Statements items={page.statements} />
      </div>
      <CompanyIntro intro={page.intro} />
      <Section title={page.business.title} lead={page.business.lead} id="business">
        <Island name="businessCards" component={BusinessCards} props={{ business: page.business }} />
      </Section>
      <Section title={page.services.title} lead={page.services.lead} id="services" tinted>
        <ServiceCards cards={page.services.cards} />
      </Section>
      <CaseStudy content={page.case} />
    </>
  );
}
