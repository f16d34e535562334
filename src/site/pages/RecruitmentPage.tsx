import * as file from '../../../content/pages/recruitment.mdx';
import { pageContent } from '../../content';
import { usePage } from '../../content/usePage';
import { recruitmentSchema } from '../../content/schemas/recruitment';
import { metaFor } from '../lib/seo';
import { RecruitmentPageView } from './views/RecruitmentPageView';

export const loader = () => pageContent(recruitmentSchema, file);
export const meta = metaFor('recruitment');

export default function RecruitmentPage() {
  return <RecruitmentPageView page={usePage<ReturnType<typeof loader>>()} />;
}
