import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DocumentContent } from '../../content/schemas/document';
import { lineOfPath, parseFile } from '../../content/frontmatter/parseFile';
import type { Problem } from '../problem';

const FILE = 'content/pages/document.mdx';

/**
 * Release rule: the developer-platform frame needs an `https:` address in production. Browsers
 * block an http frame inside the https site, and the production CSP refuses `http:` sources
 * (scripts/nginx/csp.ts). Dev and preview builds may keep a local `http:` stand-in.
 */
export function frameAddressProblems(root: string): Problem[] {
  const parsed = parseFile(readFileSync(join(root, FILE), 'utf8'));
  const url = (parsed.data as DocumentContent | undefined)?.frame?.url;
  // A missing or malformed address is the content check's to report.
  if (!url || !URL.canParse(url) || new URL(url).protocol === 'https:') return [];
  return [
    {
      file: FILE,
      line: lineOfPath(parsed, ['frame', 'url']),
      field: 'frame.url',
      message:
        '正式站的开发者文档地址必须以 https:// 开头：HTTPS 页面里的 http 地址会被浏览器拦截 ' +
        '(production needs an https:// frame address)',
      severity: 'error',
    },
  ];
}
