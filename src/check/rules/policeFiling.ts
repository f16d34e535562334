import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteContent } from '../../content/schemas/site';
import { lineOfPath, parseFile } from '../../content/frontmatter/parseFile';
import type { Problem } from '../problem';

/** `京公网安备11010502000000号`: a province, the fixed words and the 14-digit record number. */
const POLICE_NUMBER = /^\p{Script=Han}公网安备\s?\d{14}号$/u;

/**
 * A mainland site must show its public-security filing number (公安备案号) beside the ICP
 * number (issue 15). The content check lets a preview build without it; the release check does not.
 */
export function policeFilingProblems(root: string): Problem[] {
  const parsed = parseFile(readFileSync(join(root, 'content', 'site.md'), 'utf8'));
  const police = (parsed.data as Partial<SiteContent> | undefined)?.police;
  const number = police?.number?.trim() ?? '';
  const problem = (field: string, message: string): Problem => ({
    file: 'content/site.md',
    // Without the block, point at the ICP number: the filing number goes right after it.
    line: police ? lineOfPath(parsed, field.split('.')) : lineOfPath(parsed, ['icp']),
    field,
    message,
    severity: 'error',
  });
  if (!number)
    return [
      problem(
        'police.number',
        '缺少公安备案号：在 site.md 的 police 下填写 number（如“京公网安备11010502000000号”）和查询地址 url (public-security filing number missing)',
      ),
    ];
  if (!POLICE_NUMBER.test(number))
    return [
      problem(
        'police.number',
        `公安备案号“${number}”格式不对，应为“省份简称 + 公网安备 + 14 位数字 + 号”，如“京公网安备11010502000000号” (malformed public-security filing number)`,
      ),
    ];
  return [];
}
