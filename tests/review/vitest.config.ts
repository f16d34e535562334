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
    // A shared base build and two reviews (each a head build and every page and state of both sides).
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
});
