/**
 * Home page: statements, company figures, business cards with their hover
 * reducer driven by mouse, keyboard and touch, service cards and the case image.
 */
import type { Page } from '@playwright/test';
import type { HomePageContent } from '../../src/content/schemas/homePage';
import { expect, fillClaims, normalizeText, readPage, test, visit } from './fixtures';

const home = readPage('homePage') as unknown as HomePageContent & { title: string; description: string };
const cards = (page: Page) => page.locator('[data-state]');

test('shows the statements, the company figures, the business cards, the service cards and the case image', async ({
  page,
  claims,
}) => {
  await visit(page, '/');
  for (const statement of home.statements) {
    await expect(page.getByText(statement.label, { exact: true })).toBeVisible();
    await expect(page.getByText(statement.text, { exact: true })).toBeVisible();
  }
  const intro = page.getByRole('region', { name: home.intro.title });
  for (const paragraph of home.intro.paragraphs) await expect(intro).toContainText(fillClaims(paragraph));
  for (const id of home.intro.figures) {
    const claim = claims[id];
    const figure = intro.locator(`[data-claim="${id}"]`).last();
    await expect(figure).toContainText(`${claim?.value}${claim?.unit ?? ''}`);
    await expect(figure).toContainText(claim?.label ?? '');
  }

  await expect(cards(page)).toHaveCount(4);
  for (const [index, card] of home.business.cards.entries()) {
    const element = cards(page).nth(index);
    await expect(element.getByRole('heading', { level: 3 })).toContainText(card.title);
    await expect(element).toContainText(card.titleEn);
    await expect(element).toContainText(fillClaims(card.summary));
    await expect(element.locator('img')).toHaveAttribute('src', /\.svg$/);
  }

  const services = page.getByRole('region', { name: home.services.title });
  for (const card of home.services.cards) {
    await expect(services.getByRole('heading', { name: `${card.line1} ${card.line2}` })).toBeVisible();
    await expect(services).toContainText(card.caption);
    await expect(services).toContainText(card.text);
  }
  const caseImage = page.getByRole('img', { name: home.case.picture.alt });
  await caseImage.scrollIntoViewIfNeeded();
  await expect(caseImage).toHaveAttribute('loading', 'lazy');
  await expect(caseImage).toHaveAttribute('width', /\d+/);
  await expect(caseImage).toHaveAttribute('height', /\d+/);
  const sources = page.locator('picture source');
  expect(await sources.evaluateAll((list) => list.map((source) => source.getAttribute('type')))).toEqual(
    expect.arrayContaining(['image/avif', 'image/webp']),
  );
  expect(await sources.first().getAttribute('srcset')).toMatch(/ 480w, .* 960w/);
  await expect.poll(() => caseImage.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  expect(normalizeText(await page.locator('h1').textContent())).toBe(fillClaims(home.heading));
});

test('hovering a card expands it and dims the others, leaving resets all; keyboard focus moves the expansion and Enter toggles it', async ({
  page,
}) => {
  await visit(page, '/');
  await expect(cards(page).first()).toHaveAttribute('data-state', 'idle');
  await cards(page).nth(2).hover();
  await expect(cards(page).nth(2)).toHaveAttribute('data-state', 'expanded');
  await expect(cards(page).nth(2).getByRole('button')).toHaveAttribute('aria-expanded', 'true');
  await expect(cards(page).nth(2)).toContainText(fillClaims(home.business.cards[2]?.detail ?? ''));
  for (const index of [0, 1, 3]) {
    await expect(cards(page).nth(index)).toHaveAttribute('data-state', 'dimmed');
    await expect(cards(page).nth(index).getByRole('button')).toHaveAttribute('aria-expanded', 'false');
  }
  await page.mouse.move(5, 5);
  for (const index of [0, 1, 2, 3]) await expect(cards(page).nth(index)).toHaveAttribute('data-state', 'idle');

  await cards(page).nth(1).getByRole('button').focus();
  await expect(cards(page).nth(1)).toHaveAttribute('data-state', 'expanded');
  await expect(cards(page).nth(0)).toHaveAttribute('data-state', 'dimmed');
  await page.keyboard.press('Tab');
  await expect(cards(page).nth(2)).toHaveAttribute('data-state', 'expanded');
  await expect(cards(page).nth(1)).toHaveAttribute('data-state', 'dimmed');
  // Enter on the focused card's toggle collapses it, and Enter again expands it.
  const toggle = cards(page).nth(2).getByRole('button');
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(cards(page).nth(2)).toHaveAttribute('data-state', 'idle');
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
});

test.describe('on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a tap expands a card and a second tap collapses it', async ({ page }) => {
    await visit(page, '/');
    const toggle = cards(page).nth(3).getByRole('button');
    await toggle.scrollIntoViewIfNeeded();
    await toggle.tap();
    await expect(cards(page).nth(3)).toHaveAttribute('data-state', 'expanded');
    await expect(cards(page).nth(3)).toContainText(fillClaims(home.business.cards[3]?.detail ?? ''));
    await toggle.tap();
    // Focus stays on the toggle after the second tap; the tap, not the focus, decides.
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
