import * as file from '../../../content/pages/recruitment.mdx';
import { pageContent } from '../../content';
import { usePage } from '../../content/usePage';
import { recruitmentSchema } from '../../content/schemas/recruitment';
import { metaFor } from '../lib/seo';
import { RecruitmentPageView } from './views/RecruitmentPageView';

/** Build time only: the page's texts reach the browser as data, not as code. */
export const loader = () => pageContent(recruitmentSchema, file);

export const meta = metaFor('recruitment');

// No `handle`: nothing on this page needs React, so it ships no JavaScript (src/site/routes/handle.ts).

export default function RecruitmentPage() {
  return <RecruitmentPageView page={usePage<ReturnType<typeof loader>>()} />;
}
