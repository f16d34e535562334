import type { z } from 'zod';
import { group, pageMeta, prose, titleText, fits } from './fields';

/** `supplierEn.mdx`, `seviceProvide.mdx`: a heading, a lead and an MDX body. */
export const textPageSchema = group('纯文字页面：供应商入驻、服务商招募 (text page)', {
  ...pageMeta,
  lead: prose('标题下的导语 (lead paragraph)'),
  backLink: fits(titleText('返回资源合作页的链接文字 (link back to recruitment)'), 20),
});

export type TextPageContent = z.infer<typeof textPageSchema>;
