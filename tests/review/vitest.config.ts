import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Own config: the review test builds the site twice and drives Chromium, unlike the unit tests.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/review/**/*.test.ts'],
    environment: 'node',
    // Child processes (two builds, Chromium) are safer in forked workers.
    pool: 'forks',
    // One review of the whole site: two builds and 32 screenshots (~1 min on 2 busy cores).
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
