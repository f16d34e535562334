import { defineConfig, devices } from '@playwright/test';
import { EDITOR_PORT } from './editorPort';

/**
 * The browser editor driven for real: Decap CMS in Chromium, against decap-server
 * on a temporary git copy of the repository (never the working tree). One browser, one
 * editor server, tests in order: `npm run test:admin` (builds /admin/ first unless ADMIN_PREBUILT=1).
 */
const PORT = EDITOR_PORT;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './globalSetup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  // No trace, as in the site's suite (playwright.config.ts): add `--trace retain-on-failure` to debug.
  use: { baseURL: `http://127.0.0.1:${PORT}/admin/`, trace: 'off' },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        locale: 'zh-CN',
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
        },
      },
    },
  ],
});
