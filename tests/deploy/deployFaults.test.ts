/**
 * Deploys that cannot take the site down. Every fault is tried on the real sshd + nginx
 * with the real commands while visitors load every route: each run must keep every page answering
 * 200 with one whole release, and each command's exit code and words must tell the truth.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { deployPreview } from '../../scripts/deploy/preview';
import { deploy } from '../../scripts/deploy/production';
import { targetFromEnv } from '../../scripts/deploy/target';
import { runCommand, type Command } from './commands';
import { ADMIN_DIR, fixture, requireAdminBuild, requireBuild, ROUTE_PATHS } from './helpers';
import { runLoad, type LoadResult } from './load';
import { identifyRelease, makeReleases, markedRelease, previewLayout, type Releases } from './releases';
import { startTestServer, type TestServer } from './servers';

const setup = fixture(
  async () => {
    requireBuild();
    requireAdminBuild();
    const dir = mkdtempSync(join(tmpdir(), 'site-faults-'));
    const releases = makeReleases(dir);
    const server = await startTestServer();
    await server.setUp(releases.one);
    await deploy(targetFromEnv(server.env), { clientDir: releases.one, log: () => {} });
    return { dir, releases, server, made: 0 };
  },
  async ({ dir, server }) => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  },
);
const server = () => setup().server;

/** A new release whose pages say its name (`release-<name>`), beside the editor's build. */
function release(name: string): string {
  const dir = join(setup().dir, `release-${name}`);
  cpSync(ADMIN_DIR, join(dir, 'admin'), { recursive: true });
  return markedRelease(setup().releases.one, join(dir, 'client'), `release-${name}`);
}
const identify = (body: string) => identifyRelease(setup().releases, body);
const liveRelease = async () =>
  identify(await (await fetch(`${server().origin}/`, { headers: { Connection: 'close' } })).text());
/** The test server's nginx as it is now, for a failure where nothing answers: its processes and last log lines. */
function nginxState(): string {
  const nginxDir = join(server().dir, 'nginx');
  const log = spawnSync('tail', ['-n', '15', join(nginxDir, 'error.log')], { encoding: 'utf8' }).stdout;
  const own = spawnSync('pgrep', ['-a', '-f', `${nginxDir}/`], { encoding: 'utf8' }).stdout.trim() || '(none)';
  return `this server's nginx processes: ${own}\n${log}`;
}
const deployCommand = (client: string, env: Record<string, string> = {}) =>
  runCommand('deploy', ['--client', client], { ...server().env, ...env });

/** Visitors on every route until `work` is over; what they got. */
async function underLoad(work: () => Promise<unknown>): Promise<LoadResult> {
  let over = false;
  const load = runLoad(server().origin, ROUTE_PATHS, { visits: 30, clients: 3, identify, until: () => over });
  try {
    await work();
  } finally {
    over = true;
  }
  return load;
}

/** Nothing a visitor would notice: every request 200, every page whole and from a known release. */
function expectNoOutage(result: LoadResult): void {
  expect(result.failed).toEqual([]);
  expect(result.brokenPages).toEqual([]);
  expect(result.blockedPages).toEqual([]);
  expect(result.served.filter((name) => name.startsWith('unknown'))).toEqual([]);
}

const deployedId = (output: string) => /部署完成 \(deployed\): (\S+)/.exec(output)?.[1];
const lastDone = async (...commands: Command[]) =>
  (await Promise.all(commands.map((command) => command.done))).sort((a, b) => a.at - b.at).at(-1);

