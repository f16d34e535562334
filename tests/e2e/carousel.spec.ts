/**
 * The home carousel: three slides, one every 5000 ms, a pause/play button, pauses while hovered or
 * focused, dots that show a slide, still under reduced motion. Only the home page loads its code
 * (everyPage.spec.ts).
 *
 * Time is Playwright's fake clock. react-slick is loaded lazily after hydration and starts its
 * autoplay interval when it mounts; to have that interval run on the fake clock, its code is held
 * back at the network until hydration is done and the clock is installed and paused. Time then
 * advances in 200 ms steps, letting the page settle after each step, because react-slick chains
 * timers from React commit callbacks that one long `runFor` would skip.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, fillPlaceholders, PAUSE, PLAY, readSite, test, waitHydrated } from './fixtures';

const site = readSite();
const TOTAL = site.carousel.slides.length;
const STEP_MS = 200;
/** Longer than one autoplay interval with room to spare: a carousel that did not stop would have moved. */
const HELD_MS = 7000;
const CLOCK_START = new Date('2025-03-03T09:00:00+08:00').getTime();

const carousel = (page: Page) => page.locator('[data-banner="carousel"]');
const pauseButton = (page: Page) => carousel(page).getByRole('button', { name: PAUSE, exact: true });
const playButton = (page: Page) => carousel(page).getByRole('button', { name: PLAY, exact: true });
const dot = (page: Page, index: number) =>
  carousel(page).getByRole('button', { name: fillPlaceholders(site.carousel.dotLabel, { n: index + 1 }), exact: true });
const activeSlides = (page: Page) => carousel(page).locator('.slick-slide.slick-active');

/** Lets the page finish the work already queued (React commits run from MessageChannel tasks, not timers). */
async function settle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

/** Advances the fake clock by `ms` in 200 ms steps. */
async function advance(page: Page, ms: number) {
  for (let done = 0; done < ms; done += STEP_MS) {
    await page.clock.runFor(STEP_MS);
    await settle(page);
  }
}

/** The visible slide is `index` (0-based): react-slick's active slide, its label, and the current dot. */
async function expectSlide(page: Page, index: number) {
  await expect(activeSlides(page)).toHaveCount(1);
  await expect(activeSlides(page)).toHaveAttribute('data-index', String(index));
  await expect(activeSlides(page).locator('[aria-roledescription="slide"]')).toHaveAttribute(
    'aria-label',
    fillPlaceholders(site.carousel.slideLabel, { n: index + 1, total: TOTAL }),
  );
  const currentDots = carousel(page).locator('button[aria-current="true"]');
  await expect(currentDots).toHaveCount(1);
  await expect(currentDots).toHaveAccessibleName(fillPlaceholders(site.carousel.dotLabel, { n: index + 1 }));
}

/** Whether a built script is react-slick's chunk (its class names are in no other file). */
const isSlickCode = (pathname: string) =>
  pathname.endsWith('.js') && readFileSync(`build/client${pathname}`, 'utf8').includes('slick-track');

/**
 * Opens the home page with the mouse away from the carousel; the islands hydrate in real time,
 * then the fake clock is installed and paused before react-slick's code is let through.
 */
async function openCarousel(page: Page, path = '/') {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(
    (url) => isSlickCode(url.pathname),
    async (route) => {
      held.push(route.request().url());
      await gate;
      await route.fallback();
    },
  );

  await page.goto(path);
  await page.mouse.move(0, 0);
  await waitHydrated(page);
  await expect(carousel(page)).toHaveCount(1);
  await expect(carousel(page).locator('.slick-slider'), 'react-slick mounted before it was let through').toHaveCount(0);

  await page.clock.install({ time: CLOCK_START });
  await page.clock.pauseAt(CLOCK_START + 1000);
  release();

  await expect(carousel(page).locator('.slick-slider.slick-initialized')).toHaveCount(1);
  expect(held.length, 'react-slick should load lazily, after hydration').toBeGreaterThan(0);
  // react-slick restarts its timer when a slide's picture finishes loading: let them all arrive
  // (in real time) now, so the restart falls in the first fake step, as it does for a visitor.
  await expect
    .poll(() =>
      carousel(page)
        .locator('img')
        .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)),
    )
    .toBe(true);
  await settle(page);
  await expectNotHeld(page);
  await expectSlide(page, 0);
  await expect(pauseButton(page)).toBeVisible();
}

