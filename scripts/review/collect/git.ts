/** Git for the review report: which commit to compare with, and a throw-away worktree to build it in. */
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import type { Commit, Head } from '../types';

/** Runs git and returns its output; throws with git's own message when it fails. */
export function git(args: string[]): string {
  const result = spawnSync('git', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${(result.stderr || result.stdout || '').trim()}`);
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
  const dirty = git(['status', '--porcelain', '--untracked-files=normal']).trim() !== '';
  return { ...(sha ? describe('HEAD', sha) : { ref: 'HEAD', sha, subject: '' }), dirty };
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
