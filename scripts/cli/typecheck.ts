/** `npm run typecheck`: route types, then TypeScript; typegen's hundred lines of Vite notes are filtered (quietRun.ts). */
import { quietRun } from '../build/quietRun';

for (const [command, args] of [
  ['npx', ['react-router', 'typegen']],
  ['npx', ['tsc']],
] as const) {
  const status = (await quietRun(command, args)) ?? 1;
  if (status !== 0) process.exit(status);
}
