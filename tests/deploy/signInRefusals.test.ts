/**
 * The sign-in answers only the editor. A start from another page (another site, or the
 * preview origin, a sibling of the site's) is refused in a sentence and never sent to GitHub; a
 * callback that is not GitHub sending the pop-up back is refused; GitHub is given the configured
 * origin's callback address whatever Host a request names; and one address cannot flood it.
 */
import { request } from 'node:http';
import { describe, expect, test } from 'vitest';
import { startNginx } from '../../scripts/nginx/startNginx';
import { signInTexts } from '../../scripts/nginx/signIn';
import { CLIENT_DIR, navigate } from './helpers';
import { signInServers } from './signInServers';

const TEXTS = signInTexts();

const servers = signInServers('site-sign-in-refusals-');

describe('the sign-in answers only the editor', () => {
  const start = (headers: Record<string, string> = {}) =>
    fetch(`${servers().site.origin}/admin/auth?provider=github&scope=repo`, { redirect: 'manual', headers });

  test('a start from another site or a sibling origin is refused in a sentence and never sent to GitHub', async () => {
    for (const site of ['cross-site', 'same-site']) {
      const response = await start({ 'Sec-Fetch-Site': site });
      expect(response.status, site).toBe(403);
      expect(response.headers.get('location'), site).toBeNull();
      expect(response.headers.get('set-cookie'), site).toBeNull();
      expect(await response.text(), site).toContain(`<p role="status">${TEXTS.crossSite}</p>`);
    }
    // The editor's own pop-up (same-origin) and a client that sends no Fetch Metadata still start.
    expect((await start({ 'Sec-Fetch-Site': 'same-origin' })).status).toBe(302);
    expect((await start()).status).toBe(302);
  });

  test('in Chromium: a page of another site that opens the sign-in gets the sentence, and GitHub is never asked', async () => {
    const { browser, site, github } = servers();
    const context = await browser.newContext({ locale: 'zh-CN' });
    try {
      // Any page of another site, here one Chromium is given as if it were served from there.
      await context.route('http://other-site.test/', (route) =>
        route.fulfill({
          contentType: 'text/html; charset=utf-8',
          body: `<!doctype html><a href="${site.origin}/admin/auth?provider=github&scope=repo" target="_blank">登录</a>`,
        }),
      );
      const page = await context.newPage();
      await page.goto('http://other-site.test/');
      const before = github.authorizations;
      const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: '登录' }).click()]);
      await popup.getByText(TEXTS.crossSite, { exact: true }).waitFor();
      expect(github.authorizations).toBe(before);
    } finally {
      await context.close();
    }
  });

  test('a callback that is not GitHub sending the pop-up back (a page’s request, a sibling origin) is refused', async () => {
    const seen = servers().github.secretsSeen.length;
    const strays: Record<string, string>[] = [
      { 'Sec-Fetch-Mode': 'cors' },
      { 'Sec-Fetch-Dest': 'image' },
      { 'Sec-Fetch-Site': 'same-site' },
    ];
    for (const headers of strays) {
      const response = await navigate(`${servers().site.origin}/admin/callback?code=x&state=${'a'.repeat(32)}`, {
        ...headers,
        Cookie: `site_sign_in_state=${'a'.repeat(32)}`,
      });
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(response.body).toContain(`<p role="status">${TEXTS.crossSite}</p>`);
    }
    expect(servers().github.secretsSeen.length).toBe(seen);
  });

  test('the callback address GitHub is given is the configured origin, whatever Host the request names', async () => {
    const location = await new Promise<string>((resolve, reject) => {
      const url = new URL(`${servers().site.origin}/admin/auth?provider=github&scope=repo`);
      const asked = request(url, { headers: { Host: 'www.example.com@evil.example' } }, (response) => {
        response.resume();
        resolve(String(response.headers.location ?? ''));
      });
      asked.on('error', reject);
      asked.end();
    });
    expect(new URL(location).searchParams.get('redirect_uri')).toBe(`${servers().site.origin}/admin/callback`);
  });

  test('a burst of 60 callbacks from one address gets 429 with a sentence, and most never reach GitHub', async () => {
    const { github, secretFile } = servers();
    // Its own nginx: the burst spends this address's allowance for a minute.
    const own = await startNginx({ root: CLIENT_DIR, signIn: { secretFile, github: github.web } });
    try {
      const state = 'b'.repeat(32);
      const seen = github.secretsSeen.length;
      const answers = await Promise.all(
        Array.from({ length: 60 }, () =>
          navigate(`${own.origin}/admin/callback?code=x&state=${state}`, { Cookie: `site_sign_in_state=${state}` }),
        ),
      );
      const limited = answers.filter((answer) => answer.status === 429);
      expect(limited.length).toBeGreaterThan(30);
      expect(limited[0]?.body).toContain(`<p role="status">${TEXTS.tooMany}</p>`);
      expect(limited[0]?.headers['retry-after']).toBe('60');
      expect(github.secretsSeen.length - seen).toBe(60 - limited.length);
    } finally {
      await own.stop();
    }
  });
});
