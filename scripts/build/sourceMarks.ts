import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { claimSourceOf } from '../../src/content/marks/markContent';
import { sourceLines } from '../../src/content/marks/sourceLines';
import { withoutMarks } from '../../src/content/marks/sourceMark';
import { buildContent } from './vite/buildContent';
import { buildEditTarget, sourceMarksOn } from './vite/sourceMarksPlugin';

/**
 * Preview builds: each page gets its source marks as `data-source` attributes (pageMarks.ts), `*.data`
 * files only lose them. Production builds are left as they are: no file is read, jsdom is not loaded.
 */
export async function moveBuiltSourceMarks(clientDir: string, root = process.cwd()): Promise<void> {
  if (!sourceMarksOn('build')) return;
  const { moveSourceMarks } = await import('./pageMarks');
  // claims.md as this build read it (vite/buildContent.ts): nothing is read again.
  const parsed = buildContent(root).report.files.get('content/claims.md')?.parsed;
  if (!parsed) throw new Error('source marks: content/claims.md was not read by this build');
  const claims = sourceLines('content/claims.md', parsed);
  const claimIds = new Set(Object.keys((parsed.data as { claims?: object } | undefined)?.claims ?? {}));
  const claimSource = (id: string) => (claimIds.has(id) ? claimSourceOf(claims, id) : undefined);
  const target = buildEditTarget();
  for (const name of readdirSync(clientDir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.(html|data)$/.test(name)) continue;
    const file = join(clientDir, name);
    const text = readFileSync(file, 'utf8');
    const marked = name.endsWith('index.html') ? moveSourceMarks(text, claimSource, target) : withoutMarks(text);
    if (marked !== text) writeFileSync(file, marked);
  }
}
