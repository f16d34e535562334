import { editorFieldHref } from '../../src/preview/editorLink';
import { expect, signIn, test } from './editorTest';

/**
 * The preview and the 编辑 deep link: the preview pane draws the home page with the site's own
 * components from the unsaved form, and a link naming a field opens the entry with that field focused.
 * One entry load for both: each costs seconds through decap-server.
 */
test.beforeAll(({ editor }) => editor.fresh());

test('a field link focuses the field, and the preview draws the unsaved page as the site does', async ({
  page,
  editor,
}) => {
  // The editor is served under the deployed CSP (scripts/build/admin/editorServer.ts): the preview must need nothing more.
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    const report = (event: SecurityPolicyViolationEvent) =>
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.effectiveDirective} ${event.blockedURI}`,
      );
    document.addEventListener('securitypolicyviolation', report);
  });
  await signIn(page, editor.url);

  // The third business card's title sits in a collapsed list item: the link opens it.
  const link = editorFieldHref('/', 'content/pages/homePage.mdx', 'business.cards[2].title');
  await page.goto(new URL(link, editor.url).href);
  await expect(page.locator('input:focus')).toHaveValue('OTA 供票', { timeout: 90_000 });
  await expect(page).not.toHaveURL(/field=/);
  // Nothing else opened on the way: the card's image widget sits before its title, and its 选择图片
  // button once took the place of the card's toggle, laying the media library over the form.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('选用已选中项目')).toHaveCount(0);

  const preview = page.frameLocator('iframe').first();
  const heading = page.getByLabel('页面主标题', { exact: true });
  await heading.fill('预览里的新标题');
  // Drawn by the site's PageHeading: the heading inside its CSS module's class.
  const h1 = preview.locator('main [class*="_heading_"] > h1');
  await expect(h1).toHaveText('预览里的新标题');
  // A figure field (intro.figures) shows the claim's value from claims.md, then its basis (source · asOf).
  await expect(preview.locator('[data-claim="staff"] dd')).toHaveText(['100+人', '公司统计']);
  // A sample value (site.md samples: case.picture.alt) is outlined as on preview builds.
  const sample = preview.locator('[data-sample="case.picture.alt"]');
  await expect(sample).toHaveCount(1);
  await expect(sample).toHaveCSS('outline-style', 'dashed');
  expect(violations).toEqual([]);
});
