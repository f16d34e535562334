/**
 * `npx tsx scripts/bench/benchServe.ts [--root build/client] [--doc docs/performance.md]`
 * Serves the build with the production nginx rules on 127.0.0.1 and measures it with wrk
 * (`-t2 -c32 -d10s --latency`) for the home page and one asset; replaces its dated table in the
 * doc (the `serve` section) and exits non-zero on any error (non-2xx responses or socket errors).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { writeSections } from './sections';
import { withNginx } from './harness';
import { helpIfAsked, option } from '../shared/args';
import { findNginx } from '../nginx/nginxBinary';

helpIfAsked(`用法 (usage): npx tsx scripts/bench/benchServe.ts [--root build/client] [--doc docs/performance.md] [--duration 10]
  先运行 npm run build；需要 nginx 和 wrk (sudo apt-get install nginx wrk)。
  Run npm run build first; needs nginx and wrk. Loopback only, at most 20 s per target.`);

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000 };

function runWrk(url: string, seconds: number): Promise<string> {
  return new Promise((done, fail) => {
    // Browsers ask for gzip; measuring without it would time a response nobody gets.
    const args = ['-t2', '-c32', `-d${seconds}s`, '--latency', '--timeout', '5s', '-H', 'Accept-Encoding: gzip', url];
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    for (const stream of [child.stdout, child.stderr])
      stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // Bounded: wrk stops itself after `seconds`; this is the backstop.
    const timer = setTimeout(() => child.kill('SIGKILL'), (seconds + 8) * 1000);
    child.once('error', (error) => fail(new Error(`wrk could not run (sudo apt-get install wrk): ${error.message}`)));
    child.once('close', (code) => {
      clearTimeout(timer);
      if (code === 0) done(output);
      else fail(new Error(`wrk exited with ${code}:\n${output}`));
    });
  });
}

/** `wrk --latency`'s output for `target`: requests/s, latency percentiles in ms, and the errors it counted. */
function parseWrk(target: string, output: string) {
  const percentile = (p: number) => {
    const match = output.match(new RegExp(`^\\s*${p}%\\s+([\\d.]+)(us|ms|s)\\s*$`, 'm'));
    if (!match) throw new Error(`wrk output has no ${p}% latency:\n${output}`);
    return Number(match[1]) * (UNIT_MS[match[2] ?? 'ms'] ?? 1);
  };
  const rps = output.match(/^Requests\/sec:\s+([\d.]+)/m);
  if (!rps) throw new Error(`wrk output has no Requests/sec:\n${output}`);
  const socket = output.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  return {
    target,
    requestsPerSecond: Number(rps[1]),
    p50: percentile(50),
    p90: percentile(90),
    p99: percentile(99),
    non2xx: Number(output.match(/Non-2xx or 3xx responses:\s+(\d+)/)?.[1] ?? 0),
    socketErrors: socket ? socket.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0,
  };
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

function table(results: ReturnType<typeof parseWrk>[], seconds: number, precompressed: boolean): string {
  const nginxVersion = spawnSync(findNginx(), ['-v'], { encoding: 'utf8' })
    .stderr.trim()
    .replace('nginx version: ', '');
  const rows = results.map(
    (r) =>
      `| \`${r.target}\` | ${Math.round(r.requestsPerSecond)} | ${ms(r.p50)} | ${ms(r.p90)} | ${ms(r.p99)} | ${r.non2xx + r.socketErrors} |`,
  );
  return [
    `## 静态服务基准 (serving benchmark) ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `${nginxVersion}, deploy/nginx.conf, 127.0.0.1; \`wrk -t2 -c32 -d${seconds}s --latency\`, Accept-Encoding: gzip; ` +
      `precompressed .gz: ${precompressed ? 'yes' : 'no'}; ${process.env.CI ? 'CI' : 'local'} machine.`,
    '',
    '| target | requests/s | p50 | p90 | p99 | errors |',
    '| ------ | ---------- | --- | --- | --- | ------ |',
    ...rows,
    '',
  ].join('\n');
}

async function main(): Promise<number> {
  const root = option('--root') ?? 'build/client';
  const doc = option('--doc') ?? 'docs/performance.md';
  const seconds = Number(option('--duration') ?? 10);
  if (!(seconds >= 1 && seconds <= 12))
    throw new Error('--duration must be 1–12 seconds (each target stays under 20 s)');
  if (!existsSync(join(root, 'index.html'))) throw new Error(`${root} is missing: run npm run build first`);
  // A script as a page fetches it: the largest, the home page's Preact runtime or react-slick.
  const entry = readdirSync(join(root, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .sort((a, b) => statSync(join(root, 'assets', b)).size - statSync(join(root, 'assets', a)).size)[0];
  if (!entry) throw new Error(`${root}/assets has no script`);

  const results = await withNginx({ root, workerProcesses: 'auto', accessLog: false }, async (origin) => {
    const results = [];
    for (const target of ['/', `/assets/${entry}`]) {
      // wrk does not count 3xx as errors: make sure the target really answers 200.
      const status = (await fetch(`${origin}${target}`)).status;
      if (status !== 200) throw new Error(`${target} answers ${status}, not 200`);
      const result = parseWrk(target, await runWrk(`${origin}${target}`, seconds));
      console.log(
        `${target}: ${Math.round(result.requestsPerSecond)} req/s, p50 ${ms(result.p50)}, p90 ${ms(result.p90)}, ` +
          `p99 ${ms(result.p99)}, non-2xx ${result.non2xx}, socket errors ${result.socketErrors}`,
      );
      results.push(result);
    }
    return results;
  });
  await writeSections({ serve: table(results, seconds, existsSync(join(root, 'index.html.gz'))) }, doc);
  console.log(`→ ${doc}`);
  return results.some((r) => r.non2xx + r.socketErrors > 0) ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`基准测试失败 (benchmark failed): ${(error as Error).message}`);
    process.exit(1);
  },
);
