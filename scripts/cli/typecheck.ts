/**
 * `npm run typecheck`: React Router's route types, then TypeScript. typegen loads the Vite config, which
 * prints a hundred lines of notes for Vite's developers: they go through the filter of `npm run dev` (quietRun.ts).
 */
import { quietRun } from '../build/quietRun';

for (const [command, args] of [
  ['npx', ['react-router', 'typegen']],
  ['npx', ['tsc']],
] as const) {
  const status = (await quietRun(command, args)) ?? 1;
  if (status !== 0) process.exit(status);
}
