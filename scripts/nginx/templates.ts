/**
 * Filling deploy/'s nginx templates: their `{{NAME}}` placeholders, and the paths that go into
 * them, which nginx reads unquoted.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** deploy/: nginx.conf, locations.conf, the headers and the types the renderers start from. */
export const DEPLOY_DIR = fileURLToPath(new URL('../../deploy/', import.meta.url));

/** Paths go into nginx's syntax unquoted: refuse anything that could end a directive. */
export function safePath(path: string): string {
  const absolute = resolve(path);
  if (!/^[\w./@+~-]+$/.test(absolute)) throw new Error(`path not usable in nginx.conf: ${absolute}`);
  return absolute;
}

/** deploy/`name` with its `{{NAME}}` placeholders filled; one without a value is an error, never left in the file. */
export function render(name: string, values: Record<string, string>): string {
  return readFileSync(join(DEPLOY_DIR, name), 'utf8').replace(/\{\{(\w+)\}\}/g, (whole, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`deploy/${name}: unknown placeholder ${whole}`);
    return value;
  });
}
