/**
 * A port nginx is to listen on, taken by another program, fails only at the reload: `nginx -t`
 * does not bind, and a reload whose new ports cannot be bound keeps the old configuration. The
 * deploy then waits out its limit for the check server. CI met this on a test server (the red run of
 * 918a3bb): its ports are chosen seconds before nginx binds them, and an outgoing connection
 * anywhere on the machine can take one of them as its own local port meanwhile.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { deploy } from '../../scripts/deploy/production';
import { targetFromEnv } from '../../scripts/deploy/target';
import { releasesFixture } from './releases';
import { startTestServer } from './servers';
import { ephemeralPorts } from './serverPorts';

const setup = releasesFixture('site-port-');

/**
 * Another program listening on `port`. (A connection the kernel gave that local port blocks the bind
 * the same way; one made here could not show it, as Node binds a chosen local port with SO_REUSEADDR.)
 */
async function listenerOn(port: number): Promise<{ close: () => void }> {
  const other = createServer((socket) => socket.destroy());
  await new Promise<void>((done, fail) => other.once('error', fail).listen(port, '127.0.0.1', done));
  return { close: () => other.close() };
}

test('a check port taken by another program: the first deploy says so at its limit, and nginx’s log names the bind', async () => {
  const { releases } = setup();
  const server = await startTestServer();
  const taken = await listenerOn(Number(server.env.DEPLOY_CHECK_PORT));
  try {
    const target = targetFromEnv({ ...server.env, DEPLOY_TIMEOUT: '5' });
    const failed = await deploy(target, { clientDir: releases.one, log: () => {} }).then(
      () => new Error('the deploy succeeded'),
      (error: Error) => error,
    );
    expect(failed.message).toContain(
      `nginx 没有启用新配置：常见原因是它要监听的端口（${server.env.DEPLOY_LISTEN?.split(':')[1]} 或 ${server.env.DEPLOY_CHECK_PORT}）` +
        '已被服务器上的其他程序占用，请查看 nginx 的 error.log 里 bind() 失败的记录 ' +
        '(nginx kept its previous configuration: a port it is to listen on may be in use; see bind() in its error.log)',
    );
    const log = readFileSync(join(server.dir, 'nginx', 'error.log'), 'utf8');
    expect(log).toContain(`bind() to 127.0.0.1:${server.env.DEPLOY_CHECK_PORT} failed (98: Address already in use)`);
  } finally {
    taken.close();
    await server.stop();
  }
}, 90_000);

test('a test server listens on ports no outgoing connection is given', async () => {
  const { first } = ephemeralPorts();
  const server = await startTestServer();
  try {
    const ports = [
      server.env.DEPLOY_PORT,
      server.env.DEPLOY_CHECK_PORT,
      server.env.DEPLOY_LISTEN?.split(':')[1],
      server.env.DEPLOY_PREVIEW_LISTEN?.split(':')[1],
    ].map(Number);
    for (const port of ports) expect(port).toBeLessThan(first);
    expect(new Set(ports).size).toBe(3);
  } finally {
    await server.stop();
  }
});
