import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from '../workers.ts';

// Own config: these tests drive Firefox ESR and WebKit (Debian packages) against the built site.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/engines/**/*.test.ts'],
    environment: 'node',
    // One engine per file, each in its own process; the two run side by side.
    pool: 'forks',
    maxWorkers: TEST_WORKERS,
    testTimeout: 60_000,
    // Starting a browser on a loaded 2-core machine can take a while.
    hookTimeout: 90_000,
  },
});
