import { expect, signIn, test } from './editorTest';

/**
 * At 390 px Decap's entry page is 800 px wide; the status control sat at x = 303 and 发布 at
 * x = 438, off the screen. The editor now says, in Chinese, that it needs a wider screen and what to use
 * instead; at 1440 px it says nothing.
 */
test.beforeAll(({ editor }) => editor.fresh());

const NOTICE =
  '这个编辑器要在至少 800 像素宽的屏幕上用：手机上表单和预览并排放不下，“保存”旁边的状态和“发布”会超出屏幕。请改用电脑或横放的平板；只改几个字，也可以在手机浏览器里打开代码托管网站，直接修改内容文件（见编辑指南）。';

for (const width of [390, 1440])
  test(`at ${width} px`, async ({ browser, editor }) => {
    const page = await browser.newPage({ viewport: { width, height: 844 }, locale: 'zh-CN' });
    await signIn(page, editor.url);
    await page.goto(`${editor.url}#/collections/pages/entries/notFound`);
    await expect(page.getByLabel('页面主标题', { exact: true })).toBeVisible({ timeout: 90_000 });
    const notice = page.getByRole('status').filter({ hasText: NOTICE });
    if (width === 1440) {
      // Decap's page fits: every control of the toolbar is on the screen, and nothing is said.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expect(notice).toHaveCount(0);
    } else {
      await expect(notice).toBeVisible();
      await expect(notice.getByRole('paragraph')).toHaveText(NOTICE);
      // Whole on the screen, and closed by keyboard.
      const box = await notice.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      await notice.getByRole('button', { name: '知道了' }).focus();
      await page.keyboard.press('Enter');
      await expect(notice).toHaveCount(0);
    }
    await page.close();
  });
