import { z } from 'zod';
import { group, anchor, claimRef, image, listOf, pageMeta, prose, titleText, fits } from './fields';
import { LIST_RANGES } from './listRanges';

const feature = group('一个业务要点 (feature)', {
  title: fits(titleText('要点标题 (feature title)'), 16),
  text: prose('要点说明 (feature text)'),
});

const section = group('一个业务板块 (section)', {
  navLabel: fits(titleText('子导航上的名称 (sub-nav label)', '线下旅行社'), 12),
  anchor: anchor('链接到本节的地址后缀，不要随意修改 (section anchor)'),
  title: titleText('本节标题 (section title)'),
  titleEn: titleText('英文标题 (English title)'),
  lead: prose('本节导语 (lead)'),
  figures: z
    .array(claimRef('以大字显示的数据编号 (claim id)'))
    .meta({ description: '本节突出的数据，可为空列表 (figures by claim id)' }),
  features: z.array(feature).min(1).meta({ description: '业务要点 (features)' }),
  image: image('本节插图 (section image)', 'card-travel-agency.svg'),
});

/** `businessIntro.mdx` (business introduction): five sections with a sub-nav. */
export const businessIntroSchema = group('业务介绍 (business introduction)', {
  ...pageMeta,
  lead: prose('标题下的导语 (lead)'),
  subnavLabel: titleText('子导航的无障碍名称 (accessible name of the sub-nav)'),
  sections: listOf(section, LIST_RANGES.sections, '业务板块，顺序即子导航顺序 (sections)'),
});

export type BusinessIntroContent = z.infer<typeof businessIntroSchema>;
export type BusinessSectionContent = BusinessIntroContent['sections'][number];
