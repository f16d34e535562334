/**
 * The feedback kit (src/site/feedback: message boxes, messages, notifications) end to end, on a harness page rather than
 * the site: no page of the site opens the message boxes. `beforeAll` builds tests/e2e/harness with
 * Vite's JavaScript API into a temporary folder and serves it on 127.0.0.1; `afterAll` stops the
 * server and deletes the folder. The site's fixtures are for the site's pages, so this file collects
 * console and page errors itself and fails the test on any.
 *
 * The numbers and labels are the ones the kit promises its users, written out here rather than
 * imported from the kit, so a wrong constant in the kit fails the test.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { build } from 'vite';

const MESSAGE_DURATION_MS = 3000;
const NOTIFICATION_DURATION_MS = 4500;
const EDGE_PX = 16; // first message below the top; notifications from the edges
const GAP_PX = 16; // between stacked messages, and notifications in one corner
/** Bounding boxes are in fractional layout units: only rounding noise is tolerated. */
const PX_TOLERANCE = 0.05;

const CONFIRM = '确定';
const CANCEL = '取消';
const CLOSE = '关闭';
const PROMPT_ERROR = '请输入内容'; // the harness's validator

const HARNESS_DIR = fileURLToPath(new URL('./harness/', import.meta.url));

// ---------------------------------------------------------------------------------------------
// Harness: build once, serve statically.

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

function serveStatic(root: string): Promise<Server> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
    const file = resolve(root, `.${pathname === '/' ? '/index.html' : pathname}`);
    if (!file.startsWith(root + sep)) {
      response.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (body) => {
        const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
        response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
      },
      () => response.writeHead(404).end(),
    );
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => done(server));
  });
}

let outDir = '';
let server: Server | undefined;
let harnessUrl = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(60_000);
  outDir = mkdtempSync(join(tmpdir(), 'feedback-harness-'));
  await build({
    configFile: false,
    root: HARNESS_DIR,
    logLevel: 'silent',
    oxc: { jsx: { runtime: 'automatic' } },
    build: { outDir, emptyOutDir: true },
  });
  server = await serveStatic(outDir);
  harnessUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

