/**
 * Which files of a built client folder a browser can ever request: the HTML pages, the files the server
 * names itself, and, transitively, every file whose name appears in one of those (fingerprinted names
 * are unique, so a file name written in a text file is a reference).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';

/** Served at fixed addresses, named by no page (deploy/locations.conf; browsers ask for `/favicon.ico`). */
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

export function buildReferences(root: string): { referenced: string[]; unreferenced: string[] } {
  const files = filesUnder(root);
  const byName = new Map<string, string[]>();
  for (const file of files) byName.set(basename(file), [...(byName.get(basename(file)) ?? []), file]);
  const isEntry = (file: string) => file.endsWith('.html') || SERVER_FILES.has(file);
  // React Router's SPA fallback is no entry point: nginx answers 404 for it (deploy/locations.conf).
  const reached = new Set(files.filter((file) => isEntry(file) && basename(file) !== '__spa-fallback.html'));
  const queue = [...reached];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (!TEXT_FILE.test(file)) continue;
    // Anything that looks like a file name: letters, digits, `._-`, an extension.
    for (const [name] of readFileSync(join(root, file), 'utf8').matchAll(/[\w.-]+\.[A-Za-z0-9]+/g)) {
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
