/**
 * Every deploy ends: the first one to a server just set up finishes, and a wait on a server that
 * stops answering ends at its time limit with a sentence naming the step, the live site untouched.
 */
import { createServer, type Socket } from 'node:net';
import { expect, test } from 'vitest';
import { runCommand } from './commands';
import { identifyRelease, releasesFixture } from './releases';
import { serverPort } from './serverPorts';
import { startTestServer } from './servers';

const setup = releasesFixture('site-first-');

test('a fresh server: npm run deploy:server, then the first npm run deploy, each finish with the site live', async () => {
  const { releases } = setup();
  const fresh = await startTestServer();
  try {
    for (const [script, args] of [
      ['server', ['--client', releases.one]],
      ['deploy', ['--client', releases.one]],
    ] as const) {
      const run = runCommand(script, args, fresh.env);
      const timer = setTimeout(() => run.kill(), 60_000);
      const done = await run.done;
      clearTimeout(timer);
      expect(done.code, `${script}, within 60 s:\n${done.output}`).toBe(0);
    }
    const home = await fetch(`${fresh.origin}/`, { headers: { Connection: 'close' } });
    expect(home.status).toBe(200);
    expect(identifyRelease(releases, await home.text())).toBe('1');
  } finally {
    await fresh.stop();
  }
}, 240_000);

test('a check server that accepts and never answers: the deploy ends at its limit, naming the step, release 1 live', async () => {
  const { releases } = setup();
  const server = await startTestServer();
  // What the forward reaches on the server instead of nginx: a program that takes every connection and says nothing.
  const sockets: Socket[] = [];
  const silent = createServer((socket) => sockets.push(socket));
  const port = await serverPort();
  await new Promise<void>((done) => silent.listen(port, '127.0.0.1', done));
  try {
    await server.setUp(releases.one);
    const first = await runCommand('deploy', ['--client', releases.one], server.env).done;
    expect(first.code, first.output).toBe(0);
    const env = { ...server.env, DEPLOY_CHECK_PORT: String(port), DEPLOY_TIMEOUT: '3' };
    const done = await runCommand('deploy', ['--client', releases.two], env).done;
    expect(done.code).toBe(1);
    expect(done.output).toContain(
      '部署失败 (deploy failed): 健康检查失败，线上版本未变 (health check failed; the live site is unchanged):',
    );
    expect(done.output).toContain(
      '/: 无法连接 (no answer): “健康检查 (health check)”这一步等了 3 秒没有结果，已停止等待 (健康检查 (health check): no answer within 3 s)',
    );
    const home = await fetch(`${server.origin}/`, { headers: { Connection: 'close' } });
    expect(identifyRelease(releases, await home.text())).toBe('1');
  } finally {
    for (const socket of sockets) socket.destroy();
    silent.close();
    await server.stop();
  }
}, 240_000);

test('nginx -t that never answers: the set-up ends at its limit, naming the step, the files in force unchanged', async () => {
  const { releases } = setup();
  const server = await startTestServer();
  try {
    await server.setUp(releases.one);
    const hanging = { DEPLOY_NGINX: `sleep 600; ${server.env.DEPLOY_NGINX}`, DEPLOY_TIMEOUT: '3' };
    await expect(server.setUp(releases.one, hanging)).rejects.toThrow(
      '“检查 nginx 配置 (nginx -t)”这一步等了 3 秒没有结果，已停止等待 (检查 nginx 配置 (nginx -t): no answer within 3 s)',
    );
    const first = await runCommand('deploy', ['--client', releases.one], server.env).done;
    expect(first.code, first.output).toBe(0);
  } finally {
    await server.stop();
  }
}, 240_000);
