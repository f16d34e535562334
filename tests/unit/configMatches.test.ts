/**
 * No configuration that matches nothing: every folder, file and pattern the build, the editor's build and the test
 * runners are configured with names at least one file of the repository. A pattern left behind by a move (a test
 * folder renamed, the editor's root moved) would otherwise run nothing and say nothing.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { glob } from 'tinyglobby';
import { expect, test } from 'vitest';
import e2eConfig from '../../playwright.config';
import adminConfig from '../admin/playwright.config';
import deployConfig from '../deploy/vitest.config';
import enginesConfig from '../engines/vitest.config';
import reviewConfig from '../review/vitest.config';
import unitConfig from '../../vitest.config';
import routerConfig from '../../react-router.config';
import adminBuild from '../../scripts/build/admin/viteAdmin.config';
import { REACT_ROUTER_MODULE } from '../../scripts/build/vite/preactInTheBrowser';
import { IMAGES_DIR } from '../../src/content/collections';

const REPO = resolve(import.meta.dirname, '../..');

const matches = async (patterns: readonly string[], cwd = REPO) =>
  glob([...patterns], { cwd, ignore: ['node_modules/**', 'build/**'] });

test.each([
  ['vitest.config.ts (unit)', unitConfig.test?.include],
  ['tests/deploy/vitest.config.ts', deployConfig.test?.include],
  ['tests/engines/vitest.config.ts', enginesConfig.test?.include],
  ['tests/review/vitest.config.ts', reviewConfig.test?.include],
])('%s: each include pattern names at least one test file', async (_config, include) => {
  expect(include?.length).toBeGreaterThan(0);
  for (const pattern of include ?? []) expect(await matches([pattern]), pattern).not.toEqual([]);
});

test('the Playwright configs name a folder with specs in it', async () => {
  expect(await matches(['*.spec.ts'], resolve(REPO, e2eConfig.testDir ?? ''))).not.toEqual([]);
  const adminDir = resolve(REPO, 'tests/admin', adminConfig.testDir ?? '');
  expect(await matches([String(adminConfig.testMatch)], adminDir)).not.toEqual([]);
});

test("React Router's app directory holds the root and the routes it is told to find there", () => {
  const app = resolve(REPO, routerConfig.appDirectory ?? '');
  expect(existsSync(join(app, 'root.tsx'))).toBe(true);
  expect(existsSync(join(app, 'routes.ts'))).toBe(true);
  expect(routerConfig.prerender).toEqual(expect.arrayContaining(['/', '/businessIntro', '/404']));
});

test("the editor's build is rooted where its page is, and reads pictures from the content's images", () => {
  const root = String(adminBuild.root);
  expect(existsSync(join(root, 'index.html'))).toBe(true);
  expect(existsSync(join(root, 'main.ts'))).toBe(true);
  expect(existsSync(resolve(REPO, 'content', IMAGES_DIR))).toBe(true);
});

test('the local editor starts decap-server from the file its package ships', () => {
  // scripts/build/admin/editorServer.ts starts this path with Node.
  expect(existsSync(resolve(REPO, 'node_modules/decap-server/dist/index.js'))).toBe(true);
});

test("preactInTheBrowser's exception for React Router's own modules matches where they are installed", async () => {
  const installed = await glob(
    ['node_modules/react-router/package.json', 'node_modules/@react-router/*/package.json'],
    {
      cwd: REPO,
      absolute: true,
    },
  );
  expect(installed.length).toBeGreaterThan(1);
  for (const file of installed) expect(REACT_ROUTER_MODULE.test(file), file).toBe(true);
});
