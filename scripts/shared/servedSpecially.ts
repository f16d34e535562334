/**
 * Files of a pull request's preview that a server would treat as more than a file of the preview
 *: `preview.json` in any form (once the branch the preview's editor saved to) and
 * precompressed files, which nginx's gzip_static (or brotli_static) serves in place of the file
 * beside them to every browser. The preview deploy drops them; the artifact check refuses them.
 */
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const PREVIEW_JSON = /(^|\/)preview\.json[^/]*$/i;
const PRECOMPRESSED = /\.(gz|br|zst)$/i;

/** Whether `path` (relative, `/`-separated) is one of them. */
export const servedSpecially = (path: string) => PREVIEW_JSON.test(path) || PRECOMPRESSED.test(path);

/** Every such file below `root`, relative and sorted. */
export function specialFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && servedSpecially(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}
