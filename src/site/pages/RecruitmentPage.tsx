import { pageContent, usePage } from '../../content';
import { metaFor } from '../lib/seo';
import { RecruitmentPageView } from './views/RecruitmentPageView';

export const loader = () => pageContent('pages/recruitment.mdx');
export const meta = metaFor('recruitment');

export default function RecruitmentPage() {
  return <RecruitmentPageView page={usePage<ReturnType<typeof loader>>()} />;
}
