/** `npm run dev`: `react-router dev` without the notices not meant for editors (quietRun.ts): the address comes first. */
import { quietRun } from '../quietRun';
import { readCommandLine } from '../../shared/commandLine';

const { values } = readCommandLine(
  '用法 (usage): npm run dev [-- --port 5174] [--host <address>]   开发模式：改内容后页面自动刷新',
  { port: { type: 'string' }, host: { type: 'string' } },
);
// Only the options read above reach React Router: one it does not know would end the command late, in its words.
const passed = Object.entries(values).flatMap(([name, value]) => (value === undefined ? [] : [`--${name}`, value]));

const env = { ...process.env, FORCE_COLOR: process.env.NO_COLOR ? undefined : '1' };
const code = await quietRun('npx', ['react-router', 'dev', ...passed], env);
process.exit(code ?? 0);
