import mdx from '@mdx-js/rollup';
import remarkFrontmatter from 'remark-frontmatter';
import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from './tests/workers.ts';

// Vitest gets its own config: with the React Router plugin loaded, Vitest fails ("can't detect preamble").
export default defineConfig({
  plugins: [{ enforce: 'pre', ...mdx({ remarkPlugins: [remarkFrontmatter] }) }],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    maxWorkers: TEST_WORKERS,
  },
});
