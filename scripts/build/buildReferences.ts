/**
 * Which files of a built client folder a visitor's browser can ever request: every page (each
 * HTML entry point wherever it is, `/admin/index.html` included), the files the server names
 * itself (robots.txt, the sitemap, the favicon), and, transitively, every file whose name appears
 * in one of those: a stylesheet's images, a JS chunk's lazy chunks, a manifest's icons. Used by
 * scripts/build/pruneBuild.ts to drop the rest, and by tests/deploy/deadFiles.test.ts.
 *
 * Names are matched as they are written in the referring file (fingerprinted names are unique, so
 * a file name in a text file is a reference; a relative `./x-hash.js` import counts as well).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';

/**
 * React Router writes it for single-page apps; nginx answers 404 for it (deploy/locations.conf),
 * so it is no entry point.
 */
export const SPA_FALLBACK = '__spa-fallback.html';

/**
 * Served at fixed addresses at the top of the folder whatever the prefix, without any page naming
 * them (deploy/locations.conf; browsers ask for `/favicon.ico` on their own).
 */
const SERVER_FILES = new Set(['robots.txt', 'sitemap.xml', 'favicon.ico']);

/** Files whose text may name other files. */
const TEXT_FILE = /\.(html|css|js|mjs|json|webmanifest|xml|txt|svg)$/i;

/** Every file below `root`, as relative paths with `/`, sorted. */
export function filesUnder(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((file) => file.replaceAll('\\', '/'))
    .filter((file) => statSync(join(root, file)).isFile())
    .sort();
}

/** Where a visitor's requests start: the pages (404 page included) and the server's own files. */
export function isEntryPoint(file: string): boolean {
  const name = basename(file);
  if (name === SPA_FALLBACK) return false;
  return name.endsWith('.html') || SERVER_FILES.has(file);
}

/** The files of `root` reachable from its entry points, and those that are not. */
export function buildReferences(root: string): { referenced: string[]; unreferenced: string[] } {
  const files = filesUnder(root);
  const byName = new Map<string, string[]>();
  for (const file of files) byName.set(basename(file), [...(byName.get(basename(file)) ?? []), file]);
  // Candidate names: anything that looks like a file name (letters, digits, `._-`, an extension).
  const NAME = /[\w.-]+\.[A-Za-z0-9]+/g;

  const reached = new Set(files.filter(isEntryPoint));
  const queue = [...reached];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (!TEXT_FILE.test(file)) continue;
    for (const [name] of readFileSync(join(root, file), 'utf8').matchAll(NAME)) {
      for (const target of byName.get(name) ?? []) {
        if (reached.has(target)) continue;
        reached.add(target);
        queue.push(target);
      }
    }
  }
  return {
    referenced: files.filter((file) => reached.has(file)),
    unreferenced: files.filter((file) => !reached.has(file)),
  };
}
