/** `npm run dev`: `react-router dev` without the notices that are not for editors (quietRun.ts), so the local address comes first. */
import { quietRun } from '../quietRun';
import { helpIfAsked } from '../../shared/args';

helpIfAsked('用法 (usage): npm run dev [-- --port 5174]   开发模式：改内容后页面自动刷新');

const code = await quietRun('npx', ['react-router', 'dev', ...process.argv.slice(2)], {
  ...process.env,
  FORCE_COLOR: process.env.NO_COLOR ? undefined : '1',
});
process.exit(code ?? 0);
