import { z } from 'zod';
import { group, claimRef, image, listOf, pageMeta, picture, prose, text, titleText, fits } from './fields';
import { LIST_RANGES } from './listRanges';

const businessCard = group('一张业务卡片 (business card)', {
  title: fits(titleText('业务名称 (title)', '旅行社业务'), 10),
  titleEn: fits(titleText('英文名称 (English title)', 'Travel Agency'), 12),
  summary: prose('卡片上的一句话介绍 (short text)'),
  image: image('卡片插图 (card image)', 'card-travel-agency.svg'),
  detail: prose('展开后显示的详细介绍 (detail text)'),
});

const serviceCard = group('一张配套服务卡片 (service card)', {
  line1: fits(titleText('标题第一行 (title line 1)', '高铁'), 12),
  line2: fits(titleText('标题第二行 (title line 2)', '餐食'), 12),
  caption: fits(text('英文说明 (English caption)', 'Train Meals'), 16),
  text: text('服务说明 (text)'),
  image: image('服务图标 (icon)', 'service-meal.svg'),
});

/** `homePage.mdx` (home). */
export const homePageSchema = group('首页 (home page)', {
  ...pageMeta,
  statements: listOf(
    group('一条理念 (statement)', {
      label: fits(titleText('名称，例如 使命 (label)'), 12),
      text: text('内容 (statement)'),
    }),
    LIST_RANGES.statements,
    '使命、宗旨、价值观、目标等理念 (statements)',
  ),
  intro: group('公司简介 (company introduction)', {
    title: titleText('板块标题 (section title)'),
    paragraphs: z.array(prose('一段介绍 (paragraph)')).min(1).meta({ description: '公司介绍段落 (paragraphs)' }),
    figures: z
      .array(claimRef('要突出显示的数据编号 (claim id)'))
      .min(1)
      .meta({ description: '以大字显示的公司数据，从“公司数据”里选 (figures by claim id)' }),
  }),
  business: group('四大业务 (business cards)', {
    title: titleText('板块标题 (section title)'),
    lead: prose('板块导语 (lead)'),
    toggleLabel: fits(titleText('展开详情按钮的文字 (toggle button)'), 14),
    cards: listOf(businessCard, LIST_RANGES.businessCards, '业务卡片 (business cards)'),
  }),
  services: group('配套服务 (supporting services)', {
    title: titleText('板块标题 (section title)'),
    lead: prose('板块导语 (lead)'),
    cards: listOf(serviceCard, LIST_RANGES.serviceCards, '配套服务卡片 (service cards)'),
  }),
  case: group('合作案例 (case image)', {
    title: titleText('板块标题 (section title)'),
    text: prose('案例说明 (text)'),
    picture: picture('案例图片 (case image)', 'case-study.jpg'),
  }),
});

export type HomePageContent = z.infer<typeof homePageSchema>;
export type BusinessCardContent = HomePageContent['business']['cards'][number];
