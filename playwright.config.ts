import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests run against the pre-rendered site served by `scripts/build/serve.ts`.
 * This config never builds: `npm test` runs `npm run build` before `npm run test:e2e`.
 */
// E2E_PORT lets two checkouts on one machine run their suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const BASE_URL = `http://127.0.0.1:${PORT}/`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: BASE_URL,
    // Recording a trace for every test (to keep the failed ones) made the suite about a third slower
    // (the keyboard specs alone: 3.1 → 1.9 min). To debug a failure, rerun it with
    // `npx playwright test <file> --trace retain-on-failure`.
    trace: 'off',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        locale: 'zh-CN',
        // Debian's Chromium; never `npx playwright install` (no browser downloads here).
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--no-first-run',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    command: `npx tsx scripts/build/serve.ts --port ${PORT}`,
    url: BASE_URL,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
