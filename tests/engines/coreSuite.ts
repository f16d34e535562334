/**
 * The core flows of the end-to-end suite, for an engine other than Chromium: every page
 * loads (and hydrates where it ships JavaScript) without errors, the header nav, the carousel, the
 * business cards, the sub-nav, a copy button, the developer-platform frame (answering and not), and
 * no sideways scrolling at 390 px. The Chromium suite (tests/e2e) holds the finer checks.
 */
import { describe, expect, test } from 'vitest';
import { fixture } from '../deploy/helpers';
import { defineBfcacheTests } from './bfcache';
import { business, contact, documentPage, NAV, PAGES, site } from './content';
import { waitInPage, type EnginePage } from './engine';
import { PHONE, PHONE_HARNESS, startSite } from './site';
import { withStandIn } from './standIn';

export interface EngineOptions {
  /** Whether the test can read the clipboard back (Firefox can, with a testing preference). */
  readsClipboard: boolean;
  /**
   * Whether going back under this driver can restore a page from the back/forward cache (./bfcache.ts):
   * WebKit under WebKitWebDriver does; see firefox.test.ts for Firefox.
   */
  observesBackForwardCache: boolean;
}

declare global {
  interface Window {
    __engineErrors?: string[];
  }
}

/** Heading text as a person reads it. */
const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The page shows `heading` and, if it ships module scripts, has hydrated (`<html data-hydrated>`). */
async function ready(page: EnginePage, heading: string): Promise<void> {
  await waitInPage(
    page,
    `the page shows “${heading}” and hydrates where it ships JavaScript`,
    (expected: string) => {
      const h1 = (document.querySelector('h1')?.textContent ?? '').replace(/\s+/g, ' ').trim();
      const modules = document.querySelector('script[type="module"]') !== null;
      const hydrated = document.documentElement.hasAttribute('data-hydrated');
      return (h1 === expected && (!modules || hydrated)) || { h1, modules, hydrated };
    },
    [normalize(heading)],
  );
}

/** Everything the page and the engine reported; the recorder must be there, or nothing would be seen. */
async function errorsOf(page: EnginePage): Promise<string[]> {
  const recorded = await page.evaluate(() => window.__engineErrors ?? ['the error recorder is missing']);
  return [...recorded, ...(await page.engineErrors())];
}

/** Marks the `index`-th element matching `selector` (and containing `text`) and returns a selector for it. */
async function nth(page: EnginePage, selector: string, index: number, text = ''): Promise<string> {
  const marked = await page.evaluate(
    (css: string, at: number, contains: string) => {
      const element = [...document.querySelectorAll(css)].filter((candidate) =>
        (candidate.textContent ?? '').includes(contains),
      )[at];
      if (!element) return false;
      document.querySelectorAll('[data-engine-target]').forEach((old) => old.removeAttribute('data-engine-target'));
      element.setAttribute('data-engine-target', '');
      return true;
    },
    selector,
    index,
    text,
  );
  if (!marked) throw new Error(`${page.name}: no element ${index} of ${selector}${text ? ` with “${text}”` : ''}`);
  return '[data-engine-target]';
}

const CAROUSEL = '[data-banner="carousel"]';
const CARDS = 'main li[data-state]';
/** Somewhere that holds nothing interactive of the page body: the header's logo. */
const AWAY = 'header img';

