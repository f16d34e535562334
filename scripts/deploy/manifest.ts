/**
 * What a deploy stores beside each release on the server (release.json), so that a later deploy
 * or a rollback can build the policy and health-check a release without its build folder.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { htmlFiles, scriptHashes } from './csp';

export const manifestSchema = z.object({
  id: z.string().regex(/^[\w.-]+$/),
  /** URL prefix the build was made for: `/` or `/preview/pr-12/`. */
  base: z.string(),
  /** CSP hash sources of every inline script of every page. */
  hashes: z.array(z.string()),
  /** frame-src origins of this build's content. */
  frames: z.array(z.string()),
  /** URL path of every page with the sha256 of its HTML, and the 404 page's. */
  pages: z.array(z.object({ path: z.string(), sha256: z.string() })),
  notFound: z.string(),
  /** This build's own file names under assets/ (carried into the next releases). */
  assets: z.array(z.string()),
});

export type Manifest = z.infer<typeof manifestSchema>;

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** The manifest of a built client folder (`build/client`). */
export function manifestOf(clientDir: string, id: string, base: string, frames: readonly string[]): Manifest {
  const notFoundFile = join(clientDir, base, '404', 'index.html');
  const pages = htmlFiles(clientDir)
    // Pages under the prefix only (a prefix build's top level holds nothing else that is HTML).
    .filter((file) => `/${file}`.startsWith(base))
    .filter((file) => !file.split('/').includes('404') && !file.split('/').includes('_review'))
    .map((file) => ({ path: `/${file.replace(/index\.html$/, '')}`, sha256: sha256(join(clientDir, file)) }));
  return {
    id,
    base,
    hashes: scriptHashes(clientDir),
    frames: [...frames],
    pages,
    notFound: existsSync(notFoundFile) ? sha256(notFoundFile) : '',
    assets: existsSync(join(clientDir, 'assets')) ? readdirSync(join(clientDir, 'assets')).sort() : [],
  };
}

export function parseManifest(text: string, where: string): Manifest {
  try {
    return manifestSchema.parse(JSON.parse(text));
  } catch (error) {
    throw new Error(`${where}: 不是有效的 release.json (not a valid release manifest): ${(error as Error).message}`);
  }
}
