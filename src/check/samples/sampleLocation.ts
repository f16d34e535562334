import { parseFieldPath } from '../rules/unconfirmed';

/**
 * The `samples` list of site.md names fields of any content file; read by the release check and the
 * preview marks (sampleValues.ts, in Node) and by the editor's preview (src/editor/preview, in the browser).
 */

/** `samples` entries: `field.path` (in site.md) or `pages/file.mdx field.path`. */
export function sampleLocation(entry: string): { file: string; path: (string | number)[] } {
  const [first = '', second] = entry.trim().split(/\s+/);
  return { file: second ? first : 'site.md', path: parseFieldPath(second ?? first) };
}

export function valueAt(data: unknown, path: readonly (string | number)[]): unknown {
  return path.reduce<unknown>(
    (node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
    data,
  );
}
