import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const TEXT = /\.(html|data|js|css|xml|txt)$/;

/** Replaces text in every text file of a client folder, as a build of changed content would. */
export function replaceInFiles(dir: string, pairs: readonly (readonly [string, string])[]): void {
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!TEXT.test(file)) continue;
    const path = join(dir, file);
    const text = readFileSync(path, 'utf8');
    const changed = pairs.reduce((out, [from, to]) => out.split(from).join(to), text);
    if (changed !== text) writeFileSync(path, changed);
  }
}
