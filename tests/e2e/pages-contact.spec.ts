/**
 * Contact page: address, hotline and supplier contact from site.md, each with a copy
 * button. A copy says so in a polite message that leaves after 3000 ms or on Esc; where the clipboard
 * is refused, an error message shows the text to copy by hand.
 */
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import type { ContactUsContent } from '../../src/content/schemas/contactUs';
import { expect, fillClaims, fillPlaceholders, readPage, readSite, test, visit } from './fixtures';

const contact = readPage('contactUs') as unknown as ContactUsContent & { title: string; description: string };
const site = readSite();

/** The three copyable values, each with the title of the card it sits in and what its button says it copies. */
const copyables = [
  { card: contact.addressTitle, value: site.address.text, what: contact.copy.address },
  { card: contact.hotlineTitle, value: site.hotline.number, what: contact.copy.hotline },
  { card: contact.supplierTitle, value: site.supplierContact.phone, what: contact.copy.supplierPhone },
] as const;

const card = (page: Page, title: string) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
const copyButton = (page: Page, title: string) => card(page, title).getByRole('button', { name: /复制/ });
/** The polite live region's message saying the copy worked. */
const doneMessage = (page: Page) => page.getByRole('status').getByText(contact.copy.done, { exact: true });

async function allowClipboard(page: Page, context: BrowserContext) {
  const { origin } = new URL(page.url());
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
}

/** Nothing holds the message open: the pointer is away from it and no element inside it has focus. */
async function leaveMessagesAlone(page: Page) {
  const viewport = page.viewportSize();
  await page.mouse.move(2, (viewport?.height ?? 600) - 2);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

test('shows the address, the hotline and the supplier contact; each copy button copies its value, says so, and Esc closes the message', async ({
  page,
  context,
}) => {
  await visit(page, '/contactUs');
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fillClaims(contact.heading));
  await expect(card(page, contact.addressTitle)).toContainText(site.address.text);
  await expect(card(page, contact.hotlineTitle)).toContainText(site.hotline.number);
  await expect(card(page, contact.hotlineTitle)).toContainText(fillClaims(contact.hotlineNote));
  await expect(card(page, contact.supplierTitle)).toContainText(site.supplierContact.name);
  await expect(card(page, contact.supplierTitle)).toContainText(site.supplierContact.phone);
  await expect(main.getByRole('link', { name: site.hotline.number, exact: true })).toHaveAttribute(
    'href',
    `tel:${site.hotline.number}`,
  );
  await expect(main.getByRole('button', { name: /复制/ })).toHaveCount(3);

  await allowClipboard(page, context);
  for (const { card: title, value, what } of copyables) {
    await test.step(title, async () => {
      const button = copyButton(page, title);
      await expect(button).toHaveCount(1);
      // Says what it copies, once: the supplier card's button copies the phone, not the person.
      await expect(button).toHaveAccessibleName(new RegExp(`^${contact.copy.label}\\s*${what}$`));
      await button.click();
      await expect(doneMessage(page)).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);
      await page.keyboard.press('Escape');
      await expect(doneMessage(page)).toHaveCount(0);
      await expect(button).toBeFocused();
    });
  }
});

test('the message leaves by itself after 3000 ms', async ({ page, context }) => {
  await visit(page, '/contactUs');
  await allowClipboard(page, context);
  // Installed after hydration, and paused, so only the steps below move the message's timer.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await copyButton(page, contact.hotlineTitle).click();
  await expect(doneMessage(page)).toBeVisible();
  await leaveMessagesAlone(page);

  await page.clock.runFor(2900);
  await expect(doneMessage(page)).toBeVisible();
  await page.clock.runFor(200);
  await expect(doneMessage(page)).toHaveCount(0);
});

test.describe('when the clipboard is refused', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: () => Promise.reject(new Error('denied')) },
      });
    });
  });

  test('an error message shows the text to copy by hand', async ({ page }) => {
    await visit(page, '/contactUs');
    for (const { card: title, value } of copyables) {
      await test.step(title, async () => {
        await copyButton(page, title).click();
        const failed = fillPlaceholders(contact.copy.failed, { text: value });
        await expect(page.getByRole('alert').getByText(failed, { exact: true })).toBeVisible();
      });
    }
    await expect(page.getByRole('status').getByText(contact.copy.done)).toHaveCount(0);
  });
});

test('no WCAG 2.0/2.1 A/AA violations with a message open', async ({ page, context }) => {
  await visit(page, '/contactUs');
  await allowClipboard(page, context);
  await copyButton(page, contact.supplierTitle).click();
  const message = doneMessage(page);
  await expect(message).toBeVisible();
  // Hovering holds the message open while axe runs (the kit pauses it under the pointer).
  await message.hover();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  await expect(message).toBeVisible();
  expect(
    results.violations.map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    })),
  ).toEqual([]);
});
