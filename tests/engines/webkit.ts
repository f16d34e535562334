/**
 * WebKit (Safari's engine): Debian `webkit2gtk-driver`'s WebKitWebDriver drives MiniBrowser on a
 * private Xvfb display through classic WebDriver, with selenium-webdriver talking to that driver
 * (`usingServer`), so selenium's driver manager never runs and nothing is downloaded. There is no
 * BiDi and no console log here: errors come from the recorder the site proxy puts in each page.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { Builder, By, Origin, type WebDriver } from 'selenium-webdriver';
import { freePort } from '../../scripts/shared/freePort';
import type { EnginePage } from './engine';

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = process.env.MINIBROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
/** How long a WebDriver session may take to close before its processes are ended. */
const QUIT_LIMIT_MS = 5000;

/** Starts Xvfb on a display it picks itself (`-displayfd`), so parallel runs never collide. */
function startXvfb(): Promise<{ process: ChildProcess; display: string }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x900x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let errors = '';
    xvfb.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    xvfb.stdio[3]?.on('data', (chunk: Buffer) => resolve({ process: xvfb, display: `:${chunk.toString().trim()}` }));
    xvfb.once('error', reject);
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${errors}`)));
  });
}

/** Resolves once the driver answers on its port. */
async function waitForDriver(url: string, driver: ChildProcess): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})`);
    try {
      if ((await fetch(`${url}/status`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer on ${url}`);
}

/** Ends a process this file started; `group`: with everything it started (the driver's MiniBrowser). */
function stop(child: ChildProcess, group = false): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    if (group) process.kill(-child.pid, 'SIGTERM');
    else child.kill();
  } catch {
    child.kill();
  }
  return exited;
}

export async function launchWebKit(origin: string): Promise<EnginePage> {
  const xvfb = await startXvfb();
  const port = await freePort();
  const driverProcess = spawn(WEBKIT_DRIVER, [`--port=${port}`, '--host=127.0.0.1'], {
    stdio: 'ignore',
    env: { ...process.env, DISPLAY: xvfb.display },
    // Its own process group: MiniBrowser and its web processes end with it.
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  let driver: WebDriver;
  try {
    await waitForDriver(url, driverProcess);
    driver = await new Builder()
      .usingServer(url)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      })
      .build();
  } catch (error) {
    await stop(driverProcess, true);
    await stop(xvfb.process);
    throw error;
  }
  await driver.manage().window().setRect({ width: 1280, height: 900 });

  return {
    name: 'WebKit',
    open: (path) => driver.get(`${origin}${path}`),
    path: async () => new URL(await driver.getCurrentUrl()).pathname,
    evaluate: (fn, ...args) => driver.executeScript(fn, ...args),
    async click(selector) {
      await driver.findElement(By.css(selector)).click();
    },
    async hover(selector) {
      const element = await driver.findElement(By.css(selector));
      // Unlike a click, a pointer move does not scroll its target into view.
      await driver.executeScript((target: Element) => target.scrollIntoView({ block: 'center' }), element);
      // From the corner first: after an element click the driver's pointer state may already sit on
      // the target, and a move to where it thinks it is sends no event (the page would stay hovered).
      await driver.actions().move({ x: 0, y: 0, origin: Origin.VIEWPORT }).move({ origin: element }).perform();
    },
    // No log endpoint in WebKitWebDriver: the page's own recorder is all there is.
    engineErrors: async () => [],
    async close() {
      // Closing the session can hang on a page still busy; the processes end either way.
      await Promise.race([driver.quit(), new Promise((resolve) => setTimeout(resolve, QUIT_LIMIT_MS))]).catch(() => {});
      await stop(driverProcess, true);
      await stop(xvfb.process);
    },
  };
}
