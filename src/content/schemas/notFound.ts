import { z } from 'zod';
import { pageMeta, prose, titleText } from './fields';

export const notFoundSchema = z
  .strictObject({
    ...pageMeta,
    text: prose('说明文字 (explanation)'),
    homeLink: titleText('回到首页的链接文字 (link home)'),
  })
  .meta({ description: '找不到页面 (404 page)' });

export type NotFoundContent = z.infer<typeof notFoundSchema>;
