import * as file from '../../../content/pages/businessIntro.mdx';
import { pageContent } from '../../content';
import { usePage } from '../../content/usePage';
import { businessIntroSchema } from '../../content/schemas/businessIntro';
import { metaFor } from '../lib/seo';
import { HYDRATE } from '../routes/handle';
import { BusinessIntroPageView } from './views/BusinessIntroPageView';

/** Build time only: the page's texts reach the browser as data, not as code. */
export const loader = () => pageContent(businessIntroSchema, file);

export const meta = metaFor('businessIntro');

/** Island: the sub-nav's scroll-spy (src/site/routes/handle.ts). */
export const handle = HYDRATE;

export default function BusinessIntroPage() {
  return <BusinessIntroPageView page={usePage<ReturnType<typeof loader>>()} />;
}
