/**
 * Only files that pages read: every file of build/client is a page, a file the server
 * names itself (robots.txt, the sitemap), or named by one of those, directly or through a
 * stylesheet or a script that is itself referenced. React Router's `.data` files, route modules
 * and SPA fallback are gone (scripts/build/pruneBuild.ts); the browser tests (browser.test.ts) fail on
 * any request the pruned site answers with an error.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect, test } from 'vitest';
import { buildReferences, filesUnder } from '../../scripts/build/buildReferences';
import { pruneBuild, readPruneRecord } from '../../scripts/build/pruneBuild';
import { CLIENT_DIR, requireBuild } from './helpers';

test('every file of the build is read by a page, a stylesheet, a script or the server', () => {
  requireBuild();
  const { referenced, unreferenced } = buildReferences(CLIENT_DIR);
  expect(unreferenced).toEqual([]);
  expect(referenced).toEqual(expect.arrayContaining(['robots.txt', 'sitemap.xml', '404/index.html', 'index.html']));
  expect(referenced.filter((file) => /\.data$|__spa-fallback/.test(file))).toEqual([]);
});

/** A small client folder: what each file says is all the walk reads. */
const FIXTURE: Record<string, string> = {
  'index.html':
    '<link rel="stylesheet" href="/assets/site-1.css"><script type="module">import("/assets/entry-2.js")</script>',
  'contactUs/index.html': '<img srcset="/assets/photo-3.avif 480w, /assets/photo-3.webp 960w">',
  '404/index.html': '<a href="/">home</a>',
  'admin/index.html': '<script src="cms-4.js"></script>',
  'admin/cms-4.js': 'fetch("config-5.yml")',
  'admin/config-5.yml': 'backend: git',
  'assets/site-1.css': '.banner{background:url(banner-6.svg)}',
  'assets/banner-6.svg': '<svg/>',
  'assets/entry-2.js': 'import("./lazy-7.js")',
  'assets/lazy-7.js': 'new URL("qr-8.svg", import.meta.url)',
  'assets/qr-8.svg': '<svg/>',
  'assets/photo-3.avif': 'x',
  'assets/photo-3.webp': 'x',
  'robots.txt': 'Sitemap: https://example.com/sitemap.xml',
  'sitemap.xml': '<urlset/>',
  // Written by React Router for client-side navigation, which no page does:
  '__spa-fallback.html': '<script src="/assets/RouteModule-9.js"></script>',
  'assets/RouteModule-9.js': 'import "./orphanChunk-10.js"',
  'assets/orphanChunk-10.js': '',
  'contactUs.data': '[]',
  'old/leftover-11.png': 'x',
};

/** The fixture as a build's `client` folder (the prune writes its record beside it). */
function writeFixture(): string {
  const root = join(mkdtempSync(join(tmpdir(), 'dead-files-')), 'client');
  for (const [file, text] of Object.entries(FIXTURE)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

const DEAD = [
  '__spa-fallback.html',
  'assets/RouteModule-9.js',
  'assets/orphanChunk-10.js',
  'contactUs.data',
  'old/leftover-11.png',
];

test('the walk: pages anywhere (admin/ too), chains through CSS and JS, nothing from the SPA fallback', () => {
  const root = writeFixture();
  try {
    const { referenced, unreferenced } = buildReferences(root);
    expect(unreferenced).toEqual(DEAD);
    expect(referenced).toEqual(
      Object.keys(FIXTURE)
        .filter((file) => !DEAD.includes(file))
        .sort(),
    );
  } finally {
    rmSync(dirname(root), { recursive: true, force: true });
  }
});

test('pruneBuild removes exactly the dead files and the folders they leave empty, and says what it saved', () => {
  const root = writeFixture();
  try {
    const lines: string[] = [];
    const result = pruneBuild(root, (line) => lines.push(line));
    expect(result.removed).toEqual(DEAD);
    expect(filesUnder(root)).toEqual(
      Object.keys(FIXTURE)
        .filter((file) => !DEAD.includes(file))
        .sort(),
    );
    expect(filesUnder(root).some((file) => file.startsWith('old/'))).toBe(false);
    expect(result.before.files - result.after.files).toBe(DEAD.length);
    expect(readPruneRecord(root)).toEqual(result);
    expect(lines).toEqual([
      `未被引用的文件已删除 (unreferenced files removed): 5; 20 → 15 files, ` +
        `${(result.before.bytes / 1024).toFixed(1)} KB → ${(result.after.bytes / 1024).toFixed(1)} KB`,
    ]);
  } finally {
    rmSync(dirname(root), { recursive: true, force: true });
  }
});
