/**
 * The audit's grade: Mozilla's HTTP Observatory scoring (scripts/deploy/observatory.ts) of the
 * production configuration's headers, first as a pure function, then over a local TLS server
 * running the rendered configuration with a self-signed certificate made here.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { startNginx } from '../../scripts/deploy/nginx';
import { selfSignedCertificate } from '../../scripts/deploy/selfSignedCertificate';
import { observatoryGrade } from '../../scripts/deploy/observatory';
import { CLIENT_DIR, fixture, requireBuild } from './helpers';

const HEADERS = {
  'content-security-policy':
    "default-src 'self'; script-src 'self' 'sha256-AAAA'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
    "frame-src https://docs.example.com; object-src 'none'; base-uri 'self'; form-action 'none'; frame-ancestors 'self'",
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};
const withPolicy = (policy: string) => ({ ...HEADERS, 'content-security-policy': policy });

describe('Observatory scoring', () => {
  test('our headers with an https frame address: A+ (110), with the bonuses the audit named', () => {
    const result = observatoryGrade({ headers: HEADERS, redirectsToHttps: true });
    expect([result.score, result.grade]).toEqual([110, 'A+']);
    expect(result.modifiers.filter((m) => m.score !== 0).map((m) => m.result)).toEqual([
      'referrer-policy-private',
      'x-frame-options-implemented-via-csp',
    ]);
  });

  test('the same with the http: frame address the audit found: B+ (80), bonuses withheld below 90', () => {
    const policy = HEADERS['content-security-policy'].replace('https://docs.example.com', 'http://127.0.0.1:8090');
    const result = observatoryGrade({ headers: withPolicy(policy), redirectsToHttps: true });
    expect([result.score, result.grade]).toEqual([80, 'B+']);
    expect(result.modifiers.find((m) => m.test === 'content-security-policy')?.result).toBe(
      'csp-implemented-with-insecure-scheme',
    );
  });

  test.each([
    [
      "'unsafe-inline' scripts",
      "default-src 'self'; script-src 'self' 'unsafe-inline'",
      'csp-implemented-with-unsafe-inline',
      -20,
    ],
    ["'unsafe-eval'", "default-src 'self'; script-src 'self' 'unsafe-eval'", 'csp-implemented-with-unsafe-eval', -10],
    [
      'http: images only',
      "default-src 'self'; img-src http://cdn.example",
      'csp-implemented-with-insecure-scheme-in-passive-content-only',
      -10,
    ],
    [
      "default-src 'none'",
      "default-src 'none'; script-src 'self'",
      'csp-implemented-with-no-unsafe-default-src-none',
      10,
    ],
  ])('a policy with %s', (_, policy, result, score) => {
    expect(observatoryGrade({ headers: withPolicy(policy), redirectsToHttps: true }).modifiers[0]).toEqual({
      test: 'content-security-policy',
      result,
      score,
    });
  });

  test('no headers and no redirect: F (100 − 25 − 20 − 20 − 5 − 20 = 10)', () => {
    const result = observatoryGrade({ headers: {}, redirectsToHttps: false });
    expect([result.score, result.grade]).toEqual([10, 'F']);
  });
});

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

test('the production configuration over TLS with an https frame address grades A+', async () => {
  const headers = await headersOverTls();
  expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  const result = observatoryGrade({ headers, redirectsToHttps: true });
  expect(result.modifiers.filter((m) => m.score < 0)).toEqual([]);
  expect([result.score, result.grade]).toEqual([110, 'A+']);
});
