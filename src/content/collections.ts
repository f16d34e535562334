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

type PageFiles = { [Name in keyof typeof PAGE_SCHEMAS as `pages/${Name}.mdx`]: (typeof PAGE_SCHEMAS)[Name] };

/** Every content file and its schema, by path under `content/`, typed: what a loader gets of each is its schema's output. */
export const CONTENT_SCHEMAS = {
  'site.md': siteSchema,
  'claims.md': claimsSchema,
  'glossary.md': glossarySchema,
  'pages/notFound.md': notFoundSchema,
  ...(Object.fromEntries(
    Object.entries(PAGE_SCHEMAS).map(([name, schema]) => [`pages/${name}.mdx`, schema]),
  ) as PageFiles),
};

export type ContentKey = keyof typeof CONTENT_SCHEMAS;

/** A content file's data as its schema validated it. */
export type ContentData<K extends ContentKey> = z.output<(typeof CONTENT_SCHEMAS)[K]>;

/** The same schemas, typed so that a lookup by a generic key knows its output (TypeScript's pattern for correlated keys). */
export const SCHEMA_OF: { readonly [K in ContentKey]: z.ZodType<ContentData<K>> } = CONTENT_SCHEMAS;

/** The same, by any name: the check reports any file not in it (a misspelt name). */
export const CONTENT_FILES: Record<string, z.ZodType> = CONTENT_SCHEMAS;

/** Folder of the images content files refer to, relative to `content/`. */
export const IMAGES_DIR = 'images';
