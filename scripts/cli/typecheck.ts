/** `npm run typecheck`: route types, then TypeScript; typegen's hundred lines of Vite notes are filtered (quietRun.ts). */
import { quietRun } from '../build/quietRun';
import { readCommandLine } from '../shared/commandLine';

readCommandLine('用法 (usage): npm run typecheck   先生成路由类型，再运行 TypeScript (route types, then tsc)', {});

for (const args of [['react-router', 'typegen'], ['tsc']]) {
  const status = (await quietRun('npx', args)) ?? 1;
  if (status !== 0) process.exit(status);
}
