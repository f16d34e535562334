/**
 * Footer facts and the header's contact and login links, compared with content/site.md.
 */
import type { Locator } from '@playwright/test';
import { expect, ICP_URL, test, visit } from './fixtures';

async function expectNewWindowLink(link: Locator, href: string) {
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  const rel = ((await link.getAttribute('rel')) ?? '').split(/\s+/);
  expect(rel).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
}

// Header and footer are the same on every page: one page shows them.
test('the header shows the logo link home, the hotline and the login link; the footer the address, the hotline, the QR code and the ICP and 公安备案 links', async ({
  page,
  site,
  baseURL,
}) => {
  await visit(page, '/businessIntro');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(site.address.text);
  await expect(footer).toContainText(site.hotline.number);

  const qr = footer.getByRole('img', { name: site.officialAccount.alt, exact: true });
  await qr.scrollIntoViewIfNeeded();
  await expect(qr).toBeVisible();
  expect((await qr.getAttribute('alt'))?.trim()).toBeTruthy();
  await expect
    .poll(() => qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), {
      message: 'the QR image loads',
    })
    .toBeGreaterThan(0);

  const icp = footer.getByRole('link', { name: site.icp.number });
  await expect(icp).toBeVisible();
  await expect(icp).toContainText(site.icp.number);
  await expectNewWindowLink(icp, ICP_URL);

  // The 公安备案号 beside the ICP number, with its emblem, opening the filing site.
  const police = site.police;
  if (!police) throw new Error('content/site.md has no police filing number');
  const link = footer.getByRole('link', { name: police.number });
  await link.scrollIntoViewIfNeeded();
  await expect(link).toBeVisible();
  await expectNewWindowLink(link, police.url);
  // The emblem is decoration: the link says the number once.
  await expect(link.locator('img')).toBeVisible();
  await expect(link.getByRole('img')).toHaveCount(0);
  await expect(link).toHaveAccessibleName(new RegExp(`^${police.number}\\s*${site.newWindow}$`));
  // Right after the ICP number: on its line, or on the next one where a phone is too narrow.
  const icpBox = await icp.boundingBox();
  const filed = await link.boundingBox();
  if (!icpBox || !filed) throw new Error('the footer links have no layout box');
  const sameLine = Math.abs(filed.y - icpBox.y) < icpBox.height / 2;
  expect(sameLine ? filed.x > icpBox.x : filed.y > icpBox.y).toBe(true);
  await expect(footer).toContainText(site.footer.copyright.replace('{company}', site.company.name));

  const header = page.getByRole('banner');

  // Named once, by the company name beside the logo: the logo itself is decoration.
  const logo = header.getByRole('link', { name: site.company.name, exact: true });
  await expect(logo).toBeVisible();
  expect(new URL((await logo.getAttribute('href')) ?? '', baseURL).pathname).toBe('/');
  await expect(logo.locator('img')).toBeVisible();
  await expect(logo.getByRole('img')).toHaveCount(0);

  await expect(header).toContainText(site.hotline.number);

  const login = header.getByRole('link', { name: site.login.label });
  await expect(login).toBeVisible();
  await expectNewWindowLink(login, site.login.url);

  // The logo link goes home.
  await logo.click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.locator('[data-banner="carousel"]')).toHaveCount(1);
});
