import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from '../workers.ts';

// Own config: these tests start nginx and Chromium against a built site, unlike the unit tests.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/deploy/**/*.test.ts'],
    environment: 'node',
    // Child processes (nginx, Chromium, a subpath build) are safer in forked workers.
    pool: 'forks',
    maxWorkers: TEST_WORKERS,
    testTimeout: 60_000,
    // The subpath test builds the site once in beforeAll.
    hookTimeout: 240_000,
  },
});
