/**
 * The editor signs in through the site's own nginx (deploy/sign-in.js), against a
 * stand-in for GitHub on loopback, in Chromium under the editor's production CSP. Every failure
 * is said in its sentence of content/site.md, in the editor; a tampered state and a message from
 * another origin are refused; the client secret never leaves the server.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterEach, describe, expect, test } from 'vitest';
import { signInTexts } from '../../scripts/nginx/signIn';
import { CLIENT_ID, CLIENT_SECRET, ENTRY, SAVED } from './githubStandIn';
import { navigate, openPage } from './helpers';
import { signInServers } from './signInServers';

const TEXTS = signInTexts();
const SIGN_IN = '使用 GitHub 登录';

const servers = signInServers('site-sign-in-');

afterEach(() => {
  Object.assign(servers().github.behaviour, { token: 'grant', state: 'keep', forge: false, push: true, saved: false });
});

/** The editor at /admin/, its sign-in button up; every page it opens (the pop-up) watched for CSP violations. */
async function openEditor(options: { blockPopups?: boolean } = {}) {
  const { site, browser } = servers();
  const editor = await openPage(browser as Browser, site.origin, '/admin/');
  const popupProblems: string[] = [];
  editor.page.context().on('page', (popup) => {
    popup.on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text())) popupProblems.push(`pop-up: ${message.text()}`);
    });
  });
  if (options.blockPopups) {
    // What a pop-up blocker does: window.open gives null.
    await editor.page.addInitScript(() => {
      window.open = () => null;
    });
  }
  await editor.visit('/admin/', { hydrate: false });
  await editor.page.getByRole('button', { name: SIGN_IN }).waitFor({ timeout: 30_000 });
  return { ...editor, popupProblems };
}

/** Clicks the button and returns the pop-up. */
async function signIn(page: Page): Promise<Page> {
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: SIGN_IN }).click();
  return popup;
}

/** Problems a page of the editor records that are expected here. */
const unexpected = (problems: string[]) => problems.filter((problem) => problem !== '404: /admin/local.json');