export function defineCoreSuite(launch: (origin: string) => Promise<EnginePage>, options: EngineOptions): void {
  const site$ = fixture(startSite, (running) => running.stop());
  const engine = fixture(
    () => launch(site$().origin),
    (page) => page.close(),
  );

  if (options.observesBackForwardCache) defineBfcacheTests(engine);

  describe('every page', () => {
    for (const { path, heading } of PAGES) {
      test(`${path} loads, hydrates where it ships JavaScript, and reports no error`, async () => {
        const page = engine();
        await page.open(path);
        await ready(page, heading);
        expect(await errorsOf(page)).toEqual([]);
      });
    }
  });

  test('the header nav opens each page and marks its item current', async () => {
    const page = engine();
    await page.open('/');
    await ready(page, NAV[0]?.heading ?? '');
    for (const index of [1, 2, 3, 4, 0]) {
      const item = NAV[index];
      if (!item) throw new Error(`no nav item ${index}`);
      await page.click(`nav[aria-label="主导航"] a[href="${item.href}"]`);
      await waitInPage(
        page,
        `${item.href} opens with only its item current`,
        (href: string, heading: string) => {
          const here = `${location.pathname}${location.search}`;
          const h1 = (document.querySelector('h1')?.textContent ?? '').replace(/\s+/g, ' ').trim();
          const current = [...document.querySelectorAll('nav[aria-label="主导航"] a[aria-current="page"]')].map(
            (link) => link.getAttribute('href'),
          );
          return (
            (here === href && h1 === heading && current.length === 1 && current[0] === href) || { here, h1, current }
          );
        },
        [item.href, normalize(item.heading)],
      );
      expect(await errorsOf(page), item.href).toEqual([]);
    }
  });

  test('a dot shows its slide, the carousel moves on by itself, 暂停 turns into 播放', async () => {
    const page = engine();
    await page.open('/');
    await ready(page, PAGES[0]?.heading ?? '');
    await page.hover(AWAY);
    // Functions sent to the page carry no closures: each reads the active slide itself.
    await waitInPage(
      page,
      'react-slick shows slide 1',
      (css: string) => document.querySelector(`${css} .slick-slide.slick-active`)?.getAttribute('data-index') === '0',
      [CAROUSEL],
    );
    // First, while no slide is moving: react-slick ignores a jump asked for during a slide's animation.
    const second = site.carousel.dotLabel.replace('{n}', '2');
    await page.click(`${CAROUSEL} button[aria-label="${second}"]`);
    await waitInPage(
      page,
      'the second dot shows slide 2',
      (css: string, label: string) => {
        const slide = document.querySelector(`${css} .slick-slide.slick-active`)?.getAttribute('data-index');
        const dot = document.querySelector(`${css} button[aria-label="${label}"]`)?.getAttribute('aria-current');
        return (slide === '1' && dot === 'true') || { slide, dot };
      },
      [CAROUSEL, second],
    );
    // Pointer and focus leave it (either holds it), so it plays on: one slide every 5000 ms (the
    // exact timing is tested in Chromium).
    await page.hover(AWAY);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await waitInPage(
      page,
      'the carousel moved on to slide 3 by itself',
      (css: string) => document.querySelector(`${css} .slick-slide.slick-active`)?.getAttribute('data-index') === '2',
      [CAROUSEL],
      9000,
    );
    await page.click(`${CAROUSEL} button[aria-label="${site.carousel.pause}"]`);
    await waitInPage(
      page,
      `the button turned into ${site.carousel.play}`,
      (css: string, play: string) => document.querySelector(`${css} button[aria-label="${play}"]`) !== null,
      [CAROUSEL, site.carousel.play],
    );
    expect(await errorsOf(page)).toEqual([]);
  });

  test('a business card expands under the pointer and on keyboard focus, dimming the others', async () => {
    const page = engine();
    await page.open('/');
    await ready(page, PAGES[0]?.heading ?? '');
    await page.hover(await nth(page, CARDS, 2));
    await waitInPage(
      page,
      'card 3 expanded',
      (css: string) =>
        [...document.querySelectorAll(css)].map((card) => card.getAttribute('data-state')).join(' ') ===
        'dimmed dimmed expanded dimmed',
      [CARDS],
    );
    await page.hover(AWAY);
    await waitInPage(
      page,
      'all cards back to idle',
      (css: string) =>
        [...document.querySelectorAll(css)].map((card) => card.getAttribute('data-state')).join(' ') ===
        'idle idle idle idle',
      [CARDS],
    );

    await page.evaluate((css: string) => document.querySelectorAll<HTMLElement>(`${css} button`)[1]?.focus(), CARDS);
    await waitInPage(
      page,
      'card 2 expanded on focus',
      (css: string) =>
        [...document.querySelectorAll(css)].map((card) => card.getAttribute('data-state')).join(' ') ===
          'dimmed expanded dimmed dimmed' &&
        document.querySelectorAll(`${css} button`)[1]?.getAttribute('aria-expanded') === 'true',
      [CARDS],
    );
    // The focus scrolled the page under the pointer resting on the logo's old place, and Firefox
    // then sends the card now under it a mouseenter, without any movement. The card the keyboard
    // is on stays the expanded one, and its toggle keeps saying so.
    await page.evaluate(
      () =>
        new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(settled, 300)))),
    );
    expect(
      await page.evaluate(
        (css: string) => [...document.querySelectorAll(css)].map((card) => card.getAttribute('data-state')).join(' '),
        CARDS,
      ),
    ).toBe('dimmed expanded dimmed dimmed');
    expect(await errorsOf(page)).toEqual([]);
  });

  test('a sub-nav entry scrolls to its section, focuses its heading, sets the hash and the highlight', async () => {
    const page = engine();
    const target = business.sections[3];
    if (!target) throw new Error('businessIntro.mdx has no fourth section');
    await page.open('/businessIntro');
    await ready(page, PAGES.find((entry) => entry.path === '/businessIntro')?.heading ?? '');
    await page.click(await nth(page, `nav[aria-label="${business.subnavLabel}"] a`, 3));
    await waitInPage(
      page,
      `#${target.anchor} in view, its heading focused and its entry current`,
      (anchor: string, label: string) => {
        const section = document.getElementById(anchor);
        const top = section?.getBoundingClientRect().top ?? -1;
        const focused = document.activeElement?.tagName === 'H2' && section?.contains(document.activeElement);
        const current = document.querySelector(`nav[aria-label="${label}"] a[aria-current]`)?.getAttribute('href');
        const state = { hash: location.hash, top, focused, current };
        return (
          (state.hash === `#${anchor}` && top >= 0 && top < innerHeight / 2 && focused && current === `#${anchor}`) ||
          state
        );
      },
      [target.anchor, business.subnavLabel],
    );
    expect(await errorsOf(page)).toEqual([]);
  });

  test('the first click on a copy button copies and says so', async () => {
    const page = engine();
    const value = site.hotline.number;
    await page.open('/contactUs');
    await ready(page, PAGES.find((entry) => entry.path === '/contactUs')?.heading ?? '');
    const button = await page.evaluate(
      (number: string, label: string) => {
        const found = [...document.querySelectorAll('main button')].find(
          (candidate) =>
            candidate.textContent?.includes(label) && candidate.closest('li')?.textContent?.includes(number),
        );
        found?.setAttribute('data-engine-target', '');
        return found !== undefined;
      },
      value,
      contact.copy.label,
    );
    expect(button, 'the copy button of the hotline').toBe(true);
    await page.click('[data-engine-target]');
    await waitInPage(
      page,
      `the message “${contact.copy.done}”`,
      (done: string) => {
        const said = (role: string) =>
          document.querySelector(`[data-feedback="message"] [role="${role}"]`)?.textContent ?? '';
        return said('status').includes(done) || { status: said('status'), alert: said('alert') };
      },
      [contact.copy.done],
    );
    if (options.readsClipboard) expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);
    expect(await errorsOf(page)).toEqual([]);
  });

  describe('the developer-platform frame', () => {
    test('shows the documentation when its address answers; the mask leaves', async () => {
      const page = engine();
      await withStandIn('answers', async (standIn) => {
        await page.open('/document');
        await waitInPage(
          page,
          'the frame loaded and the mask left',
          () => {
            const status = document.querySelector('[data-frame-status]')?.getAttribute('data-frame-status');
            return (status === 'loaded' && !document.querySelector('[data-loading-mask]')) || status;
          },
          [],
        );
        expect(standIn.requests).toBeGreaterThan(0);
      });
      expect(await errorsOf(page)).toEqual([]);
    });

    test('says so at once when its address does not answer', async () => {
      const page = engine();
      await withStandIn('silent', async () => {
        await page.open('/document');
        // Well inside the 15 s limit: the unanswered address decides, not the time limit.
        await waitInPage(
          page,
          'the frame failed',
          () => document.querySelector('[data-frame-status]')?.getAttribute('data-frame-status') === 'failed',
          [],
          5000,
        );
        await waitInPage(
          page,
          'the notice on screen beside the new-window link, no mask and no frame',
          (failed: string) => {
            const notice = [...document.querySelectorAll('main [role="alert"]')].find(
              (alert) => alert.textContent?.trim() === failed,
            );
            const box = notice?.getBoundingClientRect();
            const seen = {
              notice: !!box && box.bottom > 0 && box.top < innerHeight,
              mask: document.querySelector('[data-loading-mask]') !== null,
              // No frame for an address that does not answer: no browser error page under the notice.
              frame: document.querySelector('iframe') !== null,
            };
            return (seen.notice && !seen.mask && !seen.frame) || seen;
          },
          [documentPage.frame.failed],
        );
        // On screen already, so no notification repeats it (where one goes is tested in Chromium).
        expect(
          await page.evaluate(() => document.querySelectorAll('[data-feedback="notification"] [data-position]').length),
        ).toBe(0);
      });
      expect(await errorsOf(page)).toEqual([]);
    });
  });

  describe(`at ${PHONE.width} px wide`, () => {
    for (const { path, heading } of PAGES) {
      test(`${path} does not scroll sideways`, async () => {
        const page = engine();
        await page.open(`${PHONE_HARNESS}?path=${encodeURIComponent(path)}`);
        await waitInPage(
          page,
          `the ${PHONE.width} px frame shows “${heading}”, hydrated where it ships JavaScript`,
          (expected: string) => {
            const inner = document.querySelector('iframe')?.contentDocument;
            const h1 = (inner?.querySelector('h1')?.textContent ?? '').replace(/\s+/g, ' ').trim();
            const modules = inner?.querySelector('script[type="module"]') !== null;
            const hydrated = inner?.documentElement.hasAttribute('data-hydrated') ?? false;
            return (
              (inner?.readyState === 'complete' && h1 === expected && (!modules || hydrated)) || {
                h1,
                modules,
                hydrated,
              }
            );
          },
          [normalize(heading)],
        );
        const result = await page.evaluate(() => {
          const frame = document.querySelector('iframe');
          const root = frame?.contentDocument?.documentElement;
          return {
            width: frame?.getBoundingClientRect().width,
            scrollWidth: root?.scrollWidth,
            clientWidth: root?.clientWidth,
            errors: (frame?.contentWindow as Window | null)?.__engineErrors ?? ['the error recorder is missing'],
          };
        });
        expect(result.width).toBe(PHONE.width);
        expect(result.scrollWidth, `${path}: content wider than the screen`).toBeLessThanOrEqual(
          result.clientWidth ?? 0,
        );
        expect(result.errors).toEqual([]);
      });
    }
  });
}
