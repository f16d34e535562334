import * as file from '../../../content/pages/contactUs.mdx';
import { pageContent } from '../../content';
import { usePage } from '../../content/usePage';
import { contactUsSchema } from '../../content/schemas/contactUs';
import { metaFor } from '../lib/seo';
import { HYDRATE } from '../routes/handle';
import { ContactUsPageView } from './views/ContactUsPageView';

export const loader = () => pageContent(contactUsSchema, file);
export const meta = metaFor('contactUs');
// Islands: the copy buttons.
export const handle = HYDRATE;

export default function ContactUsPage() {
  return <ContactUsPageView page={usePage<ReturnType<typeof loader>>()} />;
}
