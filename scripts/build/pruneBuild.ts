/**
 * Removes the built files no browser can request (buildReferences.ts): React Router's `.data` files and
 * route modules, for a client-side navigation the site does not do (src/site/islands), and its SPA fallback.
 */
import { readdirSync, readFileSync, rmdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { buildReferences, filesUnder } from './buildReferences';
import { readCommandLine, runDirectly } from '../shared/commandLine';

export type PruneResult = ReturnType<typeof pruneBuild>;

/** Beside the client folder: what the last prune removed, for the bench's size table (scripts/bench/buildBench.ts). */
const PRUNE_RECORD = 'prune.json';

export function total(root: string): { files: number; bytes: number } {
  const files = filesUnder(root);
  return { files: files.length, bytes: files.reduce((sum, file) => sum + statSync(join(root, file)).size, 0) };
}

/** Folders left empty by the removal, deepest first. */
function removeEmptyFolders(root: string, folder = root): void {
  for (const entry of readdirSync(folder, { withFileTypes: true }))
    if (entry.isDirectory()) removeEmptyFolders(root, join(folder, entry.name));
  if (folder !== root && readdirSync(folder).length === 0) rmdirSync(folder);
}

export function pruneBuild(clientDir: string, log: (line: string) => void = console.log) {
  const before = total(clientDir);
  const { unreferenced } = buildReferences(clientDir);
  for (const file of unreferenced) rmSync(join(clientDir, file));
  removeEmptyFolders(clientDir);
  const after = total(clientDir);
  const result = { removed: unreferenced, before, after };
  writeFileSync(join(dirname(clientDir), PRUNE_RECORD), `${JSON.stringify(result, null, 2)}\n`);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  log(
    `未被引用的文件已删除 (unreferenced files removed): ${unreferenced.length}; ` +
      `${before.files} → ${after.files} files, ${kb(before.bytes)} → ${kb(after.bytes)}`,
  );
  return result;
}

export function readPruneRecord(clientDir: string): PruneResult | undefined {
  try {
    return JSON.parse(readFileSync(join(dirname(clientDir), PRUNE_RECORD), 'utf8')) as PruneResult;
  } catch {
    return undefined;
  }
}

if (runDirectly(import.meta.url)) {
  const { positionals } = readCommandLine(
    '用法 (usage): npx tsx scripts/build/pruneBuild.ts [build/client]   删除页面不会请求的文件 (remove files no page requests)',
    {},
    { positionals: true },
  );
  pruneBuild(positionals[0] ?? 'build/client');
}
