/**
 * The preview key on the real sshd + nginx: it logs in as a Unix user of its own who can write only the
 * previews folder, can do nothing else through rrsync, gets no link through; a preview ends with its
 * pull request, and previews have limits.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { deployPreview, removePreview } from '../../scripts/deploy/preview';
import { deploy } from '../../scripts/deploy/production';
import { targetFromEnv } from '../../scripts/deploy/target';
import { runCommand } from './commands';
import { fixture, requireAdminBuild, requireBuild } from './helpers';
import { makeReleases, previewLayout } from './releases';
import { startTestServer } from './servers';

const log = () => {};

const setup = fixture(
  async () => {
    requireBuild();
    requireAdminBuild();
    const dir = mkdtempSync(join(tmpdir(), 'site-preview-key-'));
    const releases = makeReleases(dir);
    const server = await startTestServer();
    await server.setUp(releases.one);
    await deploy(targetFromEnv(server.env), { clientDir: releases.one, log });
    return { dir, releases, server };
  },
  async ({ dir, server }) => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  },
);
const server = () => setup().server;
const previewTarget = (env: Record<string, string> = {}) => targetFromEnv({ ...server().previewEnv, ...env });
const onPreviewOrigin = (path: string) =>
  fetch(`${server().previewOrigin}${path}`, { headers: { Connection: 'close' } }).then((response) => response.status);

/** ssh with the preview key, as its holder could run it. */
function previewSsh(): { ssh: string[]; host: string } {
  const key = server().previewEnv;
  const knownHosts = join(setup().dir, 'known_hosts');
  writeFileSync(knownHosts, key.DEPLOY_KNOWN_HOSTS ?? '');
  const options = ['IdentitiesOnly=yes', 'BatchMode=yes', `UserKnownHostsFile=${knownHosts}`];
  const ssh = [
    'ssh',
    '-p',
    key.DEPLOY_PORT ?? '',
    '-i',
    key.DEPLOY_SSH_KEY ?? '',
    ...options.flatMap((o) => ['-o', o]),
  ];
  return { ssh, host: `${key.DEPLOY_USER}@127.0.0.1` };
}

describe('the preview key', () => {
  test('logs in as a user of its own, who can write the previews folder and nothing else of the site', () => {
    expect(server().previewUser).toBe('preview');
    const root = server().deployPath;
    for (const place of ['releases', 'current/client', 'nginx', 'nginx/site', '.']) {
      const tried = server().asPreviewUser(`touch ${join(root, place, 'owned')}`);
      expect(tried.status, place).not.toBe(0);
      expect(tried.output, place).toContain('Permission denied');
    }
    expect(
      server().asPreviewUser(`touch ${join(root, 'preview', 'owned')} && rm ${join(root, 'preview', 'owned')}`).status,
    ).toBe(0);
  });

  test('writes nothing outside the previews folder: no release, no live switch, no shell, no forward', async () => {
    const { ssh, host } = previewSsh();
    const root = server().deployPath;
    const liveRelease = readFileSync(join(root, 'current', 'release.json'), 'utf8');
    const evil = join(setup().dir, 'evil');
    mkdirSync(evil, { recursive: true });
    writeFileSync(join(evil, 'index.html'), 'defaced');
    const rsync = (destination: string) =>
      spawnSync('rsync', ['-a', '-e', ssh.join(' '), `${evil}/`, `${host}:${destination}`], { encoding: 'utf8' });
    // A new release, the live switch, the nginx files: each refused or kept inside the previews folder.
    for (const destination of [`${root}/releases/x/`, `${root}/current/client/`, `${root}/nginx/site/`]) {
      const result = rsync(destination);
      const written =
        existsSync(join(destination, 'index.html')) && readFileSync(join(destination, 'index.html'), 'utf8');
      expect(written, destination).not.toBe('defaced');
      expect(result.status, destination).not.toBe(0);
    }
    expect(rsync(`${root}/preview/../current/`).stderr).toContain('do not use .. in arg');
    const shell = spawnSync(ssh[0] ?? 'ssh', [...ssh.slice(1), host, 'touch', join(root, 'owned')], {
      encoding: 'utf8',
    });
    expect(shell.stderr).toContain('SSH_ORIGINAL_COMMAND does not run rsync');
    expect(existsSync(join(root, 'owned'))).toBe(false);
    const port = server().env.DEPLOY_CHECK_PORT;
    const forward = spawnSync(
      ssh[0] ?? 'ssh',
      [...ssh.slice(1), '-o', 'ExitOnForwardFailure=yes', '-N', '-L', `127.0.0.1:0:127.0.0.1:${port}`, host],
      { encoding: 'utf8', timeout: 10_000 },
    );
    expect(forward.status).not.toBe(0);
    // Nor can `npm run deploy` for production do anything with it.
    await expect(deploy(previewTarget(), { clientDir: setup().releases.one, log })).rejects.toThrow(
      '服务器上的命令失败 (remote command failed',
    );
    expect(readFileSync(join(root, 'current', 'release.json'), 'utf8')).toBe(liveRelease);
  });

  test('a build with links is refused, and links uploaded anyway lead nowhere', async () => {
    const dir = join(setup().dir, 'links');
    previewLayout(setup().releases.plain, dir, 8);
    const pages = join(dir, 'preview', 'pr-8');
    symlinkSync(join(server().deployPath, 'current', 'client', 'index.html'), join(pages, 'link.html'));
    symlinkSync('/etc', join(pages, 'etc'));
    await expect(deployPreview(previewTarget(), { number: 8, clientDir: dir, log })).rejects.toThrow(
      `预览的构建只能有普通文件和文件夹 (a preview build may hold only plain files and folders): ${dir}\n` +
        '  preview/pr-8/etc: 是链接 (a symbolic link)\n' +
        '  preview/pr-8/link.html: 是链接 (a symbolic link)',
    );
    // Whoever holds the preview key and uploads links with rsync itself gets nothing through them.
    const { ssh, host } = previewSsh();
    const upload = spawnSync('rsync', ['-a', '-e', ssh.join(' '), `${pages}/`, `${host}:pr-8/`], { encoding: 'utf8' });
    expect(upload.status, upload.stderr).toBe(0);
    expect(await onPreviewOrigin('/preview/pr-8/link.html')).toBe(404);
    expect(await onPreviewOrigin('/preview/pr-8/etc/hostname')).toBe(404);
    await removePreview(previewTarget(), 8, log);
  });
});

