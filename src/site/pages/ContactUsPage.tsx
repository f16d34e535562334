import { pageContent, usePage } from '../../content';
import { metaFor } from '../lib/seo';
import { HYDRATE } from '../islands/Island';
import { ContactUsPageView } from './views/ContactUsPageView';

export const loader = () => pageContent('pages/contactUs.mdx');
export const meta = metaFor('contactUs');
// Islands: the copy buttons.
export const handle = HYDRATE;

export default function ContactUsPage() {
  return <ContactUsPageView page={usePage<ReturnType<typeof loader>>()} />;
}