describe('one deploy at a time, on the server', () => {
  test('two deploys started together: the second waits for the first, both succeed, the last is live', async () => {
    const [a, b] = [release('a'), release('b')];
    let runs: Command[] = [];
    const result = await underLoad(async () => {
      runs = [deployCommand(a), deployCommand(b)];
      await Promise.all(runs.map((run) => run.done));
    });
    const [doneA, doneB] = await Promise.all(runs.map((run) => run.done));
    expect(doneA?.code, doneA?.output).toBe(0);
    expect(doneB?.code, doneB?.output).toBe(0);
    // Exactly one of them found the other holding the server, and said whose deploy it waited for.
    const waited = [doneA, doneB].filter((done) => done?.output.includes('服务器上正在进行另一个部署，等它结束'));
    expect(waited).toHaveLength(1);
    expect(waited[0]?.output).toMatch(
      /\(waiting for another deploy\): 部署 \(deploy\)，\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ 开始，来自 \S+@\S+（127\.0\.0\.1）/,
    );
    const last = (doneA?.at ?? 0) > (doneB?.at ?? 0) ? 'release-a' : 'release-b';
    expect(await liveRelease()).toBe(last);
    expectNoOutage(result);
  }, 240_000);

  test('with DEPLOY_LOCK_WAIT=0 the second deploy stops at once, names the holder, and changes nothing', async () => {
    const [c, d] = [release('c'), release('d')];
    const first = deployCommand(c);
    await first.printed('上传 (uploading)');
    // The first holds the lock; paused (its ssh and rsync too, one process group) it cannot finish
    // before the second asks, however long the second takes to start on a busy machine.
    process.kill(-first.pid, 'SIGSTOP');
    const second = await deployCommand(d, { DEPLOY_LOCK_WAIT: '0' }).done.finally(() =>
      process.kill(-first.pid, 'SIGCONT'),
    );
    expect(second.code, second.output).toBe(1);
    expect(second.output.trim()).toMatch(
      new RegExp(
        '^部署失败 \\(deploy failed\\): 服务器上正在进行另一个部署，这次什么也没有改 \\(another deploy holds the server; nothing was changed\\): ' +
          '部署 \\(deploy\\)，\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ 开始，来自 \\S+@\\S+（127\\.0\\.0\\.1）。' +
          '请等它结束后再运行；如果确定它已经停了，见 docs/deploy.md 的“部署锁”一节 \\(wait for it to finish; if you are sure it has stopped, see docs/deploy.md\\)$',
      ),
    );
    expect((await first.done).code).toBe(0);
    expect(await liveRelease()).toBe('release-c');
  }, 240_000);

  test('a deploy and a rollback at once: both succeed in turn, and the live release is the last one’s', async () => {
    const before = await liveRelease();
    const e = release('e');
    let runs: Command[] = [];
    const result = await underLoad(async () => {
      runs = [deployCommand(e), runCommand('rollback', [], server().env)];
      await Promise.all(runs.map((run) => run.done));
    });
    const [deployed, rolledBack] = await Promise.all(runs.map((run) => run.done));
    expect(deployed?.code, deployed?.output).toBe(0);
    expect(rolledBack?.code, rolledBack?.output).toBe(0);
    const last = await lastDone(...runs);
    // The rollback went back from whichever release was live when its turn came.
    expect(await liveRelease()).toBe(last === deployed ? 'release-e' : before);
    expectNoOutage(result);
  }, 240_000);

  test('a deploy and a preview removal at once: both succeed, the site stays up', async () => {
    const preview = join(setup().dir, 'preview-3');
    previewLayout(setup().releases.plain, preview, 3);
    const previewTarget = targetFromEnv(server().previewEnv);
    await deployPreview(previewTarget, { number: 3, clientDir: preview, log: () => {} });
    const f = release('f');
    let runs: Command[] = [];
    const result = await underLoad(async () => {
      runs = [deployCommand(f), runCommand('deploy', ['--remove-preview', '3'], server().previewEnv)];
      await Promise.all(runs.map((run) => run.done));
    });
    const [deployed, removed] = await Promise.all(runs.map((run) => run.done));
    expect(deployed?.code, deployed?.output).toBe(0);
    expect(removed?.code, removed?.output).toBe(0);
    expect(removed?.output).toContain('已删除预览 (preview removed): /preview/pr-3/');
    expect(await liveRelease()).toBe('release-f');
    expect((await fetch(`${server().previewOrigin}/preview/pr-3/`)).status).toBe(404);
    expectNoOutage(result);
  }, 240_000);
});

describe('a deploy stopped at any step frees the lock at once and leaves the site as it was, or fully switched', () => {
  // SIGTERM and SIGINT go to `npm run deploy` alone (a cancelled CI job, Ctrl-C); SIGKILL to the whole
  // process group, as a runner does last. npm once passed SIGTERM to its shell, which died and
  // left the deploy running with the lock, and a later deploy waited for it: the workflows use `exec npm`.
  // Each stop: where it is sent (the line the deploy has just printed), the signal, and the step the deploy
  // must then name as stopped in flight (after 已切换 the deploy is pruning old releases).
  const STOPS = [
    ['upload', '上传 (uploading)', 'SIGTERM', '上传 (uploading)'],
    ['health check', '健康检查 (health check)', 'SIGINT', '健康检查 (health check)'],
    ['switch', '已切换 (switched)', 'SIGTERM', '删除旧版本 (pruning old releases)'],
    ['health check', '健康检查 (health check)', 'SIGKILL', undefined],
  ] as const;
  const lockIsFree = () => spawnSync('flock', ['-n', join(server().deployPath, '.deploy.lock'), 'true']).status === 0;
  /** Processes still using this server's key: the deploy's ssh and rsync children. */
  const leftOver = () =>
    spawnSync('pgrep', ['-f', join(server().dir, 'client_key')], { encoding: 'utf8' }).stdout.trim();
  for (const [step, line, signal, inFlight] of STOPS) {
    test(`${signal} at ${step}`, async () => {
      const before = await liveRelease();
      const name = `g-${step.replace(' ', '-')}-${signal.toLowerCase()}`;
      const g = release(name);
      let done: Awaited<Command['done']> | undefined;
      const result = await underLoad(async () => {
        const run = runCommand('deploy', ['--client', g], server().env, { via: signal === 'SIGKILL' ? 'tsx' : 'npm' });
        await run.printed(line);
        if (signal === 'SIGKILL') run.kill();
        else run.signal(signal);
        done = await run.done;
      });
      if (signal === 'SIGKILL') expect(done?.code).toBeNull();
      else {
        expect(done?.code, done?.output).toBe(signal === 'SIGINT' ? 130 : 143);
        expect(done?.output).toContain(`收到 ${signal}：停下正在做的一步`);
        // The step in flight is stopped, not waited for: the deploy names it. A runner kills the job 10 s
        // after cancelling it; how long the rest takes is this machine's load (11 s under a full CI run,
        // 1.6 s quiet), so it is not asserted here.
        expect(done?.output).toContain(`部署在“${inFlight}`);
        expect(done?.output).toContain(`这一步被 ${signal} 中断`);
        expect(lockIsFree(), 'the lock is free the moment the deploy has ended').toBe(true);
        expect(leftOver(), 'no ssh or rsync of the deploy is left running').toBe('');
      }
      // Should nothing answer, nginx's state is printed with the deploy's words.
      const live = await liveRelease().catch((error: Error) => `no answer: ${String(error.cause ?? error)}`);
      const state = live.startsWith('no answer') ? `\n${nginxState()}` : '';
      expect(live, `${done?.output ?? ''}${state}`).toBe(step === 'switch' ? `release-${name}` : before);
      expectNoOutage(result);
    }, 240_000);
  }

  test('after the kills: a deploy, then a rollback to the release before it', async () => {
    const before = await liveRelease();
    const h = release('h');
    const deployed = await deployCommand(h).done;
    expect(deployed.code, deployed.output).toBe(0);
    expect(await liveRelease()).toBe('release-h');
    // No killed deploy's upload became a release a rollback could take.
    const releases = readdirSync(join(server().deployPath, 'releases'));
    expect(releases.filter((name) => name.startsWith('.incoming-'))).toEqual([]);
    const rolledBack = await runCommand('rollback', [], server().env).done;
    expect(rolledBack.code, rolledBack.output).toBe(0);
    expect(await liveRelease()).toBe(before);
    expect(deployedId(deployed.output)).toBeTruthy();
  }, 240_000);
});

