import { z } from 'zod';
import { pageMeta, text } from './fields';

/** `contactUs.mdx`: the values themselves live in `site.md` so they are written once. */
export const contactUsSchema = z
  .strictObject({
    ...pageMeta,
    lead: text('标题下的导语 (lead paragraph)'),
    addressTitle: text('地址卡片标题 (address card title)'),
    hotlineTitle: text('热线卡片标题 (hotline card title)'),
    hotlineNote: text('热线卡片说明 (hotline note)'),
    supplierTitle: text('供应商联系人卡片标题 (supplier contact card title)'),
    supplierNote: text('供应商联系人卡片说明 (supplier contact note)'),
  })
  .meta({ description: '联系我们 (contact page)' });

export type ContactUsContent = z.infer<typeof contactUsSchema>;
