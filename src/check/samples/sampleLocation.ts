import { parseFieldPath } from '../rules/unconfirmed';

/** An entry of site.md's `samples`: `field.path` (in site.md) or `pages/file.mdx field.path` (Node and the editor). */
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