describe('a configuration nginx refuses', () => {
  test('nginx -t fails at the server’s set-up: it says so in nginx’s words, the files in force and the live site are unchanged', async () => {
    const before = await liveRelease();
    const conf = join(server().deployPath, 'nginx', 'site', 'site.conf');
    const inForce = readFileSync(conf, 'utf8');
    // An operator's mistake in the per-server additions the site's server block includes (docs/deploy.md).
    const broken = join(server().deployPath, 'nginx', 'server-broken.conf');
    writeFileSync(broken, 'this_is_not_a_directive on;\n');
    try {
      const done = server().setUp(setup().releases.one);
      await expect(done).rejects.toThrow(
        'nginx 配置检查没有通过，线上配置未变 (nginx -t failed; the live configuration is unchanged):',
      );
      await expect(done).rejects.toThrow(`unknown directive "this_is_not_a_directive" in ${broken}:1`);
      expect(readFileSync(conf, 'utf8')).toBe(inForce);
      expect(await liveRelease()).toBe(before);
    } finally {
      rmSync(broken);
    }
  }, 240_000);
});

describe('a full disk on the server', () => {
  const full = fixture(
    async () => {
      if (process.getuid?.() !== 0) {
        throw new Error(
          'this test mounts a small tmpfs as the server’s releases folder: run the deploy tests as root (CI does)',
        );
      }
      const other = await startTestServer({ releasesSize: '64m' });
      return { other, releases: join(other.deployPath, 'releases') };
    },
    async ({ other }: { other: TestServer; releases: string }) => {
      await other.stop();
    },
  );

  test('the upload fails with a Chinese sentence, the live site is unchanged, and the space is given back', async () => {
    const { other, releases } = full();
    const all: Releases = setup().releases;
    await other.setUp(all.one);
    await deploy(targetFromEnv(other.env), { clientDir: all.one, log: () => {} });
    // Leave less room than release 2's new files need.
    const free = () => {
      const stats = statfsSync(releases);
      return stats.bavail * stats.bsize;
    };
    const filler = join(releases, '.filler');
    writeFileSync(filler, Buffer.alloc(Math.max(0, free() - 256 * 1024)));
    const room = free();
    let finished = false;
    const load = runLoad(other.origin, ROUTE_PATHS, { visits: 30, clients: 3, identify, until: () => finished });
    const done = await runCommand('deploy', ['--client', all.two], other.env).done;
    finished = true;
    const result = await load;
    expect(done.code).toBe(1);
    expect(done.output).toContain(
      "部署失败 (deploy failed): 服务器磁盘空间不足，上传没有完成，线上版本未变；已删除没传完的文件 (the server's disk is full: the upload did not finish, the live site is unchanged)",
    );
    expect(done.output).toContain('No space left on device');
    expect(identify(await (await fetch(`${other.origin}/`)).text())).toBe('1');
    expectNoOutage(result);
    expect(free()).toBe(room);
    rmSync(filler);
    const again = await runCommand('deploy', ['--client', all.two], other.env).done;
    expect(again.code, again.output).toBe(0);
    expect(identify(await (await fetch(`${other.origin}/`)).text())).toBe('2');
    expect(readFileSync(join(other.deployPath, 'current', 'client', 'index.html'), 'utf8')).toBe(
      readFileSync(join(all.two, 'index.html'), 'utf8'),
    );
  }, 240_000);
});
