import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface EditorRepo {
  dir: string;
  git: (...args: string[]) => string;
  /** Back to the content as cloned: main at its first commit, no other branch, nothing uncommitted. */
  reset: () => void;
  remove: () => void;
}

/**
 * A throwaway git copy of the repository's committed content, on a branch named `main`. Cloned once for a
 * worker (a clone takes seconds on a busy machine) and reset by git before each file: what one file saved,
 * committed or left in the tree is gone for the next.
 */
export function tempRepo(): EditorRepo {
  const dir = mkdtempSync(join(tmpdir(), 'cms-e2e-'));
  const git = (...args: string[]) => execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8' });
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', process.cwd(), dir]);
  git('checkout', '--quiet', '-B', 'main');
  git('config', 'user.email', 'editor@example.com');
  git('config', 'user.name', 'Editor');
  // git may start `gc --auto` in the background after a save; it then still writes into .git
  // when the test removes the copy (seen once as ENOTEMPTY on a busy machine).
  git('config', 'gc.auto', '0');
  git('config', 'maintenance.auto', 'false');
  const start = git('rev-parse', 'HEAD').trim();
  const reset = () => {
    // A rebase of decap-server's stopped half-way would keep the tree off every branch.
    if (existsSync(join(dir, '.git', 'rebase-merge')) || existsSync(join(dir, '.git', 'rebase-apply')))
      git('rebase', '--abort');
    git('checkout', '--quiet', '--force', 'main');
    git('reset', '--quiet', '--hard', start);
    git('clean', '--quiet', '--force', '-d', '-x');
    // Deleting a branch drops its section of the config too: the editorial status Decap kept there.
    const others = git('for-each-ref', '--format=%(refname:short)', 'refs/heads/')
      .split('\n')
      .filter((branch) => branch && branch !== 'main');
    if (others.length) git('branch', '--quiet', '-D', ...others);
  };
  return {
    dir,
    git,
    reset,
    remove: () => rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 }),
  };
}

/** The changed lines of a unified diff, without its headers: `-old` and `+new`. */
export function changedLines(diff: string): string[] {
  return diff.split('\n').filter((line) => /^[-+]/.test(line) && !/^(---|\+\+\+) /.test(line));
}
