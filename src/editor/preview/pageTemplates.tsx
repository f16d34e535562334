import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import type { z } from 'zod';
import { PAGE_SCHEMAS } from '../../content/collections';
import { notFoundSchema } from '../../content/schemas/notFound';
import { TextPage } from '../../site/components/page/TextPage';
import { BusinessIntroPageView } from '../../site/pages/views/BusinessIntroPageView';
import { ContactUsPageView } from '../../site/pages/views/ContactUsPageView';
import { DocumentPageView } from '../../site/pages/views/DocumentPageView';
import { HomePageView } from '../../site/pages/views/HomePageView';
import { NotFoundPageView } from '../../site/pages/views/NotFoundPageView';
import { RecruitmentPageView } from '../../site/pages/views/RecruitmentPageView';
import { uploadedNames } from '../check/images';
import { siteContext } from '../check/siteContext';
import { cmsCollections, fileFields } from '../config/cmsConfig';
import { yamlDocumentFormat } from '../format/yamlDocumentFormat';
import { AsPrerendered } from './AsPrerendered';
import { mdxBody } from './mdxBody';
import { PagePreview, type PageDrawing } from './PagePreview';

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
 * The preview of one page entry (`file`, entry name `entry`), drawn by the component its route renders, or
 * undefined for a site-wide entry. Loaded by registerPreviews.tsx when a preview first shows.
 */
export function pageTemplate(file: string, entry: string) {
  const drawn = DRAWINGS[entry];
  if (!drawn) return undefined;
  // Pages are saved with the document format (src/editor/main.ts): the check reads them as they would be written.
  const format = yamlDocumentFormat();
  const fields = fileFields(cmsCollections(), 'pages', entry);
  return function PageTemplate({ entry: current, getAsset }: PreviewTemplateComponentProps) {
    const names = uploadedNames(current);
    return (
      <PagePreview
        {...drawn}
        data={(current.get('data')?.toJS() ?? {}) as Record<string, unknown>}
        uploads={{ names, url: (name) => String(getAsset(name)) }}
        failure={{ file, fields, format, context: () => siteContext(names) }}
      />
    );
  };
}
