/**
 * The files a server block includes: headers.conf and csp.conf (the security headers and the
 * policy of the built HTML), mime.types, locations.conf rendered from deploy/locations.conf, and
 * the editor's admin-headers.conf and admin-csp.conf, and its sign-in (signIn.ts).
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { basePath as normalizeBase } from '../shared/basePath';
import { contentSecurityPolicy, cspInclude, frameOrigin } from './csp';
import { writeSignIn } from './signIn';
import type { IncludeOptions } from './siteOptions';
import { DEPLOY_DIR, render, safePath } from './templates';

function policyOf(options: IncludeOptions): string {
  const root = options.htmlDir ?? options.root;
  return contentSecurityPolicy(root, options.frames ?? [frameOrigin()], [], {
    hashes: options.scriptHashes,
    production: options.production,
  });
}

/**
 * The editor's build beside the site's: `build/admin` for `build/client`, and on the server
 * `releases/<id>/admin` for `releases/<id>/client` (scripts/deploy/layout.ts).
 */
export const adminBeside = (root: string) => join(dirname(resolve(root)), 'admin');

/**
 * Writes headers.conf, csp.conf, mime.types, locations.conf and the editor's admin-headers.conf
 * and admin-csp.conf into `confDir`; returns the values used.
 */
export function writeIncludes(options: IncludeOptions): {
  outDir: string;
  confDir: string;
  root: string;
  base: string;
  hsts: string;
} {
  const outDir = safePath(options.confDir);
  const confDir = safePath(options.includeDir ?? outDir);
  const root = safePath(options.root);
  const base = normalizeBase({ BASE_PATH: options.basePath ?? '/' });
  if (!/^[\w./~-]+$/.test(base)) throw new Error(`base path not usable in nginx.conf: ${base}`);
  mkdirSync(outDir, { recursive: true });

  writeFileSync(join(outDir, 'csp.conf'), cspInclude(policyOf(options)));
  copyFileSync(join(DEPLOY_DIR, 'mime.types'), join(outDir, 'mime.types'));
  const noindex = 'add_header X-Robots-Tag "noindex" always;';
  const hsts = options.hsts ? 'add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;' : '';
  const security = readFileSync(join(DEPLOY_DIR, 'security-headers.conf'), 'utf8').trimEnd();
  const headers = (...lines: string[]) => [security, ...lines.filter(Boolean), ''].join('\n');
  writeFileSync(
    join(outDir, 'headers.conf'),
    headers(`include ${confDir}/csp.conf;`, options.noindex ? noindex : '', hsts),
  );
  // The editor's own policy, and noindex everywhere: production's /admin/ is no page for search engines.
  copyFileSync(join(DEPLOY_DIR, 'admin-csp.conf'), join(outDir, 'admin-csp.conf'));
  writeFileSync(join(outDir, 'admin-headers.conf'), headers(`include ${confDir}/admin-csp.conf;`, noindex, hsts));
  // The sign-in pop-up sets its own policy (deploy/sign-in.js): the editor's would block its one script.
  writeSignIn(options.signIn ?? {}, { outDir, confDir, base, headers: headers(noindex, hsts) });
  const locations = render(readFileSync(join(DEPLOY_DIR, 'locations.conf'), 'utf8'), {
    ROOT: root,
    ADMIN_ROOT: safePath(options.adminRoot ?? adminBeside(options.root)),
    BASE: base,
    CONF_DIR: confDir,
  });
  writeFileSync(
    join(outDir, 'locations.conf'),
    `# Generated from deploy/locations.conf by scripts/nginx/siteIncludes.ts; edit the template.\n${locations}`,
  );
  return { outDir, confDir, root, base, hsts };
}
