/**
 * `npm run build`: content check, then React Router's build with pre-rendering into a
 * scratch folder that replaces `build/` only when everything succeeded. A failed build
 * therefore leaves the previous output exactly as it was.
 */
import { spawnSync } from 'node:child_process';
import { quietRun } from './quietRun';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { BUILD_DIR, SCRATCH_BUILD_DIR } from './buildDirs';

if (process.argv.includes('--help')) {
  console.log(
    '用法 (usage): npm run build   (BASE_PATH=/prefix/ npm run build 生成子路径预览版; SITE_BUILD_DIR=dir 换输出目录)',
  );
  process.exit(0);
}

const started = performance.now();
// The build prints what `npm start` needs (issue 19): the content check's summary, one build line and where
// the output is. The check's full report (warnings with their frames) is `npm run content:check`'s; on an
// error it is printed here in full, since the build stops for it.
const check = spawnSync('npx', ['tsx', 'scripts/cli/contentCheck.ts'], { encoding: 'utf8', env: process.env });
if (check.status !== 0) {
  process.stdout.write(check.stdout);
  process.stderr.write(check.stderr);
  process.exit(1);
}
console.log(check.stdout.trimEnd().split('\n').at(-1));

rmSync(SCRATCH_BUILD_DIR, { recursive: true, force: true });
// Vite's notice about loading its config natively is for developers of Vite configs, not for
// someone running `npm start`: a newcomer reads it as an alarm (issue 11, quiet tools).
// React Router's child compilers each print Vite's `envFile` deprecation: filtered as in dev.
const status =
  (await quietRun('npx', ['react-router', 'build', '--logLevel', 'warn'], {
    ...process.env,
    BUILD_DIR: SCRATCH_BUILD_DIR,
    VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
  })) ?? 1;
if (status !== 0) {
  rmSync(SCRATCH_BUILD_DIR, { recursive: true, force: true });
  console.error('\n构建失败，上一次的构建结果保持不变 (build failed; the previous build is untouched)');
  process.exit(status);
}

// Only files pages read (issue 22); what was removed is recorded in build/prune.json, not printed.
(await import('./pruneBuild')).pruneBuild(`${SCRATCH_BUILD_DIR}/client`, () => {});
const old = `${BUILD_DIR}.old`;
rmSync(old, { recursive: true, force: true });
if (existsSync(BUILD_DIR)) renameSync(BUILD_DIR, old);
renameSync(SCRATCH_BUILD_DIR, BUILD_DIR);
rmSync(old, { recursive: true, force: true });
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`构建完成，用时 ${seconds} 秒 (built in ${seconds} s) → ${BUILD_DIR}/client`);
