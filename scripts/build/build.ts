/**
 * `npm run build`: React Router's build into a scratch folder that replaces `build/` on success. The content
 * check runs inside it, once, before anything is bundled (vite/contentPlugin.ts): its summary, or its report
 * and the end of the build.
 */
import { existsSync, renameSync, rmSync } from 'node:fs';
import { readCommandLine } from '../shared/commandLine';
import { BUILD_DIR, SCRATCH_BUILD_DIR } from './buildDirs';
import { pruneBuild } from './pruneBuild';
import { quietRun } from './quietRun';

readCommandLine(
  '用法 (usage): npm run build   (BASE_PATH=/prefix/ npm run build 生成子路径预览版; SITE_BUILD_DIR=dir 换输出目录)',
  {},
);

const started = performance.now();
rmSync(SCRATCH_BUILD_DIR, { recursive: true, force: true });
const env = { ...process.env, BUILD_DIR: SCRATCH_BUILD_DIR };
const status = (await quietRun('npx', ['react-router', 'build', '--logLevel', 'warn'], env)) ?? 1;
if (status !== 0) {
  rmSync(SCRATCH_BUILD_DIR, { recursive: true, force: true });
  console.error('\n构建失败，上一次的构建结果保持不变 (build failed; the previous build is untouched)');
  process.exit(status);
}

// What was removed is recorded in build/prune.json, not printed.
pruneBuild(`${SCRATCH_BUILD_DIR}/client`, () => {});
const old = `${BUILD_DIR}.old`;
rmSync(old, { recursive: true, force: true });
if (existsSync(BUILD_DIR)) renameSync(BUILD_DIR, old);
renameSync(SCRATCH_BUILD_DIR, BUILD_DIR);
rmSync(old, { recursive: true, force: true });
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`构建完成，用时 ${seconds} 秒 (built in ${seconds} s) → ${BUILD_DIR}/client`);
