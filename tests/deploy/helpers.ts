/**
 * Shared by the deploy tests: the built site on disk, the headers every response must carry,
 * and a Chromium page that records CSP violations and failed same-origin requests.
 */
import { existsSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { inlineScripts, needsHash, hashSource, htmlFiles } from '../../scripts/nginx/csp';
import { parseFile } from '../../src/content/frontmatter/parseFile';
import type { DocumentContent } from '../../src/content/schemas/document';
import type { SiteContent } from '../../src/content/schemas/site';
import { ROUTES } from '../../src/content/routes';

export const REPO = fileURLToPath(new URL('../../', import.meta.url));
export const CLIENT_DIR = join(REPO, 'build', 'client');
/** The browser editor's build (`npm run build:admin`), deployed beside the site as admin/. */
export const ADMIN_DIR = join(REPO, 'build', 'admin');
export const ROUTE_PATHS = Object.values(ROUTES).map((route) => route.path);

/**
 * Something a test file starts once (nginx, Chromium, a build) and stops at the end. If it
 * cannot start, every test that uses it fails with the reason: none is reported as skipped.
 */
export function fixture<T>(setup: () => Promise<T>, teardown: (value: T) => Promise<void>): () => T {
  let value: { current: T } | undefined;
  let failure: unknown;
  beforeAll(async () => {
    try {
      value = { current: await setup() };
    } catch (error) {
      failure = error;
    }
  });
  afterAll(async () => {
    if (value) await teardown(value.current);
  });
  return () => {
    if (failure !== undefined) throw failure;
    if (!value) throw new Error('fixture used before beforeAll ran');
    return value.current;
  };
}

/** The tests serve an existing build; they never build it themselves (npm test builds first). */
export function requireBuild(clientDir = CLIENT_DIR): void {
  if (!existsSync(join(clientDir, 'index.html')) || !existsSync(join(clientDir, '404', 'index.html'))) {
    throw new Error(
      `${clientDir} is missing or incomplete: run \`npm run build\` first (npm test builds before these tests)`,
    );
  }
}

/** The editor's build must be there too (npm test builds it after the site). */
export function requireAdminBuild(adminDir = ADMIN_DIR): void {
  if (!existsSync(join(adminDir, 'index.html'))) {
    throw new Error(
      `${adminDir} is missing: run \`npm run build:admin\` after \`npm run build\` (which replaces build/)`,
    );
  }
}

/** The pre-rendered file of a route; `base` is the URL prefix the site was built for. */
export function pageFile(clientDir: string, base: string, routePath: string): string {
  return join(clientDir, base, routePath, 'index.html');
}

/** `/x`, `/x/` and `/x?id=2` (just `/` and `/?id=2` for the home page), under `base`. */
export function routeVariants(base: string, routePath: string): string[] {
  const path = `${base.replace(/\/$/, '')}${routePath}`;
  return routePath === '/' ? [path, `${path}?id=2`] : [path, `${path}/`, `${path}?id=2`];
}

export function siteUrl(): string {
  return (parseFile(readFileSync(join(REPO, 'content/site.md'), 'utf8')).data as SiteContent).siteUrl;
}

/** Origin of the developer-platform frame, read from content as an editor wrote it. */
export function contentFrameOrigin(): string {
  const data = parseFile(readFileSync(join(REPO, 'content/pages/document.mdx'), 'utf8')).data as DocumentContent;
  return new URL(data.frame.url).origin;
}

/** Hash sources of every inline executable script and speculation rules of every built page. */
export function builtScriptHashes(clientDir: string): Set<string> {
  const hashes = new Set<string>();
  for (const file of htmlFiles(clientDir)) {
    for (const script of inlineScripts(readFileSync(join(clientDir, file), 'utf8'))) {
      if (needsHash(script)) hashes.add(hashSource(script.text));
    }
  }
  return hashes;
}

function cspDirectives(header: string): Map<string, string[]> {
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

/** Every response — HTML, assets, the 404 page — carries the full set of security headers. */
export function expectSecurityHeaders(response: Response, label: string, hashes: Set<string>): void {
  const header = (name: string) => response.headers.get(name) ?? '';
  expect(header('referrer-policy'), label).toBe('strict-origin-when-cross-origin');
  expect(header('x-content-type-options'), label).toBe('nosniff');
  const permissions = header('permissions-policy');
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    expect(permissions, `${label}: Permissions-Policy ${feature}`).toContain(`${feature}=()`);
  }
  expect(header('server'), `${label}: Server without version`).toBe('nginx');

  const csp = cspDirectives(header('content-security-policy'));
  expect(csp.get('default-src'), label).toEqual(["'self'"]);
  const scripts = csp.get('script-src') ?? [];
  expect(scripts[0], label).toBe("'self'");
  expect(
    scripts.slice(1).every((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source)),
    `${label}: ${scripts}`,
  ).toBe(true);
  expect(new Set(scripts.slice(1)), `${label}: a hash for every inline script`).toEqual(hashes);
  expect(csp.get('style-src'), label).toEqual(["'self'", "'unsafe-inline'"]);
  expect(csp.get('img-src'), label).toEqual(["'self'", 'data:']);
  expect(csp.get('frame-src'), label).toEqual([contentFrameOrigin()]);
  expect(csp.get('object-src'), label).toEqual(["'none'"]);
  expect(csp.get('base-uri'), label).toEqual(["'self'"]);
  expect(csp.get('form-action'), label).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors'), label).toEqual(["'self'"]);
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

export interface BrowserPage {
  readonly page: Page;
  /** Opens `path`, waits for hydration (unless told not to), returns every problem seen since the last visit. */
  visit(path: string, options?: { hydrate?: boolean }): Promise<string[]>;
  /** Every problem seen since the last visit or collection, without navigating (for work done after `load`). */
  collect(): Promise<string[]>;
  close(): Promise<void>;
}

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * A page that records: CSP violations (the `securitypolicyviolation` event, registered before
 * any page script, and Chromium's console report), Permissions-Policy header errors, uncaught
 * errors, and same-origin requests that fail or leave the URL prefix `base`.
 */
export async function openPage(browser: Browser, origin: string, base: string): Promise<BrowserPage> {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  const problems: string[] = [];
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  page.on('console', (message) => {
    if (/Content.Security.Policy|Permissions-Policy/i.test(message.text())) problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? '';
    // ERR_ABORTED: lazy images still loading when the next visit navigates away.
    if (request.url().startsWith(origin) && error !== 'net::ERR_ABORTED') {
      problems.push(`failed: ${request.url()} ${error}`);
    }
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== origin) return;
    if (!url.pathname.startsWith(base)) problems.push(`outside ${base}: ${url.pathname}`);
    // The document of an unknown path is the one expected 404.
    if (response.status() >= 400 && response.request().resourceType() !== 'document') {
      problems.push(`${response.status()}: ${url.pathname}`);
    }
  });
  const collect = async () => {
    const violations = await page.evaluate(() => window.__cspViolations?.splice(0) ?? []);
    return [...problems.splice(0), ...violations.map((violation) => `CSP: ${violation}`)];
  };
  return {
    page,
    async visit(path, { hydrate = true } = {}) {
      await page.goto(`${origin}${path}`);
      if (hydrate) await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 });
      await page.waitForLoadState('load');
      return collect();
    },
    collect,
    close: () => context.close(),
  };
}

/**
 * A top-level navigation as Chromium sends it when GitHub returns the pop-up (Node's fetch always says
 * `Sec-Fetch-Mode: cors`, a script's request, which the callback refuses).
 */
export function navigate(url: string, headers: Record<string, string> = {}) {
  type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };
  return new Promise<Answer>((resolve, reject) => {
    const metadata = { 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document', 'Sec-Fetch-Site': 'cross-site' };
    const asked = request(new URL(url), { headers: { ...metadata, Connection: 'close', ...headers } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    asked.on('error', reject);
    asked.end();
  });
}
