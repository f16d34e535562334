/** What the core flows need from a browser, whichever engine and protocol drives it. */

export interface EnginePage {
  readonly name: string;
  /** Opens a path of the site and waits for its load event. */
  open(path: string): Promise<void>;
  /**
   * The path of the document the browser shows, asked of the browser rather than of a page script:
   * a script sent while a page goes into the back/forward cache can wait forever in WebKit.
   */
  path(): Promise<string>;
  /** Runs a function in the page (it must not close over anything: it is sent as text). */
  evaluate<R, A extends unknown[]>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  /** A real pointer click on the element (it counts as a user's click for the clipboard). */
  click(selector: string): Promise<void>;
  /** Moves the pointer over the element. */
  hover(selector: string): Promise<void>;
  /** Errors the engine reported for the current document (its own log where it has one). */
  engineErrors(): Promise<string[]>;
  close(): Promise<void>;
}

/** Polls `fn` in the page until it returns true; fails with `what` and the last value otherwise. */
export async function waitInPage<A extends unknown[]>(
  page: EnginePage,
  what: string,
  fn: (...args: A) => unknown,
  args: A,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      last = await page.evaluate(fn, ...args);
    } catch (error) {
      if (!isNavigationRace(error)) throw error;
      // The page was replaced while the function ran (a link's full page load): ask the next document.
      last = String(error);
    }
    if (last === true) return;
    if (Date.now() > deadline)
      throw new Error(`${page.name}: ${what} (still ${JSON.stringify(last)} after ${timeoutMs} ms)`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Errors that only say the document went away under a script: WebKitWebDriver's "Callback was not
 * called before the unload event" (NoSuchFrameError) and Playwright's "Execution context was destroyed".
 */
export function isNavigationRace(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'NoSuchFrameError' ||
    /before the unload event|Execution context was destroyed|navigat(ed|ion) .*(interrupted|aborted)/i.test(
      error.message,
    )
  );
}
