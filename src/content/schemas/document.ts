import type { z } from 'zod';
import { group, pageMeta, prose, text, url, titleText, fits } from './fields';

/** `document.mdx` (developer platform): the external documentation in a frame. */
export const documentSchema = group('开发者平台 (developer platform)', {
  ...pageMeta,
  lead: prose('标题下的导语 (lead)'),
  frame: group('嵌入的开发者文档 (embedded documentation)', {
    url: url(
      '开发者文档的地址，可以是 http:// 开头、带端口的本机地址 (documentation address)',
      'http://127.0.0.1:8090/',
    ),
    title: titleText('框架的无障碍名称 (frame title)'),
    openLabel: fits(
      titleText(
        '打开文档的链接文字，写明打开的是什么；读屏软件会在后面读全站的“在新窗口打开”，这里不用再写 (link that opens the documentation; the new-window hint follows it)',
        '打开开发者文档',
      ),
      19,
    ),
    loading: text('加载时显示的文字 (loading text)'),
    noticeTitle: titleText('无法显示文档时提醒的标题 (notice title)'),
    blocked: text('加密的 https 页面嵌不进 http 地址的文档时显示的说明 (mixed-content notice)'),
    failed: text('文档加载失败时的说明 (load failure notice)'),
  }),
});

export type DocumentContent = z.infer<typeof documentSchema>;
