import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  COMMITTING_ACTIONS,
  guardedApi,
  localSaveTexts,
  readStatus,
  refusalSentence,
} from '../../../scripts/build/admin/workingTreeGuard';

/** `npm run edit` refuses a save while git would sweep something else into its commit. */
let dir = '';
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

function repoWith(setUp: (write: (path: string, text: string) => void, git: (...args: string[]) => void) => void) {
  dir = mkdtempSync(join(tmpdir(), 'guard-'));
  const git = (...args: string[]) => void execFileSync('git', ['-C', dir, ...args], { stdio: 'ignore' });
  const write = (path: string, text: string) => writeFileSync(join(dir, path), text);
  git('init', '--quiet');
  git('config', 'user.email', 'a@example.com');
  git('config', 'user.name', 'A');
  write('.gitignore', 'build/\n');
  write('site.md', 'a\n');
  write('old.md', 'b\n');
  git('add', '.');
  git('commit', '--quiet', '-m', 'start');
  setUp(write, git);
  return readStatus(
    execFileSync('git', ['-C', dir, 'status', '--porcelain=v1', '-z', '--untracked-files=all'], { encoding: 'utf8' }),
  );
}

describe('what the local editor finds uncommitted', () => {
  it('finds nothing in a clean tree, nor in an ignored folder', () => {
    expect(repoWith(() => {})).toBeUndefined();
    expect(repoWith((write, git) => (git('init', '--quiet', join(dir, 'x')), write('build.log', '')))).toBeDefined();
    expect(
      repoWith((write) => {
        execFileSync('mkdir', [join(dir, 'build')]);
        write('build/out.html', 'x');
      }),
    ).toBeUndefined();
  });

  it('names a changed file, a new one, a renamed one by its new path, and counts them', () => {
    expect(repoWith((write) => write('site.md', 'changed\n'))).toEqual({ file: 'site.md', untracked: false, count: 1 });
    expect(repoWith((write) => write('new picture.png', 'x'))).toEqual({
      file: 'new picture.png',
      untracked: true,
      count: 1,
    });
    expect(repoWith((_write, git) => git('mv', 'old.md', 'moved.md'))).toEqual({
      file: 'moved.md',
      untracked: false,
      count: 1,
    });
    expect(
      repoWith((write, git) => {
        git('mv', 'old.md', 'moved.md');
        write('site.md', 'changed\n');
        write('new.png', 'x');
      }),
    ).toMatchObject({ count: 3 });
  });
});

describe('the sentence a refused save shows', () => {
  const texts = localSaveTexts();
  it('names the file and says what to do, in the words of content/site.md', () => {
    expect(refusalSentence({ file: 'content/site.md', untracked: false, count: 1 }, texts)).toBe(
      'content/site.md 有还没提交的修改，请先提交或撤销，再回到这里保存。',
    );
    expect(refusalSentence({ file: 'content/images/a.png', untracked: true, count: 1 }, texts)).toBe(
      'content/images/a.png 是还没提交的新文件，请先提交或把它移出项目文件夹，再回到这里保存。',
    );
    expect(refusalSentence({ file: 'content/site.md', untracked: false, count: 3 }, texts)).toBe(
      'content/site.md 等 3 个文件有还没提交的修改，请先提交或撤销，再回到这里保存。',
    );
  });

  it('guards every action of decap-server that commits, and none that only reads', () => {
    expect([...COMMITTING_ACTIONS].sort()).toEqual(['deleteFile', 'deleteFiles', 'persistEntry', 'persistMedia']);
  });
});

describe('the guarded API', () => {
  it('answers after a request the page gave up on while it waited its turn (a navigation), instead of waiting on it for good', async () => {
    // decap-server, slow to answer the first request: the second waits in the queue meanwhile.
    const upstream = createServer((request, response) => {
      request.resume();
      request.on('end', () =>
        setTimeout(() => response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"repo":"x"}'), 300),
      );
    });
    await new Promise<void>((done) => upstream.listen(0, '127.0.0.1', done));
    const api = guardedApi(tmpdir(), (upstream.address() as AddressInfo).port, localSaveTexts());
    const server = createServer(api);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/admin/api/v1`;
    const info = (signal?: AbortSignal) =>
      fetch(url, {
        method: 'POST',
        body: JSON.stringify({ action: 'info' }),
        signal: signal ?? AbortSignal.timeout(5_000),
      });
    try {
      const first = info();
      const gaveUp = new AbortController();
      const second = info(gaveUp.signal).catch(() => undefined);
      await new Promise((done) => setTimeout(done, 100));
      gaveUp.abort();
      await second;
      expect(await (await first).json()).toEqual({ repo: 'x' });
      expect(await (await info()).json()).toEqual({ repo: 'x' });
    } finally {
      server.close();
      upstream.close();
    }
  });
});
