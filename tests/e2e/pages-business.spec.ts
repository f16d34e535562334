/**
 * Business introduction: the sticky sub-nav (real `#anchor` links; with JavaScript a
 * click scrolls, focuses the section heading and puts the anchor in the address; the highlight
 * follows the scroll) and every section's title, English title, lead, features and figures.
 */
import type { Locator, Page } from '@playwright/test';
import type { BusinessIntroContent } from '../../src/content/schemas/businessIntro';
import { expect, fillClaims, readPage, test, visit } from './fixtures';

const business = readPage('businessIntro') as unknown as BusinessIntroContent & { title: string; description: string };
const sections = business.sections;

const subNav = (page: Page) => page.getByRole('navigation', { name: business.subnavLabel, exact: true });
const entries = (page: Page) => subNav(page).getByRole('link');
const region = (page: Page, index: number) =>
  page.getByRole('region', { name: sections[index]?.title ?? '', exact: true });
const heading = (page: Page, index: number) =>
  region(page, index).getByRole('heading', { level: 2, name: sections[index]?.title ?? '', exact: true });

/** Exactly one sub-nav entry carries `aria-current`, the one at `index`. */
async function expectHighlighted(page: Page, index: number) {
  const current = subNav(page).locator('a[aria-current]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveText(sections[index]?.navLabel ?? '');
}

/** Distance of the section's top from the viewport top, and the sticky sub-nav's bottom edge. */
async function sectionPlacement(page: Page, section: Locator) {
  const navBottom = await subNav(page).evaluate((nav) => nav.getBoundingClientRect().bottom);
  const top = await section.evaluate((element) => element.getBoundingClientRect().top);
  return { navBottom, top };
}

/** The section starts just below the sticky sub-nav: nothing of it is hidden, and it is near the top. */
function landedBelowSubNav({ navBottom, top }: { navBottom: number; top: number }): boolean {
  return top >= navBottom - 1 && top <= navBottom + 48;
}

test('the sub-nav lists the five sections in order as anchor links, the first one highlighted; every section shows its title, English title, lead, features and figures', async ({
  page,
  claims,
}) => {
  await visit(page, '/businessIntro');
  await expect(subNav(page)).toBeVisible();
  await expect(entries(page)).toHaveText(sections.map((section) => section.navLabel));
  for (const [index, section] of sections.entries()) {
    await expect(entries(page).nth(index)).toHaveAttribute('href', `#${section.anchor}`);
  }
  await expectHighlighted(page, 0);
  await expect(entries(page).first()).toHaveAttribute('aria-current', 'true');

  await expect(page.locator('section[data-section]')).toHaveCount(sections.length);
  for (const [index, section] of sections.entries()) {
    await test.step(section.title, async () => {
      const element = region(page, index);
      await expect(heading(page, index)).toBeVisible();
      await expect(element.getByText(section.titleEn, { exact: true })).toBeVisible();
      await expect(element).toContainText(fillClaims(section.lead));

      const features = element.getByRole('listitem');
      await expect(features).toHaveCount(section.features.length);
      for (const [position, feature] of section.features.entries()) {
        await expect(features.nth(position).getByRole('heading', { level: 3 })).toHaveText(feature.title);
        await expect(features.nth(position)).toContainText(fillClaims(feature.text));
      }

      const figures = element.locator('dl [data-claim]');
      await expect(figures).toHaveCount(section.figures.length);
      for (const [position, id] of section.figures.entries()) {
        const claim = claims[id];
        expect(claim, `claim ${id}`).toBeDefined();
        const figure = figures.nth(position);
        await expect(figure).toHaveAttribute('data-claim', id);
        await expect(figure).toBeVisible();
        await expect(figure).toContainText(`${claim?.value}${claim?.unit ?? ''}`);
        await expect(figure).toContainText(fillClaims(claim?.label ?? ''));
      }
    });
  }
});

test('clicking an entry scrolls to its section, focuses its heading, sets the hash and moves the highlight', async ({
  page,
}) => {
  const target = 3;
  const anchor = sections[target]?.anchor ?? '';
  await visit(page, '/businessIntro');
  await entries(page).nth(target).click();

  // Smooth scrolling: wait until the section has settled just under the sticky sub-nav.
  await expect.poll(async () => landedBelowSubNav(await sectionPlacement(page, region(page, target)))).toBe(true);
  await expect(heading(page, target)).toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H2');
  await expect.poll(() => page.evaluate(() => window.location.hash)).toBe(`#${anchor}`);
  await expectHighlighted(page, target);
  await expect(heading(page, target)).toBeInViewport();
});

test('under reduced motion the click lands at once', async ({ page }) => {
  const target = 3;
  await visit(page, '/businessIntro');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await entries(page).nth(target).click();
  // Two reads 300 ms apart: an instant jump is already at its final position on the first one.
  const [first, later] = await page.evaluate(async () => {
    const before = window.scrollY;
    await new Promise((resolve) => setTimeout(resolve, 300));
    return [before, window.scrollY];
  });
  expect(first).toBeGreaterThan(0);
  expect(later).toBe(first);
  expect(landedBelowSubNav(await sectionPlacement(page, region(page, target)))).toBe(true);
  await expect(heading(page, target)).toBeFocused();
  await expectHighlighted(page, target);
});

test('opening a shared #anchor address lands on that section; scrolling back up highlights the first entry', async ({
  page,
}) => {
  const ota = sections.findIndex((section) => section.anchor === 'ota');
  expect(ota, 'content/pages/businessIntro.mdx has an "ota" section').toBeGreaterThan(-1);
  await visit(page, '/businessIntro#ota');
  await expect(heading(page, ota)).toBeInViewport();
  await expectHighlighted(page, ota);

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expectHighlighted(page, 0);
});
