/**
 * `npx tsx scripts/nginx/precompress.ts [--root build/client]`: writes `file.gz` next to every
 * text file of the build, for nginx's `gzip_static on` (deploy/nginx.conf). Compressing once at
 * level 9 instead of on every request serves the HTML about 8× faster (docs/performance.md).
 * Run it after every build: `npm run build` replaces build/ whole, so no stale `.gz` survives.
 */
import { readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { readCommandLine, runDirectly } from '../shared/commandLine';

/** The types deploy/nginx.conf gzips on the fly (gzip_types), and nothing below gzip_min_length. */
const COMPRESSIBLE = /\.(html|css|js|mjs|json|svg|xml|txt|data)$/;
const MIN_BYTES = 256;

/**
 * Writes the `.gz` files and returns how many it wrote. `minBytes: 0` compresses small files too: a
 * pull request's preview, where every `.gz` nginx may serve must be one written here
 * (scripts/deploy/preview.ts drops the uploaded ones first).
 */
export function precompress(root: string, { minBytes = MIN_BYTES } = {}): number {
  let count = 0;
  for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    const path = join(root, file);
    if (!COMPRESSIBLE.test(file) || file === '__spa-fallback.html' || !statSync(path).isFile()) continue;
    const source = readFileSync(path);
    if (source.length < minBytes) continue;
    writeFileSync(`${path}.gz`, gzipSync(source, { level: constants.Z_BEST_COMPRESSION }));
    // nginx derives Last-Modified and the ETag from the .gz file: keep them those of the source.
    const { atime, mtime } = statSync(path);
    utimesSync(`${path}.gz`, atime, mtime);
    count++;
  }
  return count;
}

if (runDirectly(import.meta.url)) {
  const usage = `用法 (usage): npx tsx scripts/nginx/precompress.ts [--root build/client]
  在 npm run build 之后运行：为文本文件生成 .gz，供 nginx gzip_static 使用。
  Run after the build: writes .gz files next to text files for nginx's gzip_static.`;
  const { root } = readCommandLine(usage, { root: { type: 'string', default: 'build/client' } }).values;
  console.log(`gzip: ${precompress(root)} 个文件 (files) → ${root}/**/*.gz`);
}
