/**
 * The home page's islands are React components rendered by React at build time and hydrated in the
 * browser by Preact's compatibility layer (scripts/build/vite/preactInTheBrowser.ts). Hydration must
 * adopt React's HTML as it is: every element the page arrived with is still the one in the document,
 * and none was added, until the island's own state changes it. A mismatch makes Preact build new
 * elements in place of the pre-rendered ones, which this catches. The other islands run behaviours
 * on the pre-rendered HTML and never replace it.
 */
import type { Page } from '@playwright/test';
import { expect, test, visit } from './fixtures';

declare global {
  interface Window {
    /** Each island as the page arrived, with every element inside it. */
    __prerendered?: { island: HTMLElement; name: string; elements: Element[] }[];
  }
}

/** What became of an island's pre-rendered elements once the page is ready. */
async function adoption(page: Page, island: string) {
  return page.evaluate((name) => {
    const islands = (window.__prerendered ?? []).filter((entry) => entry.name === name);
    const before = islands.flatMap((entry) => entry.elements);
    const now = islands.flatMap((entry) => [...entry.island.querySelectorAll('*')]);
    return {
      islands: islands.filter((entry) => entry.island.isConnected).length,
      before: before.length,
      kept: before.filter((element) => element.isConnected && now.includes(element)).length,
      added: now.filter((element) => !before.includes(element)).map((element) => element.outerHTML.slice(0, 120)),
    };
  }, island);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      window.__prerendered = [...document.querySelectorAll<HTMLElement>('[data-island]')].map((island) => ({
        island,
        name: island.dataset.island ?? '',
        elements: [...island.querySelectorAll('*')],
      }));
    });
  });
});

test('the business cards hydrate React’s pre-rendered HTML in place: no element replaced or added', async ({
  page,
}) => {
  await visit(page, '/');
  const cards = await adoption(page, 'businessCards');
  expect(cards.before, 'elements pre-rendered in the cards').toBeGreaterThan(20);
  expect(cards.added, 'elements hydration created').toEqual([]);
  expect(cards.kept, 'pre-rendered elements still in the page').toBe(cards.before);
});

test('the carousel keeps its pre-rendered controls through hydration', async ({ page }) => {
  await visit(page, '/');
  const kept = await page.evaluate(() => {
    const before = (window.__prerendered ?? []).flatMap((entry) => (entry.name === 'carousel' ? entry.elements : []));
    const controls = [...document.querySelectorAll('[data-island="carousel"] button')];
    return { controls: controls.length, prerendered: controls.filter((button) => before.includes(button)).length };
  });
  expect(kept.controls, 'play/pause and one dot per slide').toBeGreaterThan(1);
  expect(kept.prerendered, 'controls that are the pre-rendered buttons').toBe(kept.controls);
});

for (const path of ['/contactUs', '/businessIntro', '/document'])
  test(`${path}: its islands run on the pre-rendered HTML and replace none of it`, async ({ page }) => {
    await visit(page, path);
    const names = await page.evaluate(() => (window.__prerendered ?? []).map((entry) => entry.name));
    expect(names.length).toBeGreaterThan(0);
    for (const name of new Set(names)) {
      const island = await adoption(page, name);
      expect(island.islands, `${name}: islands still in the page`).toBeGreaterThan(0);
      expect(island.kept, `${name}: pre-rendered elements still in the page`).toBe(island.before);
    }
  });
