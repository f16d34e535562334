/**
 * Builds of the site the deploy tests ship, made from the one real build: release 1 (an https frame
 * address, as production requires), release 2 (release 1 with every asset renamed, as a build with
 * changed code has new fingerprints and so new inline scripts and hashes), a broken one without its
 * 404 page, and the plain build; the editor's build beside each, as `npm run build:admin` puts it.
 */
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ADMIN_DIR,
  CLIENT_DIR,
  contentFrameOrigin,
  fixture,
  requireAdminBuild,
  requireBuild,
  ROUTE_PATHS,
} from './helpers';
import { replaceInFiles } from './releaseFiles';

export const HTTPS_FRAME = 'https://docs.example.com';

export interface Releases {
  one: string;
  two: string;
  broken: string;
  plain: string;
}

export function makeReleases(dir: string): Releases {
  const one = join(dir, 'one');
  cpSync(CLIENT_DIR, one, { recursive: true });
  replaceInFiles(one, [[contentFrameOrigin(), HTTPS_FRAME]]);
  const two = join(dir, 'two');
  cpSync(one, two, { recursive: true });
  const renames = readdirSync(join(two, 'assets')).map((name) => {
    const renamed = name.replace(/(\.[a-z0-9]+)$/, '-r2$1');
    renameSync(join(two, 'assets', name), join(two, 'assets', renamed));
    return [`/assets/${name}`, `/assets/${renamed}`] as const;
  });
  replaceInFiles(two, renames);
  const broken = join(dir, 'broken');
  cpSync(one, broken, { recursive: true });
  rmSync(join(broken, '404', 'index.html'));
  const plain = join(dir, 'plain');
  cpSync(CLIENT_DIR, plain, { recursive: true });
  // The editor every release ships: `admin` beside each client folder (scripts/nginx/siteConfig.ts adminBeside).
  cpSync(ADMIN_DIR, join(dir, 'admin'), { recursive: true });
  return { one, two, broken, plain };
}

/** The releases of one test file, made once in a folder of its own (`prefix`) and removed after it. */
export const releasesFixture = (prefix: string) =>
  fixture(
    async () => {
      requireBuild();
      requireAdminBuild();
      const dir = mkdtempSync(join(tmpdir(), prefix));
      return { dir, releases: makeReleases(dir) };
    },
    async ({ dir }) => rmSync(dir, { recursive: true, force: true }),
  );

/** A release with a marker in every page, to tell which of several at once is live. */
export function markedRelease(from: string, dir: string, marker: string): string {
  cpSync(from, dir, { recursive: true });
  replaceInFiles(dir, [['</body>', `<!-- ${marker} --></body>`]]);
  return dir;
}

const sha = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

/** Which release a page body came from: '1', '2', a marker, or 'unknown …'. */
export function identifyRelease(releases: Releases, body: string): string {
  const marker = /<!-- (release-[\w-]+) --><\/body>/.exec(body)?.[1];
  if (marker) return marker;
  for (const [name, dir] of [
    ['1', releases.one],
    ['2', releases.two],
  ] as const) {
    for (const routePath of ROUTE_PATHS) {
      if (sha(readFileSync(join(dir, routePath, 'index.html'))) === sha(body)) return name;
    }
  }
  return `unknown ${body.slice(0, 60)}`;
}

/** A preview build's layout made from a build: pages under `preview/pr-<N>/`, assets at the top. */
export function previewLayout(from: string, dir: string, number: number): void {
  cpSync(from, dir, { recursive: true });
  cpSync(from, join(dir, 'preview', `pr-${number}`), {
    recursive: true,
    filter: (source) => !source.includes('/assets'),
  });
}
