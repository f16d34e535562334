import { describe, expect, test } from 'vitest';
import { waitInPage, type EnginePage } from './engine';

/** A page whose `evaluate` answers from a script of outcomes, one per call. */
function scriptedPage(outcomes: (() => unknown)[]): EnginePage & { calls: number } {
  const page = {
    name: 'scripted',
    calls: 0,
    open: async () => {},
    path: async () => '/',
    evaluate: async () => {
      const next = outcomes[Math.min(page.calls, outcomes.length - 1)];
      page.calls += 1;
      return next?.() as never;
    },
    click: async () => {},
    hover: async () => {},
    engineErrors: async () => [],
    close: async () => {},
  };
  return page;
}

function named(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

describe('waitInPage', () => {
  // Seen in CI: a nav click started a full page load while WebKit ran the poll, and the
  // driver's NoSuchFrameError failed the test although the next page was right.
  test.each([
    ['WebKitWebDriver', named('NoSuchFrameError', 'Callback was not called before the unload event.')],
    ['Playwright', new Error('page.evaluate: Execution context was destroyed, most likely because of a navigation')],
  ])('asks the next document when the page unloads under the poll (%s)', async (_driver, unloaded) => {
    const page = scriptedPage([
      () => {
        throw unloaded;
      },
      () => true,
    ]);
    await waitInPage(page, 'the next page opens', () => true, []);
    expect(page.calls).toBe(2);
  });

  test('a script error in the page still fails at once', async () => {
    const page = scriptedPage([
      () => {
        throw named('JavascriptError', 'ReferenceError: nope is not defined');
      },
    ]);
    await expect(waitInPage(page, 'never', () => true, [])).rejects.toThrow('nope is not defined');
    expect(page.calls).toBe(1);
  });

  test('names what it waited for and the last answer when time runs out', async () => {
    const page = scriptedPage([() => ({ here: '/' })]);
    await expect(waitInPage(page, '/contactUs opens', () => false, [], 150)).rejects.toThrow(
      'scripted: /contactUs opens (still {"here":"/"} after 150 ms)',
    );
  });
});
