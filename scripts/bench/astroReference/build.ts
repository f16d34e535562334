/**
 * Builds the Astro reference of our home page from one of our builds: the same static HTML, the
 * same two islands (our components, our React, our react-slick) hydrated by Astro's island runtime
 * with `client:idle` instead of ours. Its `dist/` is served by nginx like our client folder; our
 * other files (images, other pages, the 404 page) are copied into it through `public/`.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { ASTRO_REFERENCE_DIR, checkSharedPackages, ensureProject } from './project';
import { astroConfig, BUSINESS_CARDS_WRAPPER, CAROUSEL_WRAPPER, INDEX_PAGE } from './sources';
import { splitHomePage } from './splitPage';

export interface AstroReference {
  /** The built site to serve (Astro's `dist/`). */
  dist: string;
  /** `react 19.3.1`, … : the shared packages and their versions. */
  packages: string[];
  seconds: number;
}

interface Options {
  /** Our built client folder (`.bench/…/client`); its index.html is the page to copy. */
  ourClient: string;
  dir?: string;
  projectRoot?: string;
  log: (line: string) => void;
}

/** What the built page must and must not contain; throws with the first thing that is wrong. */
export function checkBuiltPage(html: string): void {
  const islands = html.match(/<astro-island\b[^>]*\bclient="idle"/g) ?? [];
  if (islands.length !== 2)
    throw new Error(`expected 2 astro-island elements with client="idle", found ${islands.length}`);
  if (html.includes('data-island=')) throw new Error('our <div data-island> wrappers are still in the Astro page');
  if (html.includes('id="site-data"')) throw new Error('our site-data JSON is still in the Astro page');
  if (html.includes('entry.client')) throw new Error('our island loader is still in the Astro page');
}

export function buildAstroReference(options: Options): AstroReference {
  const dir = resolve(options.dir ?? ASTRO_REFERENCE_DIR);
  const root = resolve(options.projectRoot ?? '.');
  if (relative(root, dir).startsWith('..'))
    throw new Error(`${dir} must be inside ${root}: its imports of React resolve up to ${root}/node_modules`);
  const log = options.log;
  ensureProject(dir, log);
  const packages = checkSharedPackages(dir, root);

  const page = splitHomePage(readFileSync(join(options.ourClient, 'index.html'), 'utf8'));
  for (const folder of ['src', 'public', 'dist', '.astro']) rmSync(join(dir, folder), { recursive: true, force: true });
  mkdirSync(join(dir, 'src', 'pages'), { recursive: true });
  mkdirSync(join(dir, 'src', 'islands'), { recursive: true });
  writeFileSync(join(dir, 'astro.config.mjs'), astroConfig({ root }));
  writeFileSync(join(dir, 'src', 'pages', 'index.astro'), INDEX_PAGE);
  writeFileSync(join(dir, 'src', 'islands', 'Carousel.jsx'), CAROUSEL_WRAPPER);
  writeFileSync(join(dir, 'src', 'islands', 'BusinessCards.jsx'), BUSINESS_CARDS_WRAPPER);
  writeFileSync(join(dir, 'src', 'page.json'), JSON.stringify(page));
  // Everything of ours but the page itself: images, fonts, the other pages and the 404 page nginx serves.
  const home = resolve(options.ourClient, 'index.html');
  cpSync(options.ourClient, join(dir, 'public'), { recursive: true, filter: (source) => resolve(source) !== home });

  log(`[astro] astro build in ${relative(root, dir)} (${packages.join(', ')} from the project's node_modules)`);
  const started = performance.now();
  const build = spawnSync(join(dir, 'node_modules', '.bin', 'astro'), ['build'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  const seconds = (performance.now() - started) / 1000;
  if (build.status !== 0)
    throw new Error(
      `astro build failed (exit ${build.status}):\n${`${build.stdout}\n${build.stderr}`.trim().slice(-3000)}`,
    );
  const dist = join(dir, 'dist');
  checkBuiltPage(readFileSync(join(dist, 'index.html'), 'utf8'));
  log(`[astro] built in ${seconds.toFixed(1)} s → ${relative(root, dist)}`);
  return { dist, packages, seconds };
}
