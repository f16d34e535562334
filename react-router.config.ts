import type { Config } from '@react-router/dev/config';
import { basePath } from './scripts/shared/basePath';
import { BUILD_DIR } from './scripts/build/buildDirs';
import { inlineStyles } from './scripts/build/inlineStyles';
import { moveBuiltSourceMarks } from './scripts/build/sourceMarks';
import { writeSeoFiles } from './scripts/build/seoFiles';
import { NOT_FOUND, ROUTES } from './src/content/routes';

export default {
  appDirectory: 'src/site',
  // Static files only: every route and the 404 page are pre-rendered at build time, so the output runs on any static host or CDN.
  ssr: false,
  // scripts/build/build.ts builds into a scratch folder first, so a failed build never touches build/.
  buildDirectory: process.env.BUILD_DIR ?? BUILD_DIR,
  basename: basePath(),
  prerender: [...Object.values(ROUTES).map((route) => route.path), NOT_FOUND.path],
  // No server answers route-discovery requests on a static host, so ship the whole manifest.
  routeDiscovery: { mode: 'initial' },
  // Today's v7 behaviour, chosen explicitly: an unset flag prints a warning on every build, which
  // an editor running `npm start` reads as an alarm. Each flag is to be adopted with its own measurement.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
  async buildEnd({ reactRouterConfig }) {
    const client = `${reactRouterConfig.buildDirectory}/client`;
    writeSeoFiles(client, basePath());
    await moveBuiltSourceMarks(client);
    inlineStyles(client, basePath());
  },
} satisfies Config;
