/**
 * `npm run build:admin`: the browser editor's own build into build/admin/ (scripts/admin/viteAdmin.config.ts),
 * run as `npm run edit` runs it, so it prints no more than a build should.
 */
import { ADMIN_DIR, buildAdmin } from './edit';

if (process.argv.includes('--help')) {
  console.log(
    '用法 (usage): npm run build:admin   构建浏览器编辑器到 build/admin/ (builds the editor into build/admin/)',
  );
  process.exit(0);
}
const out = process.env.ADMIN_OUT_DIR ?? ADMIN_DIR;
buildAdmin(out);
console.log(`编辑器构建完成 (editor built) → ${out}`);
