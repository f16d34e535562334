/**
 * `npm run dev`: `react-router dev` with the notices that are not for editors left out
 * (devNoise.ts), so the local address is the first line on the screen. Arguments pass through:
 * `npm run dev -- --port 5174`.
 */
import { quietRun } from '../quietRun';

if (process.argv.includes('--help')) {
  console.log('用法 (usage): npm run dev [-- --port 5174]   开发模式：改内容后页面自动刷新');
  process.exit(0);
}

const code = await quietRun('npx', ['react-router', 'dev', ...process.argv.slice(2)], {
  ...process.env,
  FORCE_COLOR: process.env.NO_COLOR ? undefined : '1',
  VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
});
process.exit(code ?? 0);
