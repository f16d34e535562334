/**
 * A throwaway "production server" on this machine for the deploy tests: Debian's OpenSSH server
 * on a free loopback port with its own host key, and nginx configured like a server set up from
 * docs/deploy.md (it includes `<DEPLOY_PATH>/nginx/*\/site.conf`, which `setUp` writes). Run as root (CI), the preview
 * key logs in as a Unix user of its own, `preview`, who owns the previews folder and nothing else:
 * sshd runs in a private mount namespace whose /etc is an overlay with that user, which vanishes
 * with it. As another user, both keys log in as that user.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { accepts } from '../../scripts/nginx/startNginx';
import { findNginx, loadNjs } from '../../scripts/nginx/nginxBinary';
import { previewKeyOptions, serverPaths } from '../../scripts/deploy/layout';
import { setUpServer } from '../../scripts/deploy/server';
import { targetFromEnv } from '../../scripts/deploy/target';
import { serverPort } from './serverPorts';

const SSHD = '/usr/sbin/sshd';

/** Runs `command` as a child; `ready` polls until it is serving. Returns a stop function. */
async function startChild(
  command: string,
  args: string[],
  ready: () => Promise<boolean>,
  what: string,
): Promise<() => Promise<void>> {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  const stop = async () => {
    process.off('exit', kill);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  };
  const deadline = Date.now() + 10_000;
  while (!(await ready())) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`${what} did not start:\n${stderr}`);
    }
    await new Promise((done) => setTimeout(done, 50));
  }
  return stop;
}

export interface TestServer {
  readonly dir: string;
  /** DEPLOY_* variables that reach this server with the production key. */
  readonly env: Record<string, string>;
  /** The same with the preview key, as the preview workflow's environment holds them. */
  readonly previewEnv: Record<string, string>;
  /** `http://127.0.0.1:<port>` of the live site. */
  readonly origin: string;
  /** `http://127.0.0.2:<port>`: the previews' own origin (DEPLOY_PREVIEW_URL), another host as preview.<domain> is. */
  readonly previewOrigin: string;
  readonly deployPath: string;
  /** The Unix user the preview key logs in as. */
  readonly previewUser: string;
  /** `npm run deploy:server` for this server, as the set-up in docs/deploy.md runs it once: `env` adds to `env`. */
  setUp(clientDir: string, env?: Record<string, string>): Promise<void>;
  /** Runs `command` with /bin/sh as the preview user, on the server (root only). */
  asPreviewUser(command: string): { status: number | null; output: string };
  stop(): Promise<void>;
}

/** The preview key's own user on the test server (docs/deploy.md makes `preview`). */
const PREVIEW_USER = 'preview';

/**
 * The script that starts sshd (its arguments after it) in the private mount namespace: /etc on an
 * overlay of its own with the preview user, who owns the previews folder. `*`, not useradd's `!`:
 * sshd without PAM refuses a key to a locked account.
 */
function withPreviewUser(dir: string, deployPath: string): string {
  return [
    'set -e',
    `mkdir -p ${dir}/etc-layers && mount -t tmpfs tmpfs ${dir}/etc-layers`,
    `mkdir ${dir}/etc-layers/upper ${dir}/etc-layers/work`,
    `mount -t overlay overlay -o lowerdir=/etc,upperdir=${dir}/etc-layers/upper,workdir=${dir}/etc-layers/work /etc`,
    `useradd --no-create-home --shell /bin/sh ${PREVIEW_USER}`,
    `usermod -p '*' ${PREVIEW_USER}`,
    `chown ${PREVIEW_USER}: ${serverPaths(deployPath).previews}`,
    'exec "$@"',
  ].join('\n');
}

/**
 * sshd + nginx in a temp folder; the deploy path is `<dir>/srv/site`. `releasesSize` (root only): the
 * releases folder is a tmpfs of that size (`64m`), mounted before sshd starts, so that sshd's namespace
 * holds the same filesystem nginx reads (one mounted later would not reach it).
 */
