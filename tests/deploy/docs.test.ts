/**
 * docs/deploy.md, run as printed: every line of every ```bash block. The server set-up runs as
 * root in a private mount namespace whose /etc, /srv and /home are overlays that vanish with it;
 * the deploy commands run against the throwaway SSH server and nginx of tests/deploy/servers.ts.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { deploy as deployRelease } from '../../scripts/deploy/production';
import { previewKeyOptions } from '../../scripts/deploy/layout';
import { targetFromEnv } from '../../scripts/deploy/target';
import { freePort } from '../../scripts/shared/freePort';
import { ADMIN_DIR, CLIENT_DIR, contentFrameOrigin, fixture, REPO, requireAdminBuild, requireBuild } from './helpers';
import { replaceInFiles } from './releaseFiles';
import { startTestServer } from './servers';

interface Block {
  section: string;
  lines: string[];
}

/** The ```bash blocks of the document with the `##` section each belongs to. */
function bashBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  let section = '';
  for (const part of markdown.split(/^```/m).entries()) {
    const [index, text] = part;
    if (index % 2 === 0) {
      section = [...text.matchAll(/^## (.+)$/gm)].pop()?.[1] ?? section;
    } else if (text.startsWith('bash\n')) {
      blocks.push({ section, lines: text.slice(5).trim().split('\n') });
    }
  }
  return blocks;
}

/** The preview key's authorized_keys options for the documented folder. */
const PREVIEW_KEY_OPTIONS = previewKeyOptions('/srv/www/site/preview');
const BLOCKS = bashBlocks(readFileSync(join(REPO, 'docs', 'deploy.md'), 'utf8'));
const inSection = (prefix: string) => BLOCKS.filter((block) => block.section.startsWith(prefix));
/** The build commands: `npm test` builds the site and the editor before these tests, a preview build is subpath.test.ts's. */
const BUILD_LINES = ['npm run build', 'BASE_PATH=/preview/pr-12/ SITE_PREVIEW=1 npm run build', 'npm run build:admin'];

test('the document’s commands are all covered here', () => {
  const sections = new Set(BLOCKS.map((block) => block.section));
  expect([...sections]).toEqual([
    '首次设置服务器 (first-time server set-up)',
    "服务器的 nginx 配置 (the server's nginx files)",
    '浏览器编辑器的登录 (sign-in for the browser editor)',
    '部署和回滚 (deploy, rollback)',
    '拉取请求的预览站 (pull-request previews)',
    '在自己电脑上用 nginx 运行 (locally)',
  ]);
});

test('first-time server set-up, as root: deploy user, folders, sudo rule, nginx include', () => {
  const dir = mkdtempSync(join(tmpdir(), 'site-setup-'));
  mkdirSync(join(dir, 'layers'));
  try {
    // Upper layers on a tmpfs: overlayfs refuses an upper layer on overlayfs (a container's /tmp).
    const overlays = [
      `mount -t tmpfs tmpfs ${dir}/layers`,
      ...['etc', 'srv', 'home'].map(
        (name) =>
          `mkdir ${dir}/layers/upper-${name} ${dir}/layers/work-${name} && mount -t overlay overlay ` +
          `-o lowerdir=/${name},upperdir=${dir}/layers/upper-${name},workdir=${dir}/layers/work-${name} /${name}`,
      ),
    ];
    const lines = inSection('首次设置服务器').flatMap((block) => block.lines);
    const signIn = inSection('浏览器编辑器的登录').flatMap((block) => block.lines);
    const echoed = (line: string) => `echo "+ ${line.replace(/["$`\\]/g, '\\$&')}"; ${line}`;
    const script = [
      'set -e',
      ...overlays,
      `cd ${dir}`,
      ...lines.map(echoed),
      // The sign-in's secret, typed in at the prompts as the operator would paste them.
      `exec < ${dir}/answers`,
      ...signIn.map(echoed),
      'echo "secret $(stat -c %U:%G:%a /etc/nginx/site-sign-in.secret)"',
      "su www-data -s /bin/sh -c 'grep -c ^client_ /etc/nginx/site-sign-in.secret' | sed 's/^/nginx reads /'",
      "su deploy -c 'cat /etc/nginx/site-sign-in.secret' 2>/dev/null || echo deploy-cannot-read",
      'grep -qE "^resolver ([^ ;]+ )+valid=300s;$" /srv/www/site/nginx/server-resolver.conf && echo resolver-set',
      // What the set-up is for: the deploy user logs in with the key and may run exactly the two
      // nginx commands as root.
      'echo "owner $(stat -c %U /srv/www/site/nginx)"',
      'echo "previews owner $(stat -c %U /srv/www/site/preview)"',
      'grep -qxF "$(cat deploy_key.pub)" /home/deploy/.ssh/authorized_keys && echo key-installed',
      'echo "deploy keys $(grep -c . /home/deploy/.ssh/authorized_keys)"',
      // The preview key logs in as its own user, only with the options the deploy tests try everything else against.
      `grep -qxF "${PREVIEW_KEY_OPTIONS.replace(/"/g, '\\"')} $(cat preview_key.pub)" /home/preview/.ssh/authorized_keys && echo preview-key-restricted`,
      'echo "preview keys owner $(stat -c %U /home/preview/.ssh/authorized_keys)"',
      "su preview -s /bin/sh -c 'touch /srv/www/site/preview/x && rm /srv/www/site/preview/x' && echo preview-writes-previews",
      "su preview -s /bin/sh -c 'touch /srv/www/site/nginx/x' 2>/dev/null || echo preview-cannot-write-nginx",
      "su preview -s /bin/sh -c 'touch /srv/www/site/x' 2>/dev/null || echo preview-cannot-write-site",
      "su deploy -c 'sudo -n /usr/sbin/nginx -t -q' && echo sudo-nginx-ok",
      "su deploy -c 'sudo -n /usr/bin/id' 2>/dev/null || echo sudo-other-refused",
      // What docs/deploy.md says the deploy user can reach: nginx reads its files as root, so a file they
      // name is created as root wherever it is (nginx -t opens the log files).
      `su deploy -c 'mkdir /srv/www/site/nginx/probe && echo "server { listen 127.0.0.1:1; access_log /etc/deploy-probe; }" > /srv/www/site/nginx/probe/site.conf && sudo -n /usr/sbin/nginx -t -q'`,
      'echo "probe owner $(stat -c %U /etc/deploy-probe)"',
    ].join('\n');
    writeFileSync(join(dir, 'answers'), 'Ov23liDocsClientId\ndocs0test0secret\n');
    const result = spawnSync('unshare', ['--mount', 'bash', '-c', script], { encoding: 'utf8' });
    const output = `${result.stdout}${result.stderr}`;
    expect(result.status, output).toBe(0);
    expect(output).toContain('owner deploy');
    expect(output).toContain('previews owner preview');
    expect(output).toContain('key-installed');
    expect(output).toContain('deploy keys 1');
    expect(output).toContain('preview-key-restricted');
    expect(output).toContain('preview keys owner preview');
    expect(output).toContain('preview-writes-previews');
    expect(output).toContain('preview-cannot-write-nginx');
    expect(output).toContain('preview-cannot-write-site');
    expect(output).toContain('probe owner root');
    expect(output).toContain('sudo-nginx-ok');
    expect(output).toContain('sudo-other-refused');
    expect(output).toContain('secret root:www-data:640');
    expect(output).toContain('nginx reads 2');
    expect(output).toContain('deploy-cannot-read');
    expect(output).not.toContain('docs0test0secret');
    expect(output).toContain('resolver-set');
    expect(output).toMatch(/^www\.example\.com ssh-ed25519 AAAA/m);
    // Nothing escaped the namespace.
    expect(spawnSync('id', ['deploy']).status).not.toBe(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);

const workspace = fixture(
  async () => {
    requireBuild();
    requireAdminBuild();
    const dir = mkdtempSync(join(tmpdir(), 'site-docs-'));
    // The repository as a checkout in CI looks, with its own build/ and review/ folders.
    for (const name of ['package.json', 'node_modules', 'scripts', 'src', 'content', 'deploy', 'tsconfig.json']) {
      symlinkSync(join(REPO, name), join(dir, name));
    }
    const server = await startTestServer();
    return { dir, server };
  },
  async ({ dir, server }) => {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  },
);

/**
 * A production build with an https frame address, or the preview build's layout, in build/client;
 * the editor's build in build/admin (after a site build, which replaces build/, as in the document).
 */
function prepareBuild(line: string, release: string): void {
  if (line === 'npm run build:admin') {
    cpSync(ADMIN_DIR, join(workspace().dir, 'build', 'admin'), { recursive: true });
    return;
  }
  const client = join(workspace().dir, 'build', 'client');
  rmSync(join(workspace().dir, 'build'), { recursive: true, force: true });
  cpSync(CLIENT_DIR, client, { recursive: true });
  if (line.startsWith('BASE_PATH=')) {
    cpSync(CLIENT_DIR, join(client, 'preview', 'pr-12'), {
      recursive: true,
      filter: (source) => !source.includes('/assets'),
    });
    rmSync(join(workspace().dir, 'review'), { recursive: true, force: true });
    cpSync(join(CLIENT_DIR, '404'), join(workspace().dir, 'review'), { recursive: true });
    return;
  }
  replaceInFiles(client, [
    [contentFrameOrigin(), 'https://docs.example.com'],
    ['</body>', `<!-- ${release} --></body>`],
  ]);
}

function run(line: string, env: Record<string, string> = workspace().server.env): string {
  const result = spawnSync('bash', ['-c', line], {
    cwd: workspace().dir,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  expect(result.status, `${line}\n${result.stdout}${result.stderr}`).toBe(0);
  return result.stdout;
}

/** Runs a block as printed; a build line puts the matching prepared build in place instead. */
function runBlock(block: Block, release: string, env = workspace().server.env): void {
  for (const line of block.lines) {
    if (BUILD_LINES.includes(line)) prepareBuild(line, release);
    else run(line, env);
  }
}

const live = (path: string, origin = workspace().server.origin) =>
  fetch(`${origin}${path}`, { redirect: 'manual', headers: { Connection: 'close' } }).then(async (response) => ({
    status: response.status,
    body: await response.text(),
    robots: response.headers.get('x-robots-tag'),
    location: response.headers.get('location'),
  }));

test('the server’s nginx files, as printed: written once, the check server answering', async () => {
  const [block] = inSection('服务器的 nginx 配置');
  if (!block) throw new Error('docs/deploy.md: the server set-up block is missing');
  runBlock(block, 'setup');
  const nginx = join(workspace().server.deployPath, 'nginx', 'site');
  expect(readdirSync(nginx).sort()).toEqual(['check', 'live', 'preview', 'site.conf']);
  const check = await fetch(`http://127.0.0.1:${workspace().server.env.DEPLOY_CHECK_PORT}/`);
  expect(check.status).toBe(404);
}, 120_000);

test('deploy, then roll back: the commands of “部署和回滚” as printed', async () => {
  const [deploy, rollback] = inSection('部署和回滚');
  if (!deploy || !rollback) throw new Error('docs/deploy.md: the deploy and rollback blocks are missing');
  // An earlier release to roll back to, deployed through the same code without the CLI's start-up.
  prepareBuild('npm run build', 'release-a');
  prepareBuild('npm run build:admin', '');
  await deployRelease(targetFromEnv(workspace().server.env), {
    clientDir: join(workspace().dir, 'build', 'client'),
    log: () => {},
  });
  runBlock(deploy, 'release-b');
  expect((await live('/')).body).toContain('<!-- release-b -->');
  runBlock(rollback, '');
  expect((await live('/')).body).toContain('<!-- release-a -->');
}, 180_000);

test('a preview with its review report on the preview origin, then its removal, as printed, with the preview key', async () => {
  const [block] = inSection('拉取请求的预览站');
  const [build, deploy, remove] = block?.lines ?? [];
  if (!build || !deploy || !remove) throw new Error('docs/deploy.md: the preview block is missing');
  const previewKey = workspace().server.previewEnv;
  runBlock({ section: '', lines: [build, deploy] }, '', previewKey);
  const preview = workspace().server.previewOrigin;
  expect(await live('/preview/pr-12/_review/', preview)).toMatchObject({ status: 200, robots: 'noindex' });
  expect(await live('/preview/pr-12/contactUs', preview)).toMatchObject({ status: 200, robots: 'noindex' });
  // The preview origin has no editor: its edit links go to the site's /admin/ with the number.
  expect(await live('/preview/pr-12/admin/', preview)).toMatchObject({
    status: 302,
    location: `${workspace().server.origin}/admin/?pr=12&field=`,
  });
  expect(await live('/preview/pr-12/contactUs')).toMatchObject({ status: 301 });
  run(remove, previewKey);
  expect((await live('/preview/pr-12/', preview)).status).toBe(404);
}, 120_000);

test('the document tells the truth: the environments the workflows use are the ones it sets up, forks’ with required reviewers', () => {
  const text = readFileSync(join(REPO, 'docs', 'deploy.md'), 'utf8');
  const workflows = readdirSync(join(REPO, '.github', 'workflows')).map((file) =>
    readFileSync(join(REPO, '.github', 'workflows', file), 'utf8'),
  );
  const named = new Set(
    workflows.flatMap((flow) =>
      [...flow.matchAll(/^ {4}environment: (.+)$/gm)].flatMap((match) =>
        // `production`, or an expression choosing `… && 'preview-fork' || 'preview'`.
        [...(match[1] ?? '').matchAll(/(?:&&|\|\|)\s*'([\w-]+)'|^([\w-]+)$/g)].map((name) => name[1] ?? name[2] ?? ''),
      ),
    ),
  );
  expect([...named].sort()).toEqual(['preview', 'preview-fork', 'production']);
  for (const environment of named) expect(text).toMatch(new RegExp(`^\\| \`${environment}\` +\\|`, 'm'));
  expect(text).toContain('`preview-fork` 环境勾选 **Required reviewers**');
  // The deploy user reaches root through nginx's configuration (the set-up test shows it): the document says so.
  expect(text).toContain('**正式站密钥等于这台服务器的 root 权限**');
  expect(text).not.toMatch(/部署用户读不到/);
});

test('local nginx, as printed, from the repository root', async () => {
  const [block] = inSection('在自己电脑上用 nginx 运行');
  const [render, nginx] = block?.lines ?? [];
  if (!render || !nginx) throw new Error('docs/deploy.md: the local nginx block is missing');
  prepareBuild('npm run build', 'local');
  const port = String(await freePort());
  run(render, { ...workspace().server.env, PORT: port });
  const child = spawn('bash', ['-c', `exec ${nginx}`], { cwd: workspace().dir, stdio: 'ignore' });
  try {
    let status = 0;
    const deadline = Date.now() + 10_000;
    while (status !== 200 && Date.now() < deadline) {
      status = await fetch(`http://127.0.0.1:${port}/contactUs`)
        .then((response) => response.status)
        .catch(() => 0);
      if (status !== 200) await new Promise((done) => setTimeout(done, 100));
    }
    expect(status).toBe(200);
  } finally {
    child.kill('SIGTERM');
  }
});
