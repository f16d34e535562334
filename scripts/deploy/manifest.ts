/**
 * What a deploy stores beside each release on the server (release.json), so that a later deploy
 * or a rollback can build the policy and health-check a release without its build folder.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { htmlFiles, scriptHashes } from '../nginx/csp';

const manifestSchema = z.object({
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
  /**
   * The browser editor shipped beside the site (admin/, served at `<base>admin/`): the sha256 of
   * its page and its entry script relative to it. Absent in releases made before it shipped.
   */
  admin: z.object({ sha256: z.string(), script: z.string().regex(/^assets\/[\w.-]+\.js$/) }).optional(),
});

export type Manifest = z.infer<typeof manifestSchema>;

export const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hashFile = (file: string) => sha256(readFileSync(file));

/** The page a check waits for: the release's home page. */
export const homePage = (release: Manifest) =>
  release.pages.find((entry) => entry.path === release.base) ?? release.pages[0];

/** The editor's page and the module script it loads (Vite writes `./assets/index-<hash>.js`). */
function adminOf(adminDir: string): NonNullable<Manifest['admin']> {
  const page = join(adminDir, 'index.html');
  const html = existsSync(page) ? readFileSync(page, 'utf8') : '';
  const script = /<script type="module"[^>]*\ssrc="\.\/(assets\/[\w.-]+\.js)"/.exec(html)?.[1];
  if (!script) {
    throw new Error(
      `${page}: 没有浏览器编辑器，请先运行 npm run build:admin (no editor page with its script: run npm run build:admin)`,
    );
  }
  return { sha256: hashFile(page), script };
}

/** The manifest of a built client folder (`build/client`) and, when given, the editor beside it. */
export function manifestOf(
  clientDir: string,
  id: string,
  base: string,
  frames: readonly string[],
  adminDir?: string,
): Manifest {
  const notFoundFile = join(clientDir, base, '404', 'index.html');
  const pages = htmlFiles(clientDir)
    // Pages under the prefix only (a prefix build's top level holds nothing else that is HTML).
    .filter((file) => `/${file}`.startsWith(base))
    .filter((file) => !file.split('/').includes('404') && !file.split('/').includes('_review'))
    .map((file) => ({ path: `/${file.replace(/index\.html$/, '')}`, sha256: hashFile(join(clientDir, file)) }));
  return {
    id,
    base,
    hashes: scriptHashes(clientDir),
    frames: [...frames],
    pages,
    notFound: existsSync(notFoundFile) ? hashFile(notFoundFile) : '',
    assets: existsSync(join(clientDir, 'assets')) ? readdirSync(join(clientDir, 'assets')).sort() : [],
    ...(adminDir ? { admin: adminOf(adminDir) } : {}),
  };
}

/** frame-src origins of a build: the origins of the iframes its pages embed. */
export function framesIn(clientDir: string): string[] {
  const frames = new Set<string>();
  for (const file of readdirSync(clientDir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html')) continue;
    for (const match of readFileSync(join(clientDir, file), 'utf8').matchAll(/<iframe\b[^>]*\ssrc="([^"]+)"/gi)) {
      frames.add(new URL(match[1]?.replace(/&amp;/g, '&') ?? '').origin);
    }
  }
  return frames.size ? [...frames].sort() : ["'none'"];
}

export function parseManifest(text: string, where: string): Manifest {
  try {
    return manifestSchema.parse(JSON.parse(text));
  } catch (error) {
    throw new Error(`${where}: 不是有效的 release.json (not a valid release manifest): ${(error as Error).message}`);
  }
}
