import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteContent } from '../schemas/site';
import { checkContent } from './checkContent';
import { lineOfPath, parseFile } from './parseFile';
import type { Problem } from './problem';

/** `site.md` `samples` entries: `field.path` (in site.md) or `pages/file.mdx field.path`. */
function sampleLocation(entry: string): { file: string; path: (string | number)[] } {
  const [first = '', second] = entry.trim().split(/\s+/);
  const field = second ?? first;
  const path = field
    .split(/[.[\]]/)
    .filter(Boolean)
    .map((key) => (/^\d+$/.test(key) ? Number(key) : key));
  return { file: second ? first : 'site.md', path };
}

/**
 * What must not reach production (issue: release check): every field still listed as a sample
 * value in `site.md` and every claim whose deadline has passed, each located in its file.
 */
export function releaseProblems(root: string, today = new Date()): Problem[] {
  const site = parseFile(readFileSync(join(root, 'content', 'site.md'), 'utf8'));
  const samples = (site.data as Partial<SiteContent> | undefined)?.samples ?? [];
  const sampleProblems = samples.map((entry): Problem => {
    const { file, path } = sampleLocation(entry);
    const parsed = parseFile(readFileSync(join(root, 'content', file), 'utf8'));
    return {
      file: `content/${file}`,
      line: lineOfPath(parsed, path),
      field: path.join('.'),
      message: '仍是示例值，上线前请换成真实信息并从 site.md 的 samples 中删除 (sample value)',
      severity: 'error',
    };
  });
  const stale = checkContent({ root, today })
    .problems.filter((problem) => problem.severity === 'warning')
    .map((problem): Problem => ({ ...problem, severity: 'error' }));
  return [...sampleProblems, ...stale];
}