describe('signing in to the editor through the site', () => {
  test('the pop-up goes through GitHub and back, and the editor shows its collections and a form, with no CSP violation', async () => {
    const editor = await openEditor();
    try {
      await signIn(editor.page);
      await expect(
        editor.page.getByRole('heading', { name: '页面', exact: true }).waitFor({ timeout: 30_000 }),
      ).resolves.toBeUndefined();
      // …and an entry's form, read from the repository through the API.
      await editor.page.goto(`${servers().site.origin}/admin/${ENTRY.hash}`);
      const field = editor.page.getByRole('textbox', { name: ENTRY.field, exact: true });
      await expect.poll(() => field.inputValue(), { timeout: 30_000 }).toBe(ENTRY.value);
      expect(unexpected(await editor.collect())).toEqual([]);
      expect(editor.popupProblems).toEqual([]);
      expect(servers().github.apiMisses).toEqual([]);
      // The secret went from nginx to GitHub's token endpoint, and nowhere the browser could see it.
      expect(servers().github.secretsSeen.at(-1)).toBe(CLIENT_SECRET);
    } finally {
      await editor.close();
    }
  });

  test('an entry saved for review opens its own page of the pull request’s preview from 查看预览', async () => {
    servers().github.behaviour.saved = true;
    const editor = await openEditor();
    try {
      await signIn(editor.page);
      await editor.page.getByRole('heading', { name: '页面', exact: true }).waitFor({ timeout: 30_000 });
      await editor.page.goto(`${servers().site.origin}/admin/${ENTRY.hash}`);
      // Decap reads the pull request's commit status the preview workflow set (scripts/ci/previewStatus.ts).
      const link = editor.page.getByRole('link', { name: '查看预览' });
      await link.waitFor({ timeout: 30_000 });
      expect(await link.getAttribute('href')).toBe(`${SAVED.previewOrigin}/preview/pr-${SAVED.pr}/supplierEn`);
      expect(servers().github.apiMisses).toEqual([]);
      expect(unexpected(await editor.collect())).toEqual([]);
    } finally {
      await editor.close();
    }
  });

  const failures = [
    ['GitHub refuses the code', { token: 'refuse' }, TEXTS.refused],
    ['the state comes back changed', { state: 'tamper' }, TEXTS.refused],
    ['GitHub cannot be reached', { token: 'drop' }, TEXTS.unreachable],
  ] as const;
  for (const [name, behaviour, sentence] of failures) {
    test(`${name}: the editor says “${sentence.slice(0, 16)}…” and stays signed out`, async () => {
      Object.assign(servers().github.behaviour, behaviour);
      const seen = servers().github.secretsSeen.length;
      const editor = await openEditor();
      try {
        await signIn(editor.page);
        await expect(editor.page.getByText(sentence, { exact: true }).first().waitFor()).resolves.toBeUndefined();
        expect(await editor.page.getByRole('button', { name: SIGN_IN }).isVisible()).toBe(true);
        expect(await editor.page.getByRole('heading', { name: '页面', exact: true }).count()).toBe(0);
        // A changed state is refused before the code is ever sent to GitHub.
        if ('state' in behaviour) expect(servers().github.secretsSeen.length).toBe(seen);
      } finally {
        await editor.close();
      }
    });
  }

  test('an account without write access is told so, and 重新登录 brings the button back', async () => {
    servers().github.behaviour.push = false;
    const editor = await openEditor();
    try {
      await signIn(editor.page);
      // Above the button, with its way out (Decap's own toast says it too, and goes away).
      const alert = editor.page
        .getByRole('alert')
        .filter({ hasText: TEXTS.noWriteAccess })
        .filter({ has: editor.page.getByRole('button', { name: TEXTS.retry }) });
      await expect(alert.waitFor()).resolves.toBeUndefined();
      expect(await editor.page.getByRole('heading', { name: '页面', exact: true }).count()).toBe(0);
      await alert.getByRole('button', { name: TEXTS.retry }).click();
      await expect(
        editor.page.getByRole('button', { name: SIGN_IN }).waitFor({ timeout: 30_000 }),
      ).resolves.toBeUndefined();
    } finally {
      await editor.close();
    }
  });

  test('no secret on the server: said above the button before anyone clicks, and in the pop-up', async () => {
    const { secretFile, site } = servers();
    renameSync(secretFile, `${secretFile}.away`);
    const editor = await openEditor();
    try {
      const notice = editor.page.getByRole('status').filter({ hasText: TEXTS.notReady });
      await expect(notice.waitFor()).resolves.toBeUndefined();
      const page = await fetch(`${site.origin}/admin/auth?provider=github&scope=repo`);
      expect(page.status).toBe(503);
      expect(await page.text()).toContain(`<p role="status">${TEXTS.notReady}</p>`);
      await signIn(editor.page);
      await expect(editor.page.getByText(TEXTS.notReady, { exact: true }).nth(1).waitFor()).resolves.toBeUndefined();
    } finally {
      await editor.close();
      renameSync(`${secretFile}.away`, secretFile);
    }
  });

  test('a secret that is not the app’s: the server looks ready, and the editor is told the set-up is wrong, not to retry', async () => {
    const { secretFile, site } = servers();
    const good = readFileSync(secretFile, 'utf8');
    writeFileSync(secretFile, good.replace(CLIENT_SECRET, 'mistyped0secret'));
    const editor = await openEditor();
    try {
      // The file is well formed, so the health answer cannot know: only GitHub can.
      expect(await (await fetch(`${site.origin}/admin/auth/health`)).json()).toEqual({ signIn: 'ready' });
      await signIn(editor.page);
      await expect(editor.page.getByText(TEXTS.setupWrong, { exact: true }).waitFor()).resolves.toBeUndefined();
      expect(await editor.page.getByText(TEXTS.refused, { exact: true }).count()).toBe(0);
    } finally {
      await editor.close();
      writeFileSync(secretFile, good);
    }
  });

  test('a blocked pop-up is said above the button', async () => {
    const editor = await openEditor({ blockPopups: true });
    try {
      await editor.page.getByRole('button', { name: SIGN_IN }).click();
      const alert = editor.page.getByRole('alert').filter({ hasText: TEXTS.popupBlocked });
      await expect(alert.waitFor()).resolves.toBeUndefined();
      expect((await editor.collect()).filter((problem) => problem.startsWith('page error'))).toEqual([]);
    } finally {
      await editor.close();
    }
  });

  test('a token posted by a page of another origin is ignored', async () => {
    servers().github.behaviour.forge = true;
    const editor = await openEditor();
    try {
      const popup = await signIn(editor.page);
      await popup.getByText('forged').waitFor();
      await editor.page.waitForTimeout(1500);
      expect(await editor.page.getByRole('button', { name: SIGN_IN }).isVisible()).toBe(true);
      expect(await editor.page.getByRole('heading', { name: '页面', exact: true }).count()).toBe(0);
    } finally {
      await editor.close();
    }
  });
});

describe('the sign-in pages as served', () => {
  test('the callback without its state cookie is refused, with its own strict CSP and no secret anywhere', async () => {
    const { site } = servers();
    const response = await navigate(`${site.origin}/admin/callback?code=x&state=${'a'.repeat(32)}`);
    expect(response.status).toBe(400);
    const body = response.body;
    expect(body).toContain(`<p role="status">${TEXTS.refused}</p>`);
    const policy = String(response.headers['content-security-policy'] ?? '');
    expect(policy).toMatch(/^default-src 'none'; script-src 'sha256-[\w+/=]+'; style-src 'sha256-[\w+/=]+';/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    const start = await fetch(`${site.origin}/admin/auth?provider=github&scope=repo`, { redirect: 'manual' });
    expect(start.status).toBe(302);
    const location = new URL(start.headers.get('location') ?? '');
    expect(location.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(location.searchParams.get('redirect_uri')).toBe(`${site.origin}/admin/callback`);
    expect(start.headers.get('set-cookie')).toMatch(
      /^site_sign_in_state=[0-9a-f]{32}; Path=\/admin\/; Max-Age=600; HttpOnly; SameSite=Lax$/,
    );
    for (const text of [body, start.headers.get('location') ?? '', JSON.stringify([...start.headers])]) {
      expect(text).not.toContain(CLIENT_SECRET);
    }
    const health = await fetch(`${site.origin}/admin/auth/health`);
    expect(await health.json()).toEqual({ signIn: 'ready' });
    // The files nginx was given hold the secret's path, never the secret.
    expect(readFileSync(join(site.dir, 'conf', 'sign-in.conf'), 'utf8')).not.toContain(CLIENT_SECRET);
  });
});
