import { z } from 'zod';
import { group, image, listOf, pageMeta, qrCode, prose, titleText, fits } from './fields';
import { LIST_RANGES } from './listRanges';

const condition = group('一条条件 (condition)', {
  title: fits(titleText('标题 (title)'), 15),
  text: prose('说明 (text)'),
});

const guarantee = group('一项承诺 (guarantee)', {
  title: fits(prose('承诺 (promise)'), 10),
  text: prose('说明 (text)'),
});

/** An icon, a title of at most `titleMax` characters (its card's, or a step's), and a text. */
const illustrated = (description: string, titleMax: number) =>
  z
    .strictObject({
      image: image('图标 (icon)', 'support-training.svg'),
      title: fits(titleText('标题 (title)'), titleMax),
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
      linkLabel: fits(titleText('查看详情链接的文字 (link to the detail page)'), 18),
    })
    .meta({ description });

/** `recruitment.mdx` (resource cooperation). */
export const recruitmentSchema = group('资源合作 (resource cooperation)', {
  ...pageMeta,
  lead: prose('标题下的导语 (lead)'),
  reasons: group('为什么加入 (reasons to join)', {
    title: titleText('板块标题 (section title)'),
    items: listOf(illustrated('一个理由 (reason)', 15), LIST_RANGES.iconCards, '加入理由 (reasons)'),
  }),
  supplier: partnerOffer('供应商入驻条件 (supplier onboarding)'),
  provider: partnerOffer('服务商招募条件 (service-provider conditions)'),
  support: group('我们提供的支持 (support)', {
    title: titleText('板块标题 (section title)'),
    items: listOf(illustrated('一种支持 (support)', 15), LIST_RANGES.iconCards, '培训、服务、技术等支持 (support)'),
  }),
  process: group('合作流程 (partner process)', {
    title: titleText('板块标题 (section title)'),
    arrow: image('步骤之间的箭头图 (arrow image)', 'arrow-right.svg'),
    steps: listOf(illustrated('一个步骤 (step)', 11), LIST_RANGES.steps, '合作流程的步骤 (steps)'),
  }),
  guarantees: group('服务保障 (service guarantees)', {
    title: titleText('板块标题 (section title)'),
    items: z.array(guarantee).min(1).meta({ description: '服务承诺 (guarantees)' }),
  }),
});

export type RecruitmentContent = z.infer<typeof recruitmentSchema>;
export type IllustratedItem = RecruitmentContent['support']['items'][number];
export type PartnerOffer = RecruitmentContent['supplier'];
