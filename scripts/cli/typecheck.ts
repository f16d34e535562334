/** `npm run typecheck`: route types, then TypeScript; typegen's hundred lines of Vite notes are filtered (quietRun.ts). */
import { quietRun } from '../build/quietRun';

for (const args of [['react-router', 'typegen'], ['tsc']]) {
  const status = (await quietRun('npx', args)) ?? 1;
  if (status !== 0) process.exit(status);
}
