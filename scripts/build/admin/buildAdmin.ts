/** `npm run build:admin`: the browser editor's own build (viteAdmin.config.ts), printing no more than a build. */
import { spawnSync } from 'node:child_process';
import { readCommandLine, runDirectly } from '../../shared/commandLine';

export const ADMIN_DIR = 'build/admin';

export function buildAdmin(outDir = ADMIN_DIR): void {
  const result = spawnSync('npx', ['vite', 'build', '--config', 'scripts/build/admin/viteAdmin.config.ts'], {
    stdio: 'inherit',
    // The config imports the site's content plugin (TypeScript without extensions): the project's scripts all silence this notice.
    env: { ...process.env, ADMIN_OUT_DIR: outDir, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
  if (result.status !== 0) throw new Error(`编辑器构建失败 (admin build failed: ${result.status})`);
}

if (runDirectly(import.meta.url)) {
  readCommandLine(
    '用法 (usage): npm run build:admin   构建浏览器编辑器到 build/admin/ (builds the editor into build/admin/)',
    {},
  );
  const out = process.env.ADMIN_OUT_DIR ?? ADMIN_DIR;
  buildAdmin(out);
  console.log(`编辑器构建完成 (editor built) → ${out}`);
}
