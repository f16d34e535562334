/**
 * `npm run typecheck`: React Router's route types, then TypeScript. typegen loads the Vite config,
 * which prints Vite's notes about its future config loader (a hundred lines) and a deprecation
 * React Router causes itself: part of `npm test`, they read as alarms and ask nothing of anyone
 * running it, so they go through the filter `npm run dev` and `npm run build` use (dev/devNoise.ts).
 */
import { quietRun } from '../build/quietRun';

const env = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' };
for (const [command, args] of [
  ['npx', ['react-router', 'typegen']],
  ['npx', ['tsc']],
] as const) {
  const status = (await quietRun(command, args, env)) ?? 1;
  if (status !== 0) process.exit(status);
}
