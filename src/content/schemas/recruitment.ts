import { z } from 'zod';
import { image, listOf, pageMeta, qrCode, prose, titleText } from './fields';
import { LIST_RANGES } from './listRanges';

const condition = z
  .strictObject({ title: titleText('标题 (title)'), text: prose('说明 (text)') })
  .meta({ description: '一条条件 (condition)' });

const guarantee = z
  .strictObject({ title: prose('承诺 (promise)'), text: prose('说明 (text)') })
  .meta({ description: '一项承诺 (guarantee)' });

const illustrated = (description: string) =>
  z
    .strictObject({
      image: image('图标 (icon)', 'support-training.svg'),
      title: titleText('标题 (title)'),
      text: prose('说明 (text)'),
    })
    .meta({ description });

const partnerOffer = (description: string) =>
  z
    .strictObject({
      title: titleText('板块标题 (section title)'),
      lead: prose('板块导语 (lead)'),
      items: listOf(condition, LIST_RANGES.conditions, '条件 (conditions)'),
      contact: qrCode('联系二维码 (contact QR code)'),
      linkLabel: titleText('查看详情链接的文字 (link to the detail page)'),
    })
    .meta({ description });

/** `recruitment.mdx` (DESIGN §4, resource cooperation). */
export const recruitmentSchema = z
  .strictObject({
    ...pageMeta,
    lead: prose('标题下的导语 (lead)'),
    reasons: z
      .strictObject({
        title: titleText('板块标题 (section title)'),
        items: listOf(illustrated('一个理由 (reason)'), LIST_RANGES.iconCards, '加入理由 (reasons)'),
      })
      .meta({ description: '为什么加入 (reasons to join)' }),
    supplier: partnerOffer('供应商入驻条件 (supplier onboarding)'),
    provider: partnerOffer('服务商招募条件 (service-provider conditions)'),
    support: z
      .strictObject({
        title: titleText('板块标题 (section title)'),
        items: listOf(illustrated('一种支持 (support)'), LIST_RANGES.iconCards, '培训、服务、技术等支持 (support)'),
      })
      .meta({ description: '我们提供的支持 (support)' }),
    process: z
      .strictObject({
        title: titleText('板块标题 (section title)'),
        arrow: image('步骤之间的箭头图 (arrow image)', 'arrow-right.svg'),
        steps: listOf(illustrated('一个步骤 (step)'), LIST_RANGES.steps, '合作流程的步骤 (steps)'),
      })
      .meta({ description: '合作流程 (partner process)' }),
    guarantees: z
      .strictObject({
        title: titleText('板块标题 (section title)'),
        items: z.array(guarantee).min(1).meta({ description: '服务承诺 (guarantees)' }),
      })
      .meta({ description: '服务保障 (service guarantees)' }),
  })
  .meta({ description: '资源合作 (resource cooperation)' });

export type RecruitmentContent = z.infer<typeof recruitmentSchema>;
export type IllustratedItem = RecruitmentContent['support']['items'][number];
export type PartnerOffer = RecruitmentContent['supplier'];