describe('previews end with their pull request, and have limits', () => {
  test('the next preview deploy removes the preview of a pull request that is not open, far under the limits', async () => {
    const build = (number: number) => {
      const dir = join(setup().dir, `closed-${number}`);
      previewLayout(setup().releases.plain, dir, number);
      return dir;
    };
    await deployPreview(previewTarget(), { number: 31, clientDir: build(31), log });
    expect(await onPreviewOrigin('/preview/pr-31/')).toBe(200);
    // 31 closed, and its removal never ran (it gets no key when the pull request aimed at another branch).
    const args = ['--preview', '32', '--client', build(32), '--open', '32'];
    const next = await runCommand('deploy', args, server().previewEnv).done;
    expect(next.code, next.output).toBe(0);
    expect(next.output).toContain('已删除已关闭的拉取请求的预览 (removed previews of closed pull requests): pr-31');
    expect(await onPreviewOrigin('/preview/pr-31/')).toBe(404);
    expect(await onPreviewOrigin('/preview/pr-32/')).toBe(200);
    await removePreview(previewTarget(), 32, log);
  });

  test('the daily removal (--prune-previews) deletes every preview whose pull request is not open, and only those', async () => {
    for (const number of [41, 42]) {
      const dir = join(setup().dir, `prune-${number}`);
      previewLayout(setup().releases.plain, dir, number);
      await deployPreview(previewTarget(), { number, clientDir: dir, log });
    }
    const withoutList = await runCommand('deploy', ['--prune-previews'], server().previewEnv).done;
    expect(withoutList.code).toBe(1);
    expect(withoutList.output).toContain('--prune-previews 需要 --open 列出还开着的拉取请求 (needs --open)');
    expect(await onPreviewOrigin('/preview/pr-41/')).toBe(200);
    const pruned = await runCommand('deploy', ['--prune-previews', '--open', '42'], server().previewEnv).done;
    expect(pruned.code, pruned.output).toBe(0);
    expect(pruned.output).toContain('已删除已关闭的拉取请求的预览 (removed previews of closed pull requests): pr-41');
    expect(await onPreviewOrigin('/preview/pr-41/')).toBe(404);
    expect(await onPreviewOrigin('/preview/pr-42/')).toBe(200);
    await removePreview(previewTarget(), 42, log);
  });

  test('over the number allowed, closed pull requests’ previews go first, oldest first; with only open ones left, the deploy stops and says so', async () => {
    const build = (number: number) => {
      const dir = join(setup().dir, `limit-${number}`);
      previewLayout(setup().releases.plain, dir, number);
      return dir;
    };
    const two = { DEPLOY_PREVIEW_MAX: '2' };
    await deployPreview(previewTarget(two), { number: 21, clientDir: build(21), log });
    await deployPreview(previewTarget(two), { number: 22, clientDir: build(22), log });
    // 21 and 22 open: a third does not fit, and nothing changes.
    const full = join(setup().dir, 'full.txt');
    const env = { ...server().previewEnv, ...two };
    const args = ['--preview', '23', '--client', build(23), '--open', '21,22,23', '--full-note', full];
    const refused = await runCommand('deploy', args, env).done;
    expect(refused.code, refused.output).toBe(3);
    const sentence = readFileSync(full, 'utf8').trim();
    expect(sentence).toMatch(
      /^预览站已满，这次没有部署：加上这一个，服务器上就有 3 个预览、共 \d+ MB，超过了上限（2 个、2000 MB）；/,
    );
    expect(refused.output).toContain(`部署失败 (deploy failed): ${sentence}`);
    expect(await onPreviewOrigin('/preview/pr-23/')).toBe(404);
    expect(await onPreviewOrigin('/preview/pr-21/')).toBe(200);
    // 21 closed since (its removal never ran): it goes, and 23 is deployed.
    const room = await runCommand(
      'deploy',
      args.map((arg) => (arg === '21,22,23' ? '22,23' : arg)),
      env,
    ).done;
    expect(room.code, room.output).toBe(0);
    expect(room.output).toContain('已删除已关闭的拉取请求的预览 (removed previews of closed pull requests): pr-21');
    expect(await onPreviewOrigin('/preview/pr-21/')).toBe(404);
    expect(await onPreviewOrigin('/preview/pr-23/')).toBe(200);
    for (const number of [22, 23]) await removePreview(previewTarget(), number, log);
  });
});
