/**
 * `npm run dev`: `react-router dev` with the notices that are not for editors left out
 * (devNoise.ts), so the local address is the first line on the screen. Arguments pass through:
 * `npm run dev -- --port 5174`.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { devNoiseFilter } from './devNoise';

if (process.argv.includes('--help')) {
  console.log('用法 (usage): npm run dev [-- --port 5174]   开发模式：改内容后页面自动刷新');
  process.exit(0);
}

const child = spawn('npx', ['react-router', 'dev', ...process.argv.slice(2)], {
  stdio: ['inherit', 'pipe', 'pipe'],
  // Colours survive the pipe; Vite's own notice about its future config loader is switched off at the source.
  env: {
    ...process.env,
    FORCE_COLOR: process.env.NO_COLOR ? undefined : '1',
    VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
  },
});
for (const [from, to] of [
  [child.stdout, process.stdout],
  [child.stderr, process.stderr],
] as const) {
  const keep = devNoiseFilter();
  createInterface({ input: from }).on('line', (line) => {
    if (keep(line)) to.write(`${line}\n`);
  });
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
