import { BusinessCards } from '../../components/home/BusinessCards';
import { CaseStudy } from '../../components/home/CaseStudy';
import { CompanyIntro } from '../../components/home/CompanyIntro';
import { ServiceCards } from '../../components/home/ServiceCards';
import { Statements } from '../../components/home/Statements';
import { PageHeading } from '../../components/page/PageHeading';
import { Section } from '../../components/page/Section';
import type { HomePageContent } from '../../../content/schemas/homePage';
import { Island } from '../../islands/Island';
import type { ForPage } from '../../../content/prose';

export function HomePageView({ page }: { page: ForPage<HomePageContent> }) {
  return (
    <>
      <div className="container">
        <PageHeading heading={page.heading} />
        <Statements items={page.statements} />
      </div>
      <CompanyIntro intro={page.intro} />
      <Section title={page.business.title} lead={page.business.lead} id="business">
        {/* The section's title and lead are pre-rendered above: the island's data holds what it reads. */}
        <Island
          name="businessCards"
          component={BusinessCards}
          props={{ business: { cards: page.business.cards, toggleLabel: page.business.toggleLabel } }}
        />
      </Section>
      <Section title={page.services.title} lead={page.services.lead} id="services" tinted>
        <ServiceCards cards={page.services.cards} />
      </Section>
      <CaseStudy content={page.case} />
    </>
  );
}
