/**
 * gzip_static: with the `.gz` files of scripts/nginx/precompress.ts (made in a copy of the
 * build, never in build/ itself), nginx serves them to gzip clients and the plain file to others.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { startNginx } from '../../scripts/nginx/startNginx';
import { precompress } from '../../scripts/nginx/precompress';
import { CLIENT_DIR, fixture, requireBuild } from './helpers';

const site = fixture(
  async () => {
    requireBuild();
    const dir = mkdtempSync(join(tmpdir(), 'site-gzip-'));
    cpSync(CLIENT_DIR, dir, { recursive: true });
    expect(precompress(dir)).toBeGreaterThan(10);
    return { dir, nginx: await startNginx({ root: dir }) };
  },
  async ({ dir, nginx }) => {
    await nginx.stop();
    rmSync(dir, { recursive: true, force: true });
  },
);

/** Raw response bytes: fetch would decompress, and always asks for gzip. */
function raw(path: string, headers: Record<string, string>): Promise<{ encoding?: string; body: Buffer }> {
  return new Promise((done, fail) => {
    httpGet(`${site().nginx.origin}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }));
    }).once('error', fail);
  });
}

test('gzip clients get the precompressed file, others the plain one', async () => {
  for (const [path, file] of [
    ['/recruitment?id=2', 'recruitment/index.html'],
    ['/', 'index.html'],
  ] as const) {
    const gzipped = await raw(path, { 'Accept-Encoding': 'gzip' });
    expect(gzipped.encoding, path).toBe('gzip');
    expect(gzipped.body.equals(readFileSync(join(site().dir, `${file}.gz`))), path).toBe(true);
    const plain = await raw(path, {});
    expect(plain.encoding, path).toBeUndefined();
    expect(plain.body.equals(readFileSync(join(site().dir, file))), path).toBe(true);
  }
});
