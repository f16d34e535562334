import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Copies what a checkout of the working tree would hold: uncommitted edits and unignored new files, no node_modules. */
export function copyWorkingTree(from: string, to: string): void {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: from, encoding: 'utf8' })
    .split('\0')
    // Listed but deleted and not yet committed.
    .filter((path) => path && existsSync(join(from, path)));
  for (const path of files) {
    mkdirSync(dirname(join(to, path)), { recursive: true });
    cpSync(join(from, path), join(to, path));
  }
}
