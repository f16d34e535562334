import type { z } from 'zod';
import { group, pageMeta, prose, text, titleText, fits } from './fields';

/** `contactUs.mdx`: the values themselves live in `site.md` so they are written once. */
export const contactUsSchema = group('联系我们 (contact page)', {
  ...pageMeta,
  lead: prose('标题下的导语 (lead paragraph)'),
  addressTitle: fits(titleText('地址卡片标题 (address card title)'), 15),
  hotlineTitle: fits(titleText('热线卡片标题 (hotline card title)'), 15),
  hotlineNote: prose('热线卡片说明 (hotline note)'),
  supplierTitle: fits(titleText('供应商联系人卡片标题 (supplier contact card title)'), 15),
  supplierNote: prose('供应商联系人卡片说明 (supplier contact note)'),
  copy: group('复制按钮 (copy buttons)', {
    label: fits(titleText('复制按钮的文字 (copy button)'), 22),
    done: text('复制成功时的提示 (copied message)'),
    failed: text('无法复制时的提示，{text} 处显示要手动复制的内容 (copy failed message)'),
    // Read after label by a screen reader ("复制公司地址"): what the button copies, not the card it sits in.
    address: text(
      '地址卡片的复制按钮复制的是什么，读屏时接在按钮文字后面 (what the address copy button copies)',
      '公司地址',
    ),
    hotline: text('热线卡片的复制按钮复制的是什么 (what the hotline copy button copies)', '服务热线号码'),
    supplierPhone: text(
      '供应商联系人卡片的复制按钮复制的是什么 (what the supplier contact copy button copies)',
      '供应商入驻联系人电话',
    ),
  }),
});

export type ContactUsContent = z.infer<typeof contactUsSchema>;
