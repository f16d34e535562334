/**
 * A deploy told to stop ends the command in flight on its side only: the SSH channel closes, but a
 * command on the server that writes nothing runs to its end, possibly after the deploy has put the
 * previous nginx files back. CI met the result twice in `deployFaults` ("SIGTERM at reload": the
 * restore's reload left nothing listening; every later deploy on that server failed the same way).
 * Here the server holds one of the deploy's switches (the nginx files, `current`) until the restore's
 * own switch has run, as a loaded machine may, so it lands right after the restore, every time.
 */
import { chmodSync, existsSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { expect, test } from 'vitest';
import { deploy } from '../../scripts/deploy/production';
import { targetFromEnv } from '../../scripts/deploy/target';
import { releasesFixture } from './releases';
import { startTestServer, type TestServer } from './servers';

const setup = releasesFixture('site-late-');

/**
 * Every command of the production key goes through a script on the server (a forced command, as
 * authorized_keys allows) that holds the next command naming `link` (the temporary name each switch
 * renames into place) once it is asked to: `arm()`.
 */
function holdNextSwitch(server: TestServer, link: '.live.tmp' | '.current.tmp') {
  const files = { arm: join(server.dir, 'hold-next-switch'), held: join(server.dir, 'switch-held') };
  const ran = join(server.dir, 'held-switch-ran');
  const script = join(server.dir, 'forced-command.sh');
  const restored = join(server.dir, 'restored');
  writeFileSync(
    script,
    [
      '#!/bin/sh',
      'held=',
      'case "$SSH_ORIGINAL_COMMAND" in',
      `  *${link}*) if [ -e ${files.arm} ]; then`,
      `    rm -f ${files.arm}; touch ${files.held}; held=1; i=0`,
      // Until the restore's switch of the nginx files has run (at most 10 s), then at once: the latest it could come.
      `    while [ ! -e ${restored} ] && [ $i -lt 200 ]; do sleep 0.05; i=$((i + 1)); done`,
      '  fi ;;',
      'esac',
      '/bin/sh -c "$SSH_ORIGINAL_COMMAND"',
      'status=$?',
      `if [ -n "$held" ]; then touch ${ran}; fi`,
      'case "$SSH_ORIGINAL_COMMAND" in',
      `  *.live.tmp*) if [ -z "$held" ] && [ -e ${files.held} ]; then touch ${restored}; fi ;;`,
      'esac',
      'exit $status',
      '',
    ].join('\n'),
  );
  chmodSync(script, 0o755);
  const keys = join(server.dir, `authorized_keys_${server.env.DEPLOY_USER}`);
  const lines = readFileSync(keys, 'utf8').split('\n');
  const production = readFileSync(join(server.dir, 'client_key.pub'), 'utf8').trim();
  writeFileSync(
    keys,
    lines.map((line) => (line.trim() === production ? `command="${script}" ${line}` : line)).join('\n'),
  );
  return {
    arm: () => writeFileSync(files.arm, ''),
    held: () => existsSync(files.held),
    ran: () => existsSync(ran),
  };
}

const until = async (done: () => boolean, what: string, ms = 20_000) => {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) throw new Error(`waited ${ms} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const home = async (origin: string) =>
  fetch(`${origin}/`, { headers: { Connection: 'close' } }).then(
    async (response) => `${response.status} ${(await response.text()).length}`,
    (error: Error) => `no answer: ${String(error.cause ?? error)}`,
  );

/**
 * Release one live, then a deploy of release two stopped while the server holds its switch of `link`; returns
 * once the held switch has run, with what was live before and the stopped deploy's error.
 */
async function stoppedAtHeldSwitch(server: TestServer, link: '.live.tmp' | '.current.tmp') {
  const { releases } = setup();
  const target = targetFromEnv(server.env);
  await deploy(target, { clientDir: releases.one, log: () => {} });
  const before = {
    home: await home(server.origin),
    current: readlinkSync(join(server.deployPath, 'current')),
    set: readlinkSync(join(server.deployPath, 'nginx', 'live')),
  };
  const hold = holdNextSwitch(server, link);
  hold.arm();
  const stop = new AbortController();
  const stopped = deploy(target, { clientDir: releases.two, log: () => {}, stop: stop.signal }).then(
    () => new Error('the deploy was not stopped'),
    (error: Error) => error,
  );
  await until(hold.held, `the deploy to reach its switch of ${link}`, 60_000);
  stop.abort();
  const failed = await stopped;
  // The held switch now runs on the server, after the restore.
  await until(hold.ran, 'the held switch to run');
  return { before, failed };
}

/** Fresh connections for a while: the site answers as `before`, every time. */
async function expectAnswers(origin: string, before: string, tries: number): Promise<void> {
  for (let tried = 0; tried < tries; tried++) {
    expect(await home(origin)).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test('a switch of the nginx files that lands after the restore changes nothing: the files in force stay whole, and a reload keeps the site up', async () => {
  const server = await startTestServer();
  try {
    const { before, failed } = await stoppedAtHeldSwitch(server, '.live.tmp');
    expect(failed.message).toContain('已恢复原来的 nginx 配置');
    const live = join(server.deployPath, 'nginx', 'live');
    expect(readlinkSync(live), 'the files in force are the ones from before the deploy').toBe(before.set);
    expect(existsSync(join(live, 'site.conf'))).toBe(true);
    const reload = spawnSync('sh', ['-c', `${server.env.DEPLOY_NGINX} -s reload`], { encoding: 'utf8' });
    expect(reload.status, reload.stderr).toBe(0);
    await expectAnswers(server.origin, before.home, 20);
  } finally {
    await server.stop();
  }
}, 120_000);

test('a switch of `current` that lands after the restore changes nothing: the release and the nginx files from before stay together', async () => {
  const server = await startTestServer();
  try {
    const { before, failed } = await stoppedAtHeldSwitch(server, '.current.tmp');
    expect(failed.message).toContain('已恢复原来的 nginx 配置');
    expect(readlinkSync(join(server.deployPath, 'current')), 'the release from before is live').toBe(before.current);
    expect(readlinkSync(join(server.deployPath, 'nginx', 'live')), 'with its own nginx files').toBe(before.set);
    // The restore reloaded nginx itself (the switch of current comes after the reload).
    await expectAnswers(server.origin, before.home, 10);
  } finally {
    await server.stop();
  }
}, 120_000);
