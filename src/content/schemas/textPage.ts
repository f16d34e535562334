import type { z } from 'zod';
import { group, pageMeta, prose, titleText, fits } from './fields';

/** `supplierEn.mdx`, `seviceProvide.mdx`: a heading, a lead and an MDX body. */
export const textPageSchema = group('纯文字页面：供应商入驻、服务商招募 (text page)', {
  ...pageMeta,
  lead: prose('标题下的导语 (lead paragraph)'),
  backLink: fits(titleText('返回资源合作页的链接文字 (link back to recruitment)'), 20),
});

export type TextPageContent = z.infer<typeof textPageSchema>;

/**
 * Each text page's schema: the same fields, named for its page (the browser editor lists each entry by its
 * schema's description, and two entries alike could not be told apart).
 */
export const supplierEnSchema = textPageSchema.meta({ description: '供应商入驻 (supplier onboarding page)' });
export const seviceProvideSchema = textPageSchema.meta({ description: '服务商招募 (service-provider page)' });

/** Whether a file's schema is a text page's, whose MDX body the page shows. */
export const isTextPage = (schema: unknown): boolean =>
  schema === textPageSchema || schema === supplierEnSchema || schema === seviceProvideSchema;
