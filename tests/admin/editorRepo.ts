import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A throwaway git copy of the repository's committed content, on a branch named `main`. */
export function tempRepo(): { dir: string; git: (...args: string[]) => string; remove: () => void } {
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
  return { dir, git, remove: () => rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 }) };
}

/** The changed lines of a unified diff, without its headers: `-old` and `+new`. */
export function changedLines(diff: string): string[] {
  return diff.split('\n').filter((line) => /^[-+]/.test(line) && !/^(---|\+\+\+) /.test(line));
}
