import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { claimSourceOf, readSourceFile } from '../../src/content/marks/markContent';
import { moveSourceMarks, withEditTarget } from '../../src/preview/moveMarks';
import { withoutMarks } from '../../src/content/marks/sourceMark';
import { buildEditTarget, sourceMarksOn } from './vite/sourceMarksPlugin';

/**
 * Preview builds: every pre-rendered page gets its source marks as `data-source` attributes
 * (src/preview/moveMarks.ts); React Router's loader-data files (`*.data`), which no built page
 * fetches, only lose the marks; each page's `<html>` names where the 编辑 control opens files.
 * Production builds are left exactly as they are.
 */
export function moveBuiltSourceMarks(clientDir: string, root = process.cwd()): void {
  if (!sourceMarksOn('build')) return;
  const claims = readSourceFile('claims.md', root);
  const claimIds = new Set(Object.keys((claims.parsed.data as { claims?: object } | undefined)?.claims ?? {}));
  const claimSource = (id: string) => (claimIds.has(id) ? claimSourceOf(claims, id) : undefined);
  const target = buildEditTarget();
  for (const name of readdirSync(clientDir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.(html|data)$/.test(name)) continue;
    const file = join(clientDir, name);
    const text = readFileSync(file, 'utf8');
    const marked = name.endsWith('index.html')
      ? withEditTarget(moveSourceMarks(text, claimSource), target)
      : withoutMarks(text);
    if (marked !== text) writeFileSync(file, marked);
  }
}
