import { z } from 'zod';
import { image, pageMeta, qrCode, text } from './fields';

const item = (description: string) =>
  z.strictObject({ title: text('标题 (title)'), text: text('说明 (text)') }).meta({ description });

const illustrated = (description: string) =>
  z
    .strictObject({
      image: image('图标 (icon)', 'support-training.svg'),
      title: text('标题 (title)'),
      text: text('说明 (text)'),
    })
    .meta({ description });

const partnerOffer = (description: string) =>
  z
    .strictObject({
      title: text('板块标题 (section title)'),
      lead: text('板块导语 (lead)'),
      items: z.array(item('一条条件 (condition)')).length(4).meta({ description: '四条条件 (four conditions)' }),
      contact: qrCode('联系二维码 (contact QR code)'),
      linkLabel: text('查看详情链接的文字 (link to the detail page)'),
    })
    .meta({ description });

/** `recruitment.mdx` (DESIGN §4, resource cooperation). */
export const recruitmentSchema = z
  .strictObject({
    ...pageMeta,
    lead: text('标题下的导语 (lead)'),
    reasons: z
      .strictObject({
        title: text('板块标题 (section title)'),
        items: z
          .array(illustrated('一个理由 (reason)'))
          .length(3)
          .meta({ description: '三个加入理由 (three reasons)' }),
      })
      .meta({ description: '为什么加入 (reasons to join)' }),
    supplier: partnerOffer('供应商入驻条件 (supplier onboarding)'),
    provider: partnerOffer('服务商招募条件 (service-provider conditions)'),
    support: z
      .strictObject({
        title: text('板块标题 (section title)'),
        items: z
          .array(illustrated('一种支持 (support)'))
          .length(3)
          .meta({ description: '培训、服务、技术三种支持 (three kinds of support)' }),
      })
      .meta({ description: '我们提供的支持 (support)' }),
    process: z
      .strictObject({
        title: text('板块标题 (section title)'),
        arrow: image('步骤之间的箭头图 (arrow image)', 'arrow-right.svg'),
        steps: z.array(illustrated('一个步骤 (step)')).length(5).meta({ description: '合作流程五步 (five steps)' }),
      })
      .meta({ description: '合作流程 (partner process)' }),
    guarantees: z
      .strictObject({
        title: text('板块标题 (section title)'),
        items: z.array(item('一项承诺 (guarantee)')).min(1).meta({ description: '服务承诺 (guarantees)' }),
      })
      .meta({ description: '服务保障 (service guarantees)' }),
  })
  .meta({ description: '资源合作 (resource cooperation)' });

export type RecruitmentContent = z.infer<typeof recruitmentSchema>;
export type IllustratedItem = RecruitmentContent['support']['items'][number];
export type PartnerOffer = RecruitmentContent['supplier'];
