import { DocFrame } from '../../components/document/DocFrame';
import { PageHeading } from '../../components/page/PageHeading';
import type { DocumentContent } from '../../../content/schemas/document';
import { Island } from '../../islands/Island';
import type { ForPage } from '../../../content/prose';

export function DocumentPageView({ page }: { page: ForPage<DocumentContent> }) {
  return (
    <div className="container">
      <PageHeading heading={page.heading} lead={page.lead} />
      <Island name="docFrame" component={DocFrame} props={{ frame: page.frame }} />
    </div>
  );
}
