/**
 * When each build of the home page counts as ready: its islands hydrated and the carousel turned
 * into react-slick. Ours says so itself (`<html data-hydrated>`, src/islands/hydrateIslands.tsx);
 * Astro removes `ssr` from each `<astro-island>` once its hydrator has been called (React then
 * commits inside a transition, so `.slick-initialized` is what shows the carousel's commit).
 */
import type { Page } from '@playwright/test';

export const BUILDS = ['ours', 'astro'] as const;
export type Build = (typeof BUILDS)[number];

export const READY_SELECTORS: Record<Build, string> = {
  ours: 'html[data-hydrated] .slick-slider.slick-initialized',
  astro: 'html:not(:has(astro-island[ssr])) .slick-slider.slick-initialized',
};

export async function waitReady(page: Page, build: Build, timeout = 30_000): Promise<void> {
  await page.locator(READY_SELECTORS[build]).first().waitFor({ state: 'attached', timeout });
  await page.waitForLoadState('load');
}

/**
 * Runs in each new document before its scripts (`addInitScript`): records when the ready selector
 * first matches, and every long task (over 50 ms), on the page's own clock.
 */
export function recordTimeline(selector: string): void {
  const record = window as unknown as { __bench?: { readyAt?: number; longTasks: number[][] } };
  const bench = (record.__bench = { readyAt: undefined as number | undefined, longTasks: [] as number[][] });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver((_, observer) => {
    if (bench.readyAt === undefined && document.querySelector(selector)) {
      bench.readyAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { subtree: true, childList: true, attributes: true });
}

export interface Timeline {
  readyMs: number;
  /** [start, duration] of each task over 50 ms. */
  longTasks: number[][];
}

export const readTimeline = (page: Page): Promise<Timeline> =>
  page.evaluate(() => {
    const bench = (window as unknown as { __bench?: { readyAt?: number; longTasks: number[][] } }).__bench;
    return { readyMs: bench?.readyAt ?? Number.NaN, longTasks: bench?.longTasks ?? [] };
  });
