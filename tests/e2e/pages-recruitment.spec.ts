/**
 * Resource cooperation: reasons, the supplier and service-provider offers with their
 * contact QR codes and detail links, the support cards, the five-step process and the guarantees.
 */
import type { Locator, Page } from '@playwright/test';
import type { RecruitmentContent } from '../../src/content/schemas/recruitment';
import { expect, fillClaims, readPage, test, visit, type RouteName } from './fixtures';

const recruitment = readPage('recruitment') as unknown as RecruitmentContent & { title: string; description: string };

const region = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** The image has really been fetched and decoded (lazy images are scrolled to first). */
async function expectLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
}

/** Illustrated cards (reasons, support): each with its image, title and text, in content order. */
async function expectIconCards(section: Locator, items: RecruitmentContent['support']['items']) {
  const cards = section.getByRole('listitem');
  await expect(cards).toHaveCount(items.length);
  for (const [index, item] of items.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(item.title);
    await expect(card).toContainText(fillClaims(item.text));
    await expect(card.locator('img')).toHaveCount(1);
    await expectLoaded(card.locator('img'));
  }
}

/** An offer's conditions, its contact QR code that loads, its caption and its visible detail link. */
async function expectOffer(page: Page, offer: RecruitmentContent['supplier']) {
  const section = region(page, offer.title);
  await expect(section).toContainText(fillClaims(offer.lead));
  const conditions = section.locator('ol > li');
  await expect(conditions).toHaveCount(offer.items.length);
  for (const [index, item] of offer.items.entries()) {
    await expect(conditions.nth(index).getByRole('heading', { level: 3 })).toHaveText(item.title);
    // The provider's texts carry its rules (the 1:3 reward conversion, one or several providers per city).
    await expect(conditions.nth(index)).toContainText(fillClaims(item.text));
  }
  const qr = section.getByRole('img', { name: offer.contact.alt, exact: true });
  await expect(qr).toHaveCount(1);
  await expectLoaded(qr);
  await expect(qr).toBeVisible();
  await expect(section.getByText(offer.contact.caption, { exact: true })).toBeVisible();
  await expect(section.getByRole('link', { name: offer.linkLabel, exact: true })).toBeVisible();
}

const offers: { key: 'supplier' | 'provider'; detail: RouteName }[] = [
  { key: 'supplier', detail: 'supplierEn' },
  { key: 'provider', detail: 'seviceProvide' },
];

test('/recruitment: reasons, both offers with their QR codes and detail links, support, a five-step process and the guarantees', async ({
  page,
}) => {
  await visit(page, '/recruitment');
  await test.step('reasons', async () => {
    const reasons = region(page, recruitment.reasons.title);
    await expect(reasons).toBeVisible();
    await expectIconCards(reasons, recruitment.reasons.items);
  });
  for (const { key } of offers) await test.step(`the ${key} offer`, () => expectOffer(page, recruitment[key]));
  await test.step('support', async () => {
    const support = region(page, recruitment.support.title);
    await expect(support).toBeVisible();
    await expectIconCards(support, recruitment.support.items);
  });
  await test.step('process', async () => {
    const process = region(page, recruitment.process.title);
    const list = process.locator('ol');
    await expect(list).toHaveCount(1);
    const steps = list.locator(':scope > li');
    await expect(steps).toHaveCount(5);
    expect(recruitment.process.steps).toHaveLength(5);
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText(
      recruitment.process.steps.map((step) => step.title),
    );
    for (const [index, step] of recruitment.process.steps.entries()) {
      await expect(steps.nth(index)).toContainText(step.text);
    }

    // The arrows are hidden from assistive technology and have an empty alt: exactly one between each pair.
    const arrows = list.locator('img[aria-hidden="true"]');
    await expect(arrows).toHaveCount(4);
    for (const arrow of await arrows.all()) {
      await expect(arrow).toHaveAttribute('alt', '');
      await expect(arrow).toHaveAttribute('src', new RegExp(recruitment.process.arrow.replace(/\.\w+$/, '')));
    }
    await expect(steps.first().locator('img[aria-hidden="true"]')).toHaveCount(0);
    for (const index of [1, 2, 3, 4]) await expect(steps.nth(index).locator('img[aria-hidden="true"]')).toHaveCount(1);
    // No image in the list is announced: the step pictures are decorative too.
    await expect(list.getByRole('img')).toHaveCount(0);
  });
  await test.step('guarantees', async () => {
    const guarantees = region(page, recruitment.guarantees.title);
    const items = guarantees.getByRole('listitem');
    await expect(items).toHaveCount(recruitment.guarantees.items.length);
    for (const [index, item] of recruitment.guarantees.items.entries()) {
      await expect(items.nth(index)).toContainText(fillClaims(item.title));
      await expect(items.nth(index)).toContainText(fillClaims(item.text));
    }
    await expect(guarantees).not.toContainText('{{');
  });
  for (const { key, detail } of offers) {
    await test.step(`the ${key} offer's detail link`, async () => {
      await visit(page, '/recruitment');
      const offer = recruitment[key];
      await region(page, offer.title).getByRole('link', { name: offer.linkLabel, exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === `/${detail}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(fillClaims(readPage(detail).heading));
    });
  }
});
