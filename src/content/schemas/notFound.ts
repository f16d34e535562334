import type { z } from 'zod';
import { group, pageMeta, prose, titleText, fits } from './fields';

export const notFoundSchema = group('找不到页面 (404 page)', {
  ...pageMeta,
  text: prose('说明文字 (explanation)'),
  homeLink: fits(titleText('回到首页的链接文字 (link home)'), 22),
});

export type NotFoundContent = z.infer<typeof notFoundSchema>;
