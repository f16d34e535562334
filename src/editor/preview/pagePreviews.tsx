import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { Shown } from '../../content/prose';
import { TextPage } from '../../site/components/page/TextPage';
import { CONTENT_FILES, PAGE_SCHEMAS } from '../../content/collections';
import { notFoundSchema } from '../../content/schemas/notFound';
import { BusinessIntroPageView } from '../../site/pages/views/BusinessIntroPageView';
import { ContactUsPageView } from '../../site/pages/views/ContactUsPageView';
import { DocumentPageView } from '../../site/pages/views/DocumentPageView';
import { HomePageView } from '../../site/pages/views/HomePageView';
import { NotFoundPageView } from '../../site/pages/views/NotFoundPageView';
import { RecruitmentPageView } from '../../site/pages/views/RecruitmentPageView';
import { editorEntry } from '../../preview/editorLink';
import { AsPrerendered } from './AsPrerendered';
import { mdxBody } from './mdxBody';

/** How one page entry is drawn: its schema and the site's view of it, typed together. */
export interface PageDrawing<S extends z.ZodType = z.ZodType> {
  schema: S;
  render: (page: Shown<z.output<S>>, body: string) => ReactNode;
}

const drawing = <S extends z.ZodType>(schema: S, render: PageDrawing<S>['render']): PageDrawing =>
  ({ schema, render }) as PageDrawing;

const textPage = drawing(PAGE_SCHEMAS.supplierEn, (page, body) => <TextPage page={page} Body={mdxBody(body)} />);

/** Every page entry, by its entry name (the file name), drawn with the component its route renders. */
const DRAWINGS = {
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

/** Each page file under content/ with its entry name and drawing. */
export const PAGE_PREVIEWS = Object.keys(CONTENT_FILES).flatMap((file) => {
  const { collection, entry } = editorEntry(file);
  const found = collection === 'pages' ? (DRAWINGS as Record<string, PageDrawing>)[entry] : undefined;
  return found ? [{ file, entry, collection, ...found }] : [];
});
