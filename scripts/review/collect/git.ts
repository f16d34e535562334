/**
 * Git for the review report: which commit to compare with, reading content files as they
 * were at that commit, and a throw-away worktree to build it in.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';

import type { Commit, Head } from '../types';

/** Runs git and returns its output; throws with git's own message when it fails. */
export function git(args: string[], cwd?: string): string {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    throw new Error(`git ${args.join(' ')}: ${(result.stderr || result.stdout || '').trim()}`);
  }
  return result.stdout;
}

function tryGit(args: string[]): string | undefined {
  try {
    return git(args).trim();
  } catch {
    return undefined;
  }
}

function describe(ref: string, sha: string): Commit {
  return { ref, sha, subject: git(['log', '-1', '--format=%s', sha]).trim() };
}

/**
 * `--base <ref>` when given; otherwise where this branch left `main` (or `origin/main`
 * on a CI checkout that has no local `main`).
 */
export function resolveBase(ref: string | undefined): Commit {
  if (ref !== undefined) {
    const sha = tryGit(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
    if (!sha) throw new Error(`找不到比较基准 "${ref}" (no commit named "${ref}")`);
    return describe(ref, sha);
  }
  for (const candidate of ['main', 'origin/main']) {
    const sha = tryGit(['merge-base', 'HEAD', candidate]);
    if (sha) return describe(`merge-base HEAD ${candidate}`, sha);
  }
  throw new Error(
    '找不到 main 或 origin/main 分支，请用 --base <ref> 指定比较基准 (neither main nor origin/main exists; pass --base <ref>)',
  );
}

export function resolveHead(): Head {
  const sha = tryGit(['rev-parse', '--verify', '--quiet', 'HEAD']) ?? '';
  const subject = sha ? git(['log', '-1', '--format=%s', sha]).trim() : '';
  const dirty = git(['status', '--porcelain', '--untracked-files=normal']).trim() !== '';
  return { ref: 'HEAD', sha, subject, dirty };
}

/** Every file under `dir` at `sha`, with its blob hash (so images compare without reading them). */
export function listTree(sha: string, dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const line of git(['ls-tree', '-r', '-z', sha, '--', dir]).split('\0')) {
    const match = /^\d+ blob ([0-9a-f]+)\t(.+)$/s.exec(line);
    if (match?.[1] && match[2]) files.set(match[2], match[1]);
  }
  return files;
}

/** Blob hashes of files in the working tree, computed the way `listTree` reports them. */
export function hashFiles(paths: string[]): Map<string, string> {
  if (!paths.length) return new Map();
  const hashes = git(['hash-object', '--', ...paths])
    .trim()
    .split('\n');
  return new Map(paths.map((path, index) => [path, hashes[index] ?? '']));
}

export function readBlob(sha: string, path: string): string {
  return git(['show', `${sha}:${path}`]);
}

/** A detached checkout of `sha` at `dir`, replacing one a crashed run may have left. */
export function addWorktree(dir: string, sha: string): void {
  removeWorktree(dir);
  git(['worktree', 'add', '--detach', '--quiet', dir, sha]);
}

export function removeWorktree(dir: string): void {
  if (existsSync(dir)) tryGit(['worktree', 'remove', '--force', dir]);
  rmSync(dir, { recursive: true, force: true });
  tryGit(['worktree', 'prune']);
}
