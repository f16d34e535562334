/** Every state of a hydrated page reachable by interaction, by keyboard through the DESIGN §9 hooks. */
import type { Locator, Page } from '@playwright/test';
import { elementText, shownSlide } from './pageScripts';
import { stableCapture } from './stableCapture';
import type { StateCapture } from '../types';

/** The sub-nav highlight follows scrolling through an observer; past this it is read as it is. */
const HIGHLIGHT_WAIT_MS = 2_000;
/** The carousel's dots: every button of it but pause/play (DESIGN §9). */
const CAROUSEL_DOTS = 'button:not([aria-label="暂停"]):not([aria-label="播放"])';

/** In this order: the carousel, then each card, then each sub-nav entry. */
export async function hiddenStates(page: Page): Promise<StateCapture[]> {
  return [...(await carouselStates(page)), ...(await cardStates(page)), ...(await subNavStates(page))];
}

/** Resolves once `element` has `attribute="value"`. */
const until = (element: Locator, attribute: string, value: string, timeout?: number) =>
  element.and(element.page().locator(`[${attribute}="${value}"]`)).waitFor({ state: 'attached', timeout });

const picture = (element: Locator) =>
  stableCapture(() => element.screenshot({ animations: 'disabled', caret: 'hide' }));

/** Slides 2…n, each after its dot was pressed (slide 1 is the page's first state). Keyboard only: a mouse would hover things. */
async function carouselStates(page: Page): Promise<StateCapture[]> {
  const banner = page.locator('[data-banner="carousel"]');
  if (!(await banner.count())) return [];
  const dots = banner.locator(CAROUSEL_DOTS);
  const count = await dots.count();
  const states: StateCapture[] = [];
  for (let slide = 1; slide < count; slide++) {
    const dot = dots.nth(slide);
    await dot.focus();
    await page.keyboard.press('Enter');
    await until(dot, 'aria-current', 'true');
    const { png } = await picture(banner);
    const slideHandle = await banner.evaluateHandle(shownSlide);
    const shown = slideHandle.asElement();
    const text = shown ? await shown.evaluate(elementText) : [];
    await slideHandle.dispose();
    states.push({ id: `slide-${slide + 1}`, label: `轮播第 ${slide + 1} 张 (carousel slide ${slide + 1})`, text, png });
  }
  return states;
}

/** Each business card expanded, by keyboard focus (the same state as hover and tap, DESIGN §4). */
async function cardStates(page: Page): Promise<StateCapture[]> {
  const cards = page.locator('[data-state]');
  const count = await cards.count();
  const states: StateCapture[] = [];
  for (let index = 0; index < count; index++) {
    const card = cards.nth(index);
    const toggle = card.locator('button[aria-expanded]');
    if (!(await toggle.count())) continue;
    await toggle.focus();
    await until(card, 'data-state', 'expanded');
    const { png } = await picture(card.locator('xpath=..'));
    const text = await card.evaluate(elementText);
    const label = `业务卡片 ${index + 1} 展开 (card ${index + 1} expanded)`;
    states.push({ id: `card-${index + 1}`, label, text, png });
  }
  if (count) await page.evaluate('document.activeElement && document.activeElement.blur()');
  return states;
}

/** Each sub-nav entry followed: where it leads, what is highlighted and what has the focus. */
async function subNavStates(page: Page): Promise<StateCapture[]> {
  const links = page.locator('main nav a[href^="#"]');
  const count = await links.count();
  const states: StateCapture[] = [];
  for (let index = 0; index < count; index++) {
    const link = links.nth(index);
    const href = (await link.getAttribute('href')) ?? '';
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction((hash) => window.location.hash === hash, href);
    await until(link, 'aria-current', 'true', HIGHLIGHT_WAIT_MS).catch(() => undefined);
    const text = (await page.evaluate(`(() => {
      const clean = (s) => (s || '').replace(/\\s+/g, ' ').trim();
      const active = document.querySelector('main nav a[aria-current="true"]');
      return ['地址 (address) ' + window.location.hash, '高亮 (highlighted) ' + clean(active && active.textContent), '焦点 (focus) ' + clean(document.activeElement && document.activeElement.textContent)];
    })()`)) as string[];
    // No picture: the section itself is compared band by band already.
    states.push({ id: `subnav-${href.slice(1)}`, label: `子导航 ${await link.innerText()} (sub-nav ${href})`, text });
  }
  return states;
}
