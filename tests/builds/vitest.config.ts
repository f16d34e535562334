import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from '../workers.ts';

// Own config: what a build puts on the pages, checked on builds of their own (a preview, other
// content, a copy of the repository) or in `npm run dev`; no server of the deploy's.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/builds/**/*.test.ts'],
    environment: 'node',
    // Child processes (builds, nginx, Chromium, the dev server) are safer in forked workers.
    pool: 'forks',
    maxWorkers: TEST_WORKERS,
    testTimeout: 60_000,
    // A file's builds run once in beforeAll.
    hookTimeout: 240_000,
  },
});
