import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO } from '../deploy/helpers';

/**
 * `npm run build` is what `npm start` runs first: its output is read by whoever starts the site,
 * often an editor. It says the content check's result, that the build is done and where
 * the output is; no bundler profiling ([PLUGIN_TIMINGS]), no asset size table, no colour codes.
 */
describe('npm run build output', () => {
  // Inside the project (tmp/ is ignored by git), as build/ is: an output folder outside the root makes
  // Vite print a notice about emptying it that `npm run build` never shows.
  mkdirSync(join(REPO, 'tmp'), { recursive: true });
  const dir = mkdtempSync(join(REPO, 'tmp', 'build-output-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is the check summary and one build line naming the output folder', { timeout: 300_000 }, async () => {
    const out = join(dir, 'build');
    // Under strace, which writes the build's file-open calls to a file of its own: the output is the build's.
    const trace = join(dir, 'opens.txt');
    const traced = ['-f', '-qq', '-z', '-e', 'trace=open,openat', '-o', trace];
    const child = spawn('strace', [...traced, 'npx', 'tsx', 'scripts/build/build.ts'], {
      cwd: REPO,
      env: { ...process.env, SITE_BUILD_DIR: out, FORCE_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const status = await new Promise<number | null>((done) => child.once('close', done));

    // npm's complaint about this machine's ~/.npmrc is not the project's.
    const lines = output.split('\n').filter((line) => line && !/^npm warn Unknown \w+ config "nodedir"/.test(line));
    expect(status, output).toBe(0);
    expect(output).not.toContain('PLUGIN_TIMINGS');
    expect(output).not.toContain('\u001b[');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^内容检查通过(，\d+ 个警告)? \(content check passed(, \d+ warnings?)?\) \[\d+ ms\]$/);
    expect(lines[1]).toMatch(/^构建完成，用时 \d+\.\d 秒 \(built in \d+\.\d s\) → (.+)\/client$/);
    expect(lines[1]?.endsWith(`→ ${out}/client`)).toBe(true);
    expect(existsSync(join(out, 'client', 'index.html'))).toBe(true);

    // Each content file is read once, by the content check, and the bundles take what it read.
    const opened = new Map<string, number>();
    for (const [, path = ''] of readFileSync(trace, 'utf8').matchAll(/open(?:at)?\(.*?"([^"]*)"/g)) {
      const file = path.startsWith(REPO) ? relative(REPO, path) : path;
      if (file.startsWith('content/') && statSync(join(REPO, file)).isFile())
        opened.set(file, (opened.get(file) ?? 0) + 1);
    }
    const files = readdirSync(join(REPO, 'content'), { recursive: true, withFileTypes: true }).filter((entry) =>
      entry.isFile(),
    );
    expect(opened.size, 'every content file was read').toBe(files.length);
    expect([...opened].filter(([, count]) => count > 1)).toEqual([]);
  });
});
