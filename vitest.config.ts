import mdx from '@mdx-js/rollup';
import remarkFrontmatter from 'remark-frontmatter';
import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from './tests/workers.ts';

// Vitest gets its own config: the React Router plugin breaks under Vitest (TOOLCHAIN).
export default defineConfig({
  plugins: [{ enforce: 'pre', ...mdx({ remarkPlugins: [remarkFrontmatter] }) }],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    maxWorkers: TEST_WORKERS,
  },
});
