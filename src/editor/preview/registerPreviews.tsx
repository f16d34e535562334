import CMS from 'decap-cms-app';
import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import type { z } from 'zod';
import { CONTENT_FILES, PAGE_SCHEMAS } from '../../content/collections';
import { notFoundSchema } from '../../content/schemas/notFound';
import { editorEntry } from '../../preview/editorLink';
import { TextPage } from '../../site/components/page/TextPage';
import { BusinessIntroPageView } from '../../site/pages/views/BusinessIntroPageView';
import { ContactUsPageView } from '../../site/pages/views/ContactUsPageView';
import { DocumentPageView } from '../../site/pages/views/DocumentPageView';
import { HomePageView } from '../../site/pages/views/HomePageView';
import { NotFoundPageView } from '../../site/pages/views/NotFoundPageView';
import { RecruitmentPageView } from '../../site/pages/views/RecruitmentPageView';
import { LAYER_ORDER } from '../../site/styles/layerOrder';
import { siteContext, uploadedNames } from '../check/siteContext';
import { cmsCollections, fileFields } from '../config/cmsConfig';
import { yamlDocumentFormat } from '../format/yamlDocumentFormat';
import { AsPrerendered } from './AsPrerendered';
import { mdxBody } from './mdxBody';
import { PagePreview, type PageDrawing } from './PagePreview';
// The site's own stylesheet: scripts/build/admin/previewStylesheet.ts takes every style of this build out of
// the editor's page and names the file in <meta name="site-stylesheet">, for the preview frame only.
import '../../site/styles/global.css';

const drawing = <S extends z.ZodType>(schema: S, render: PageDrawing<S>['render']): PageDrawing =>
  ({ schema, render }) as PageDrawing;

const textPage = drawing(PAGE_SCHEMAS.supplierEn, (page, body) => <TextPage page={page} Body={mdxBody(body)} />);

/** Every page entry, by its entry name (the file name), drawn with the component its route renders. */
const DRAWINGS: Record<string, PageDrawing> = {
  homePage: drawing(PAGE_SCHEMAS.homePage, (page) => <HomePageView page={page} />),
  businessIntro: drawing(PAGE_SCHEMAS.businessIntro, (page) => <BusinessIntroPageView page={page} />),
  recruitment: drawing(PAGE_SCHEMAS.recruitment, (page) => <RecruitmentPageView page={page} />),
  contactUs: drawing(PAGE_SCHEMAS.contactUs, (page) => <ContactUsPageView page={page} />),
  // Its frame would ask the documentation's address, which the editor's CSP refuses: drawn as pre-rendered.
  document: drawing(PAGE_SCHEMAS.document, (page) => (
    <AsPrerendered>
      <DocumentPageView page={page} />
    </AsPrerendered>
  )),
  supplierEn: textPage,
  seviceProvide: textPage,
  notFound: drawing(notFoundSchema, (page) => <NotFoundPageView page={page} />),
} satisfies Record<keyof typeof PAGE_SCHEMAS | 'notFound', PageDrawing>;

/**
 * The preview pane (DESIGN §13): each page entry drawn by the site's components in the site's
 * styles. Site-wide entries (site.md, claims.md, glossary.md) keep Decap's list of fields.
 */
export function registerPreviews(doc: Document): void {
  const stylesheet = doc.querySelector<HTMLMetaElement>('meta[name="site-stylesheet"]')?.content;
  // First, as in the site's pages: the editor's build puts the components' CSS before global.css, and
  // layers rank by first appearance, so without it the reset's margin: 0 beat every component's margins.
  CMS.registerPreviewStyle(LAYER_ORDER, { raw: true });
  if (stylesheet) CMS.registerPreviewStyle(new URL(stylesheet, doc.baseURI).href);
  // Pages are saved with the document format (src/editor/main.ts): the check reads them as they would be written.
  const format = yamlDocumentFormat();
  const collections = cmsCollections();
  for (const file of Object.keys(CONTENT_FILES)) {
    const { collection, entry } = editorEntry(file);
    const drawn = collection === 'pages' ? DRAWINGS[entry] : undefined;
    if (!drawn) continue;
    const fields = fileFields(collections, collection, entry);
    CMS.registerPreviewTemplate(entry, ({ entry: current, getAsset }: PreviewTemplateComponentProps) => {
      const names = uploadedNames(current);
      return (
        <PagePreview
          {...drawn}
          data={(current.get('data')?.toJS() ?? {}) as Record<string, unknown>}
          uploads={{ names, url: (name) => String(getAsset(name)) }}
          failure={{ file, fields, format, context: () => siteContext(names) }}
        />
      );
    });
  }
}
