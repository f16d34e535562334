/** `npx tsx scripts/nginx/cspHashes.ts`: the nginx include with the built pages' Content-Security-Policy (csp.ts). */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { contentSecurityPolicy, cspInclude, frameOrigin, hashesIn, scriptHashes } from './csp';
import { flag, helpIfAsked, option } from '../shared/args';

helpIfAsked(`用法 (usage): npx tsx scripts/nginx/cspHashes.ts [--root build/client] [--out build/nginx/csp.conf]
       [--keep <上一版的 csp.conf 或策略文本 (previous release's csp.conf or policy)>] [--print]
  在 npm run build 之后运行：为每个页面的内联脚本计算 sha256，写成 nginx 的 CSP 响应头文件。
  Run after the build: writes the nginx include with the Content-Security-Policy header.
  --keep: also allow the previous release's scripts, for hosts (CDN) where new HTML and the new
          header cannot switch at the same instant. --print: also print the bare policy value.`);

try {
  const root = option('--root') ?? 'build/client';
  const out = option('--out') ?? 'build/nginx/csp.conf';
  const keepFile = option('--keep');
  const keep = keepFile ? hashesIn(readFileSync(keepFile, 'utf8')) : [];
  const policy = contentSecurityPolicy(root, frameOrigin(), keep);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, cspInclude(policy));
  console.log(`CSP: ${scriptHashes(root).length} 个脚本哈希 (script hashes), ${keep.length} kept → ${out}`);
  if (flag('--print')) console.log(policy);
} catch (error) {
  console.error(`CSP 生成失败 (failed): ${(error as Error).message}`);
  process.exit(1);
}
