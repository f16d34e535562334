import { PageHeading } from '../../components/page/PageHeading';
import { Section } from '../../components/page/Section';
import { Guarantees } from '../../components/recruitment/Guarantees';
import { IconCards } from '../../components/recruitment/IconCards';
import { PartnerOffer } from '../../components/recruitment/PartnerOffer';
import { ProcessSteps } from '../../components/recruitment/ProcessSteps';
import type { RecruitmentContent } from '../../../content/schemas/recruitment';
import type { ForPage } from '../../../content/prose';

export function RecruitmentPageView({ page }: { page: ForPage<RecruitmentContent> }) {
  return (
    <>
      <div className="container">
        <PageHeading heading={page.heading} lead={page.lead} />
      </div>
      <Section title={page.reasons.title} id="reasons">
        <IconCards items={page.reasons.items} />
      </Section>
      <Section title={page.supplier.title} lead={page.supplier.lead} id="supplier" tinted>
        <PartnerOffer offer={page.supplier} detailRoute="supplierEn" />
      </Section>
      <Section title={page.provider.title} lead={page.provider.lead} id="provider">
        <PartnerOffer offer={page.provider} detailRoute="seviceProvide" />
      </Section>
      <Section title={page.support.title} id="support" tinted>
        <IconCards items={page.support.items} />
      </Section>
      <Section title={page.process.title} id="process">
        <ProcessSteps process={page.process} />
      </Section>
      <Section title={page.guarantees.title} id="guarantees">
        <Guarantees items={page.guarantees.items} />
      </Section>
    </>
  );
}
