/** `npm run dev`: `react-router dev` without the notices not meant for editors (quietRun.ts): the address comes first. */
import { quietRun } from '../quietRun';
import { helpIfAsked } from '../../shared/args';

helpIfAsked('用法 (usage): npm run dev [-- --port 5174]   开发模式：改内容后页面自动刷新');

const env = { ...process.env, FORCE_COLOR: process.env.NO_COLOR ? undefined : '1' };
const code = await quietRun('npx', ['react-router', 'dev', ...process.argv.slice(2)], env);
process.exit(code ?? 0);
