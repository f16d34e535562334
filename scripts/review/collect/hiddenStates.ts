/** Every state of a hydrated page reachable by interaction, by keyboard through the hooks the site keeps for tests. */
import type { Locator, Page } from '@playwright/test';
import { elementText, shownSlide, subNavState } from './pageScripts';
import type { StateCapture } from '../types';

/** The sub-nav highlight follows scrolling through an observer; past this it is read as it is. */
const HIGHLIGHT_WAIT_MS = 2_000;
/** The carousel's dots: every button of it but pause/play. */
const CAROUSEL_DOTS = 'button:not([aria-label="暂停"]):not([aria-label="播放"])';

/** Writes the picture of `element` in a state (`id`) and gives its file name. */
export type Picture = (id: string, element: Locator) => Promise<string>;

/** In this order: the carousel, then each card, then each sub-nav entry. */
export async function hiddenStates(page: Page, picture: Picture): Promise<StateCapture[]> {
  return [
    ...(await carouselStates(page, picture)),
    ...(await cardStates(page, picture)),
    ...(await subNavStates(page)),
  ];
}

/** Resolves once `element` has `attribute="value"`. */
const until = (element: Locator, attribute: string, value: string, timeout?: number) =>
  element.and(element.page().locator(`[${attribute}="${value}"]`)).waitFor({ state: 'attached', timeout });

/** Slides 2…n, each after its dot was pressed (slide 1 is the page's first state). Keyboard only: a mouse would hover things. */
async function carouselStates(page: Page, picture: Picture): Promise<StateCapture[]> {
  const banner = page.locator('[data-banner="carousel"]');
  if (!(await banner.count())) return [];
  const dots = banner.locator(CAROUSEL_DOTS);
  const states: StateCapture[] = [];
  for (let slide = 1; slide < (await dots.count()); slide++) {
    const dot = dots.nth(slide);
    await dot.focus();
    await page.keyboard.press('Enter');
    await until(dot, 'aria-current', 'true');
    const id = `slide-${slide + 1}`;
    const file = await picture(id, banner);
    const shown = await banner.evaluate(shownSlide);
    const text =
      shown < 0 ? [] : await banner.locator('[aria-roledescription="slide"]').nth(shown).evaluate(elementText);
    states.push({ id, label: `轮播第 ${slide + 1} 张 (carousel slide ${slide + 1})`, text, file });
  }
  return states;
}

/** Each business card expanded, by keyboard focus (the same state as hover and tap). */
async function cardStates(page: Page, picture: Picture): Promise<StateCapture[]> {
  const cards = page.locator('[data-state]');
  const count = await cards.count();
  const states: StateCapture[] = [];
  for (let index = 0; index < count; index++) {
    const card = cards.nth(index);
    const toggle = card.locator('button[aria-expanded]');
    if (!(await toggle.count())) continue;
    await toggle.focus();
    await until(card, 'data-state', 'expanded');
    const id = `card-${index + 1}`;
    const file = await picture(id, card.locator('xpath=..'));
    const label = `业务卡片 ${index + 1} 展开 (card ${index + 1} expanded)`;
    states.push({ id, label, text: await card.evaluate(elementText), file });
  }
  if (count) await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  return states;
}

/** Each sub-nav entry followed: where it leads, what is highlighted and what has the focus. */
async function subNavStates(page: Page): Promise<StateCapture[]> {
  const links = page.locator('main nav a[href^="#"]');
  const states: StateCapture[] = [];
  for (let index = 0; index < (await links.count()); index++) {
    const link = links.nth(index);
    const href = (await link.getAttribute('href')) ?? '';
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction((hash) => window.location.hash === hash, href);
    await until(link, 'aria-current', 'true', HIGHLIGHT_WAIT_MS).catch(() => undefined);
    // No picture: the section itself is compared band by band already.
    const label = `子导航 ${await link.innerText()} (sub-nav ${href})`;
    states.push({ id: `subnav-${href.slice(1)}`, label, text: await page.evaluate(subNavState) });
  }
  return states;
}