export async function startTestServer({ releasesSize }: { releasesSize?: string } = {}): Promise<TestServer> {
  if (!existsSync(SSHD)) {
    throw new Error(
      `${SSHD} is missing: run \`sudo apt-get install openssh-server rsync\` (bash .ci/run installs them)`,
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'site-server-'));
  // The deploy path lies below: the server's nginx workers (nobody) must be able to reach it.
  chmodSync(dir, 0o755);
  const keygen = (file: string) => {
    const result = spawnSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', 'deploy-test', '-f', file]);
    if (result.status !== 0) throw new Error(`ssh-keygen failed: ${result.stderr}`);
  };
  keygen(join(dir, 'host_key'));
  keygen(join(dir, 'client_key'));
  keygen(join(dir, 'preview_key'));
  const deployPath = join(dir, 'srv', 'site');
  const user = userInfo().username;
  const root = process.getuid?.() === 0;
  const previewUser = root ? PREVIEW_USER : user;
  // The two keys of docs/deploy.md: production's, and the preview key confined to the previews folder,
  // each in its user's authorized_keys (one file when both are the same user).
  const production = readFileSync(join(dir, 'client_key.pub'), 'utf8').trim();
  const preview = `${previewKeyOptions(serverPaths(deployPath).previews)} ${readFileSync(join(dir, 'preview_key.pub'), 'utf8').trim()}`;
  if (root) {
    writeFileSync(join(dir, `authorized_keys_${user}`), `${production}\n`);
    writeFileSync(join(dir, `authorized_keys_${PREVIEW_USER}`), `${preview}\n`);
  } else {
    writeFileSync(join(dir, `authorized_keys_${user}`), `${production}\n${preview}\n`);
  }

  // The privilege-separation directory Debian's sshd insists on (made by its service normally).
  if (process.getuid?.() === 0) mkdirSync('/run/sshd', { recursive: true, mode: 0o755 });
  const sshPort = await serverPort();
  writeFileSync(
    join(dir, 'sshd_config'),
    [
      `Port ${sshPort}`,
      'ListenAddress 127.0.0.1',
      `HostKey ${dir}/host_key`,
      `PidFile ${dir}/sshd.pid`,
      `AuthorizedKeysFile ${dir}/authorized_keys_%u`,
      `AllowUsers ${[...new Set([user, previewUser])].join(' ')}`,
      'PasswordAuthentication no',
      'KbdInteractiveAuthentication no',
      'PubkeyAuthentication yes',
      'PermitRootLogin prohibit-password',
      // The temp folder is not owned the way StrictModes wants a home folder to be.
      'StrictModes no',
      'UsePAM no',
      'AllowTcpForwarding local',
      '',
    ].join('\n'),
  );

  mkdirSync(join(deployPath, 'nginx'), { recursive: true });
  mkdirSync(serverPaths(deployPath).previews, { recursive: true });
  const releases = serverPaths(deployPath).releases;
  if (releasesSize) {
    mkdirSync(releases);
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${releasesSize},mode=755`, 'tmpfs', releases]);
  }
  const unmount = () => releasesSize && spawnSync('umount', [releases]);
  const nginxDir = join(dir, 'nginx');
  mkdirSync(join(nginxDir, 'temp'), { recursive: true });
  // Bound only at the first deploy's reload: serverPorts.ts says why they are not just free ones.
  const livePort = await serverPort();
  const checkPort = await serverPort();
  const mainFile = join(nginxDir, 'nginx.conf');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
    (name) => `${name}_temp_path ${nginxDir}/temp/${name};`,
  );
  writeFileSync(
    mainFile,
    [
      // As Debian's modules-enabled does once libnginx-mod-http-js is installed (docs/deploy.md).
      loadNjs(),
      'daemon off;',
      `pid ${nginxDir}/nginx.pid;`,
      `error_log ${nginxDir}/error.log warn;`,
      'worker_processes 1;',
      // Workers as an unprivileged user, like www-data on a real server: a release the deploy
      // uploads with owner-only folders would fail here as it would there.
      process.getuid?.() === 0 ? 'user nobody nogroup;' : '',
      'events { worker_connections 1024; }',
      'http {',
      '    access_log off;',
      ...temp.map((line) => `    ${line}`),
      '    # What docs/deploy.md has the operator add once (sites-enabled/site.conf).',
      `    include ${deployPath}/nginx/*/site.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  const nginx = findNginx();
  const nginxArgs = ['-p', `${nginxDir}/`, '-c', mainFile, '-e', join(nginxDir, 'error.log')];

  const sshd = [SSHD, '-D', '-e', '-f', join(dir, 'sshd_config')];
  const started = root
    ? startChild(
        'unshare',
        ['--mount', '--propagation', 'private', 'sh', '-c', withPreviewUser(dir, deployPath), 'sshd', ...sshd],
        () => accepts(sshPort),
        'sshd',
      )
    : startChild(sshd[0] ?? SSHD, sshd.slice(1), () => accepts(sshPort), 'sshd');
  const stopSshd = await started;
  let stopNginx: () => Promise<void>;
  try {
    stopNginx = await startChild(
      nginx,
      nginxArgs,
      // Nothing listens before the first deploy: the pid file says nginx is up.
      async () => existsSync(join(nginxDir, 'nginx.pid')),
      'nginx',
    );
  } catch (error) {
    await stopSshd();
    throw error;
  }
  const env = {
    DEPLOY_HOST: '127.0.0.1',
    DEPLOY_PORT: String(sshPort),
    DEPLOY_USER: user,
    DEPLOY_PATH: deployPath,
    DEPLOY_SSH_KEY: join(dir, 'client_key'),
    DEPLOY_KNOWN_HOSTS: `[127.0.0.1]:${sshPort} ${readFileSync(join(dir, 'host_key.pub'), 'utf8')}`,
    DEPLOY_KEEP: '2',
    DEPLOY_CHECK_PORT: String(checkPort),
    DEPLOY_NGINX: [nginx, ...nginxArgs].join(' '),
    DEPLOY_LISTEN: `127.0.0.1:${livePort}`,
    DEPLOY_SERVER_NAME: 'localhost',
    DEPLOY_PUBLIC_URL: `http://127.0.0.1:${livePort}`,
    DEPLOY_PREVIEW_URL: `http://127.0.0.2:${livePort}`,
    DEPLOY_PREVIEW_LISTEN: `127.0.0.2:${livePort}`,
  };
  return {
    dir,
    deployPath,
    origin: `http://127.0.0.1:${livePort}`,
    previewOrigin: `http://127.0.0.2:${livePort}`,
    env,
    previewEnv: { ...env, DEPLOY_USER: previewUser, DEPLOY_SSH_KEY: join(dir, 'preview_key') },
    previewUser,
    setUp: (clientDir, extra = {}) => setUpServer(targetFromEnv({ ...env, ...extra }), { clientDir, log: () => {} }),
    asPreviewUser(command: string) {
      if (!root) throw new Error('the preview key has a user of its own only when the tests run as root (CI does)');
      const pid = readFileSync(join(dir, 'sshd.pid'), 'utf8').trim();
      const result = spawnSync('nsenter', ['-t', pid, '-m', 'su', '-s', '/bin/sh', PREVIEW_USER, '-c', command], {
        encoding: 'utf8',
      });
      return { status: result.status, output: `${result.stdout}${result.stderr}` };
    },
    async stop() {
      await stopNginx();
      await stopSshd();
      unmount();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