test.afterAll(async () => {
  const running = server;
  if (running) await new Promise<void>((done) => running.close(() => done()));
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

// ---------------------------------------------------------------------------------------------
// Console guard: every console error and uncaught page error fails the test.

let problems: string[] = [];

test.beforeEach(({ page }) => {
  problems = [];
  page.on('console', (entry) => {
    if (entry.type() === 'error') problems.push(`[console] ${entry.text()} (${entry.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`[pageerror] ${error.name}: ${error.message}`));
});

test.afterEach(() => {
  expect(problems, 'console errors and page errors').toEqual([]);
});

// ---------------------------------------------------------------------------------------------
// Helpers.

const START = new Date('2025-01-06T09:00:00+08:00');

/**
 * Opens the harness. With `clock`, the page's timers are Playwright's fake clock, paused after load,
 * so only `page.clock.runFor` moves time. With `keep`, messages and notifications stay until closed.
 */
async function openHarness(page: Page, { clock = false, keep = false } = {}): Promise<void> {
  if (clock) await page.clock.install({ time: START });
  await page.goto(keep ? `${harnessUrl}?keep` : harnessUrl);
  await expect(page.getByRole('heading', { level: 1, name: '反馈组件' })).toBeVisible();
  if (clock) await page.clock.pauseAt(new Date(START.getTime() + 60_000));
}

const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });

/** What the last message box resolved, as the harness wrote it (`null` while one is open). */
async function readResult(page: Page): Promise<unknown> {
  const text = (await page.locator('#result').textContent()) ?? '';
  return text === '' ? null : JSON.parse(text);
}

async function expectResult(page: Page, expected: unknown): Promise<void> {
  await expect.poll(() => readResult(page)).toEqual(expected);
}

/** The open message (as opposed to notification) with this text. */
const messageWith = (page: Page, text: string) =>
  page.locator('[data-feedback="message"] [id^="feedback-"]').filter({ hasText: text });
const notifications = (page: Page) => page.locator('[data-feedback="notification"] [data-position]');

interface Edges {
  top: number;
  right: number;
  bottom: number;
  left: number;
  centerX: number;
}

/** The element's edges as distances from the viewport's matching edges (top from the top, right from the right, …). */
async function edges(locator: Locator): Promise<Edges> {
  const box = await locator.boundingBox();
  const viewport = locator.page().viewportSize();
  if (!box || !viewport) throw new Error('no bounding box');
  return {
    top: box.y,
    left: box.x,
    bottom: viewport.height - (box.y + box.height),
    right: viewport.width - (box.x + box.width),
    centerX: box.x + box.width / 2 - viewport.width / 2,
  };
}

/**
 * Waits until `measure` gives `expected` (each within PX_TOLERANCE): positions settle after the
 * entrance animation and the move to the measured stack offsets (0.3 s each).
 */
async function expectPixels(measure: () => Promise<Record<string, number>>, expected: Record<string, number>) {
  let last: Record<string, number> = {};
  await expect
    .poll(
      async () => {
        last = await measure();
        return Object.keys(expected).every(
          (key) => Math.abs((last[key] ?? NaN) - (expected[key] ?? NaN)) < PX_TOLERANCE,
        );
      },
      { message: `expected ${JSON.stringify(expected)}` },
    )
    .toBe(true)
    .catch((error: unknown) => {
      throw new Error(`${String(error)}\nlast measured: ${JSON.stringify(last)}`);
    });
}

// ---------------------------------------------------------------------------------------------
// Message boxes.

test('confirm resolves confirm, cancel or close and gives focus back to its opener', async ({ page }) => {
  await openHarness(page);
  const opener = button(page, '确认框');
  const dialog = page.getByRole('dialog', { name: '确认' });

  const ways: [action: string, leave: () => Promise<void>][] = [
    ['confirm', () => button(dialog, CONFIRM).click()],
    ['cancel', () => button(dialog, CANCEL).click()],
    ['close', () => button(dialog, CLOSE).click()],
    ['close', () => page.keyboard.press('Escape')],
  ];
  for (const [action, leave] of ways) {
    await opener.click();
    await expect(dialog).toBeVisible();
    await expect(page.locator('dialog:modal')).toHaveCount(1);
    await expect(dialog).toHaveAccessibleDescription('确定要继续吗？');
    await expect(button(dialog, CONFIRM), 'focus starts on the confirm button').toBeFocused();
    expect(await readResult(page), 'unresolved while open').toBeNull();

    await leave();
    await expect(dialog).toHaveCount(0);
    await expectResult(page, { action });
    expect(await opener.evaluate((element) => element === document.activeElement), `focus after ${action}`).toBe(true);
  }
});

test('confirm is modal: the page behind ignores clicks and Tab stays inside the dialog', async ({ page }) => {
  await openHarness(page);
  const counter = page.locator('#counter');
  const count = page.locator('#count');
  await counter.click();
  await expect(count).toHaveText('1');
  const target = await counter.boundingBox();
  if (!target) throw new Error('no counter box');

  await button(page, '确认框').click();
  const dialog = page.getByRole('dialog', { name: '确认' });
  await expect(page.locator('dialog:modal')).toHaveCount(1);
  await page.mouse.click(target.x + target.width / 2, target.y + target.height / 2);
  await expect(count, 'a click behind the modal dialog does nothing').toHaveText('1');
  await expect(dialog, 'a click on the backdrop does not close it').toBeVisible();

  /*
   * Where focus is after a key press: a control of the dialog (its name), 'browser' when it has left
   * the document, or 'page' when it is on something behind the dialog. Chromium's native modal
   * <dialog> passes focus to the browser's own UI after the last control (as it does for any page)
   * and brings it back to the first one on the next Tab; it never reaches the page behind.
   */
  const whereIsFocus = () =>
    dialog.evaluate((element) => {
      const active = document.activeElement;
      if (active && element.contains(active)) return active.getAttribute('aria-label') ?? active.textContent ?? '';
      return document.hasFocus()
        ? `page: <${active?.tagName.toLowerCase()}> ${active?.textContent?.slice(0, 40)}`
        : 'browser';
    });
  for (const key of ['Tab', 'Shift+Tab']) {
    const visited: string[] = [];
    for (let press = 1; press <= 5; press++) {
      await page.keyboard.press(key);
      visited.push(await whereIsFocus());
    }
    expect(
      visited.filter((place) => place.startsWith('page')),
      `${key}: focus never reaches the page behind`,
    ).toEqual([]);
    expect(new Set(visited), `${key} cycles through every control of the dialog`).toEqual(
      new Set([CLOSE, CANCEL, CONFIRM, ...(visited.includes('browser') ? ['browser'] : [])]),
    );
    await expect(dialog).toBeVisible();
  }

  await page.keyboard.press('Escape');
  await expectResult(page, { action: 'close' });
  await counter.click();
  await expect(count, 'the page works again once the dialog is closed').toHaveText('2');
});

test('prompt refuses an invalid value inline and resolves the value on confirm', async ({ page }) => {
  await openHarness(page);
  const opener = button(page, '输入框');
  const dialog = page.getByRole('dialog', { name: '输入' });
  const input = dialog.getByRole('textbox', { name: '名称' });

  await opener.click();
  await expect(page.locator('dialog:modal')).toHaveCount(1);
  await expect(input, 'focus starts in the input').toBeFocused();
  await expect(input).not.toHaveAttribute('aria-invalid', 'true');

  await button(dialog, CONFIRM).click();
  await expect(dialog.getByText(PROMPT_ERROR)).toBeVisible();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(PROMPT_ERROR);
  await expect(input, 'focus goes back to the input').toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog, 'an invalid value does not resolve').toBeVisible();
  expect(await readResult(page)).toBeNull();

  await input.fill('张三');
  await expect(input).toHaveAttribute('aria-invalid', 'false');
  await expect(dialog.getByText(PROMPT_ERROR)).toHaveCount(0);
  await button(dialog, CONFIRM).click();
  await expect(dialog).toHaveCount(0);
  await expectResult(page, { action: 'confirm', value: '张三' });
  await expect(opener).toBeFocused();

  // Cancelling gives no value, whatever was typed.
  await opener.click();
  await input.fill('李四');
  await button(dialog, CANCEL).click();
  await expectResult(page, { action: 'cancel' });
  await expect(opener).toBeFocused();
});

test('alert has a single button and Enter confirms it', async ({ page }) => {
  await openHarness(page);
  const opener = button(page, '提示框');
  const dialog = page.getByRole('dialog', { name: '提示' });

  await opener.click();
  await expect(page.locator('dialog:modal')).toHaveCount(1);
  await expect(button(dialog, CONFIRM)).toBeFocused();
  await expect(button(dialog, CANCEL)).toHaveCount(0);
  // Besides the × close button, only the confirm button.
  await expect(dialog.getByRole('button')).toHaveCount(2);
  await expect(button(dialog, CLOSE)).toHaveCount(1);

  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expectResult(page, { action: 'confirm' });
  await expect(opener).toBeFocused();
});

// ---------------------------------------------------------------------------------------------
// Messages.

test('messages: live regions, timing, grouping and Esc', async ({ page }) => {
  await openHarness(page, { clock: true });
  const status = page.locator('[data-feedback="message"] [role="status"]');
  const alertRegion = page.locator('[data-feedback="message"] [role="alert"]');

  // Success: announced politely, gone after exactly 3000 ms.
  await button(page, '成功提示').click();
  await expect(status.getByText('已复制')).toBeVisible();
  await expect(alertRegion.getByText('已复制')).toHaveCount(0);
  await page.clock.runFor(MESSAGE_DURATION_MS - 1);
  await expect(messageWith(page, '已复制')).toBeVisible();
  await page.clock.runFor(1);
  await expect(messageWith(page, '已复制')).toHaveCount(0);

  // Error: announced assertively.
  await button(page, '错误提示').click();
  await expect(alertRegion.getByText('复制失败')).toBeVisible();
  await expect(status.getByText('复制失败')).toHaveCount(0);
  await page.clock.runFor(MESSAGE_DURATION_MS);
  await expect(messageWith(page, '复制失败')).toHaveCount(0);

  // Grouping: repeats count up on the open message and restart its timer.
  const grouped = messageWith(page, '已保存');
  await button(page, '重复提示').click();
  await expect(grouped).toHaveCount(1);
  await expect(grouped.locator('[data-count]')).toHaveCount(0);
  await page.clock.runFor(2000);
  await button(page, '重复提示').click();
  await button(page, '重复提示').click();
  await expect(grouped).toHaveCount(1);
  await expect(grouped.locator('[data-count]')).toHaveText('3');
  await expect(grouped.locator('[data-count]')).toHaveAttribute('data-count', '3');
  await page.clock.runFor(MESSAGE_DURATION_MS - 1);
  await expect(grouped, 'the repeat restarted the timer').toBeVisible();
  await page.clock.runFor(1);
  await expect(grouped).toHaveCount(0);

  // Esc closes the newest message, one per press.
  await button(page, '成功提示').click();
  await button(page, '错误提示').click();
  await expect(messageWith(page, '复制失败')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(messageWith(page, '复制失败')).toHaveCount(0);
  await expect(messageWith(page, '已复制')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(messageWith(page, '已复制')).toHaveCount(0);
});

test('messages stack at the top centre, 16 px from the top and 16 px apart', async ({ page }) => {
  // Positions, not timing: messages stay until closed, so none expires (3000 ms) while measured.
  await openHarness(page, { keep: true });
  await button(page, '成功提示').click();
  await button(page, '错误提示').click();
  await button(page, '重复提示').click();
  const [first, second, third] = [
    messageWith(page, '已复制'),
    messageWith(page, '复制失败'),
    messageWith(page, '已保存'),
  ];

  await expectPixels(
    async () => {
      const [a, b, c] = await Promise.all([edges(first), edges(second), edges(third)]);
      const height = (box: Edges) => (page.viewportSize()?.height ?? 0) - box.top - box.bottom;
      return {
        firstTop: a.top,
        firstToSecond: b.top - (a.top + height(a)),
        secondToThird: c.top - (b.top + height(b)),
        firstCentre: a.centerX,
        secondCentre: b.centerX,
        thirdCentre: c.centerX,
      };
    },
    {
      firstTop: EDGE_PX,
      firstToSecond: GAP_PX,
      secondToThird: GAP_PX,
      firstCentre: 0,
      secondCentre: 0,
      thirdCentre: 0,
    },
  );
});

// ---------------------------------------------------------------------------------------------
// Notifications.

test('notification: top right by default, each corner, stacked 16 px apart', async ({ page }) => {
  // Positions, not timing: cards stay until closed, so a busy machine cannot let the first of a
  // corner's two cards expire (4500 ms) before the second is measured against it.
  await openHarness(page, { keep: true });
  const cards = notifications(page);

  await button(page, '默认通知').click();
  const byDefault = cards.filter({ hasText: '默认通知' });
  await expect(byDefault).toHaveAttribute('data-position', 'top-right');
  await expect(page.locator('[data-feedback="notification"] [role="status"]').getByText('默认通知')).toBeVisible();
  await expectPixels(() => edges(byDefault).then(({ top, right }) => ({ top, right })), {
    top: EDGE_PX,
    right: EDGE_PX,
  });
  await page.keyboard.press('Escape');
  await expect(cards).toHaveCount(0);

  const corners = [
    ['右上通知', 'top', 'right'],
    ['左上通知', 'top', 'left'],
    ['右下通知', 'bottom', 'right'],
    ['左下通知', 'bottom', 'left'],
  ] as const;
  for (const [label, vertical, horizontal] of corners) {
    await button(page, label).click();
    const card = cards.filter({ hasText: label });
    await expectPixels(
      () => edges(card).then((box) => ({ [vertical]: box[vertical], [horizontal]: box[horizontal] })),
      { [vertical]: EDGE_PX, [horizontal]: EDGE_PX },
    );
  }

  // A second card in a corner stacks 16 px away from the first, towards the middle of the screen.
  for (const [label, vertical] of [corners[0], corners[3]]) {
    await button(page, label).click();
    const [older, newer] = [cards.filter({ hasText: label }).first(), cards.filter({ hasText: label }).last()];
    await expect(cards.filter({ hasText: label })).toHaveCount(2);
    await expectPixels(
      async () => {
        const [a, b] = await Promise.all([edges(older), edges(newer)]);
        const height = (box: Edges) => (page.viewportSize()?.height ?? 0) - box.top - box.bottom;
        return { first: a[vertical], gap: b[vertical] - (a[vertical] + height(a)) };
      },
      { first: EDGE_PX, gap: GAP_PX },
    );
  }
});

test('notification closes after 4500 ms; Esc closes the newest message or notification', async ({ page }) => {
  await openHarness(page, { clock: true });
  const cards = notifications(page);

  await button(page, '默认通知').click();
  await expect(cards).toHaveCount(1);
  await page.clock.runFor(NOTIFICATION_DURATION_MS - 1);
  await expect(cards).toHaveCount(1);
  await page.clock.runFor(1);
  await expect(cards).toHaveCount(0);

  await button(page, '右上通知').click();
  await button(page, '左下通知').click();
  await page.keyboard.press('Escape');
  await expect(cards).toHaveCount(1);
  await expect(cards).toHaveAttribute('data-position', 'top-right');
  await page.keyboard.press('Escape');
  await expect(cards).toHaveCount(0);

  // One Esc stack for both kinds: whichever opened last closes first.
  await button(page, '右上通知').click();
  await button(page, '成功提示').click();
  await page.keyboard.press('Escape');
  await expect(messageWith(page, '已复制')).toHaveCount(0);
  await expect(cards).toHaveCount(1);
  await button(page, '成功提示').click();
  await button(page, '右上通知').click();
  await page.keyboard.press('Escape');
  await expect(cards).toHaveCount(1);
  await expect(messageWith(page, '已复制')).toBeVisible();
});

// ---------------------------------------------------------------------------------------------
// Accessibility.

test('axe: no WCAG 2.1 A/AA violations with a message, a notification and a confirm box open', async ({ page }) => {
  // Real timers (axe needs them), so messages and notifications are opened to stay while axe runs.
  await openHarness(page, { keep: true });
  await button(page, '成功提示').click();
  await button(page, '默认通知').click();
  await button(page, '确认框').click();
  await expect(messageWith(page, '已复制')).toBeVisible();
  await expect(notifications(page)).toHaveCount(1);
  await expect(page.locator('dialog:modal')).toHaveCount(1);
  // Let the entrance animations finish so colours are measured at full opacity.
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));

  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  await expect(messageWith(page, '已复制'), 'still open after the scan').toBeVisible();
  await expect(notifications(page)).toHaveCount(1);
  await expect(page.locator('dialog:modal')).toHaveCount(1);
  expect(
    violations.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target.join(' ')) })),
  ).toEqual([]);
});
