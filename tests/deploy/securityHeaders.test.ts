/**
 * What Mozilla's HTTP Observatory grades, asserted on the headers themselves: the production
 * configuration over a local TLS server with a self-signed certificate made here. Each line is
 * one of the audit's tests at its best result (the A+ it gave), so a regression names the header.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { startNginx } from '../../scripts/nginx/startNginx';
import { selfSignedCertificate } from '../../scripts/nginx/selfSignedCertificate';
import { CLIENT_DIR, fixture, requireBuild } from './helpers';

const tls = fixture(
  async () => {
    requireBuild();
    const dir = mkdtempSync(join(tmpdir(), 'site-tls-'));
    const { certificate, key } = selfSignedCertificate(dir);
    const nginx = await startNginx({
      root: CLIENT_DIR,
      hsts: true,
      production: true,
      frames: ['https://docs.example.com'],
      tls: { certificate, key },
    });
    return { dir, nginx, ca: readFileSync(certificate) };
  },
  async ({ dir, nginx }) => {
    await nginx.stop();
    rmSync(dir, { recursive: true, force: true });
  },
);

/** The front page's headers over HTTPS, trusting only the test's certificate. */
function headersOverTls(): Promise<Record<string, string | undefined>> {
  const { port } = new URL(tls().nginx.origin);
  return new Promise((done, fail) => {
    get({ host: '127.0.0.1', port, path: '/', ca: tls().ca, servername: 'localhost' }, (response) => {
      response.resume();
      done(Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name, String(value)])));
    }).once('error', fail);
  });
}

/** `default-src 'self'; img-src …` as a map of directive to its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .flatMap(([name, ...sources]) => (name ? [[name, sources] as const] : [])),
  );
}

test('the production configuration over TLS sends every header the audit grades, at its best', async () => {
  const headers = await headersOverTls();
  expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const policy = directives(headers['content-security-policy'] ?? '');
  // No inline or evaluated script, no plain-http source anywhere, nothing framed but the docs.
  const scripts = policy.get('script-src') ?? policy.get('default-src') ?? [];
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect([...policy.values()].flat().filter((source) => source.startsWith('http:'))).toEqual([]);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
  expect(policy.get('frame-src')).toEqual(['https://docs.example.com']);
});