/** Whether the mouse is over the carousel or focus is inside it (either pauses it). */
async function expectNotHeld(page: Page) {
  expect(await carousel(page).evaluate((element) => element.matches(':hover')), 'mouse over the carousel').toBe(false);
  await expect(carousel(page).locator(':focus'), 'focus inside the carousel').toHaveCount(0);
}

/** Moves the mouse onto plain footer text, away from the carousel whatever the scroll position. */
async function mouseOff(page: Page) {
  await page.getByRole('contentinfo').getByText(site.company.name, { exact: true }).hover();
  await settle(page);
}

/** Moves the mouse off the carousel and focus out of it, the way a person would: a click on plain footer text. */
async function leaveCarousel(page: Page) {
  await page.getByRole('contentinfo').getByText(site.company.name, { exact: true }).click();
  await settle(page);
  await expectNotHeld(page);
}

async function hover(page: Page, target: Locator) {
  await target.hover();
  await settle(page);
  expect(await carousel(page).evaluate((element) => element.matches(':hover')), 'mouse over the carousel').toBe(true);
}

test.describe('home carousel', () => {
  test('has three slides and one dot per slide; a dot shows its slide', async ({ page }) => {
    await openCarousel(page);
    await expect(carousel(page).locator('.slick-slide:not(.slick-cloned) [aria-roledescription="slide"]')).toHaveCount(
      TOTAL,
    );
    expect(TOTAL).toBe(3);
    for (let index = 0; index < TOTAL; index += 1) await expect(dot(page, index)).toBeVisible();
    await dot(page, 2).click();
    await advance(page, 1000);
    await expectSlide(page, 2);
    await dot(page, 1).click();
    await advance(page, 1000);
    await expectSlide(page, 1);
  });

  test('advances every 5000 ms, not before', async ({ page }) => {
    await openCarousel(page);
    await advance(page, 4800);
    await expectSlide(page, 0);
    await advance(page, 800); // 5600 ms
    await expectSlide(page, 1);
    await advance(page, 4400); // 10 000 ms
    await expectSlide(page, 1);
    await advance(page, 800); // 10 800 ms
    await expectSlide(page, 2);
    await advance(page, 5000); // 15 800 ms: wraps around
    await expectSlide(page, 0);
  });

  test('暂停 stops it and turns into 播放; 播放 resumes it', async ({ page }) => {
    await openCarousel(page);
    await pauseButton(page).click();
    await expect(playButton(page)).toBeVisible();
    await expect(pauseButton(page)).toHaveCount(0);
    await leaveCarousel(page);
    await advance(page, HELD_MS);
    await expectSlide(page, 0);
    await expect(playButton(page)).toBeVisible();

    await playButton(page).click();
    await expect(pauseButton(page)).toBeVisible();
    await leaveCarousel(page);
    await advance(page, 5600);
    await expectSlide(page, 1);
  });

  test('hovering it pauses it; moving the mouse off resumes it', async ({ page }) => {
    await openCarousel(page);
    await hover(page, carousel(page));
    await advance(page, HELD_MS);
    await expectSlide(page, 0);
    await mouseOff(page);
    await expectNotHeld(page);
    await advance(page, 5600);
    await expectSlide(page, 1);
  });

  test('keyboard focus inside it pauses it; moving focus out resumes it', async ({ page }) => {
    await openCarousel(page);
    await pauseButton(page).focus();
    await mouseOff(page); // focusing scrolled the page; keep the mouse off the carousel
    await expect(pauseButton(page)).toBeFocused();
    await advance(page, HELD_MS);
    await expectSlide(page, 0);
    await expect(pauseButton(page)).toBeVisible();
    await pauseButton(page).blur();
    await settle(page);
    await expectNotHeld(page);
    await advance(page, 5600);
    await expectSlide(page, 1);
  });

  test('does not move by itself under prefers-reduced-motion, dots still work', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openCarousel(page);
    await advance(page, HELD_MS);
    await expectSlide(page, 0);
    await dot(page, 1).click();
    await leaveCarousel(page);
    await advance(page, 1000);
    await expectSlide(page, 1);
    await advance(page, HELD_MS);
    await expectSlide(page, 1);
  });
});
