import type { z } from 'zod';
import type { RouteName } from './routes';
import { businessIntroSchema } from './schemas/businessIntro';
import { claimsSchema } from './schemas/claims';
import { contactUsSchema } from './schemas/contactUs';
import { documentSchema } from './schemas/document';
import { glossarySchema } from './schemas/glossary';
import { homePageSchema } from './schemas/homePage';
import { notFoundSchema } from './schemas/notFound';
import { recruitmentSchema } from './schemas/recruitment';
import { siteSchema } from './schemas/site';
import { seviceProvideSchema, supplierEnSchema } from './schemas/textPage';

/** Each page's content file is named after its route name (STYLE: an editor finds it from the address). */
export const PAGE_SCHEMAS = {
  homePage: homePageSchema,
  businessIntro: businessIntroSchema,
  recruitment: recruitmentSchema,
  contactUs: contactUsSchema,
  document: documentSchema,
  supplierEn: supplierEnSchema,
  seviceProvide: seviceProvideSchema,
} as const satisfies Record<RouteName, z.ZodType>;

/** Every content file and its schema, by path under `content/`: the check reports any other file (a misspelt name). */
export const CONTENT_FILES: Record<string, z.ZodType> = {
  'site.md': siteSchema,
  'claims.md': claimsSchema,
  'glossary.md': glossarySchema,
  'pages/notFound.md': notFoundSchema,
  ...Object.fromEntries(Object.entries(PAGE_SCHEMAS).map(([name, schema]) => [`pages/${name}.mdx`, schema])),
};

/** Folder of the images content files refer to, relative to `content/`. */
export const IMAGES_DIR = 'images';
