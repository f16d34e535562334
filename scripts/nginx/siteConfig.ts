/**
 * site.conf, the server block rendered from deploy/nginx.conf, and the files it includes (headers,
 * policies, types, locations, the editor's sign-in): what production includes and what the tests and
 * benchmarks run inside a configuration of their own (startNginx.ts), so all serve the same rules.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { basePath as normalizeBase } from '../shared/basePath';
import { cspInclude, frameOrigin, sitePolicy } from './csp';
import { adminCspInclude } from './adminCsp';
import { writeSignIn, type SignInOptions } from './signIn';
import { DEPLOY_DIR, render, safePath } from './templates';

export interface SiteOptions {
  /** The built client folder (`build/client`). */
  root: string;
  /** Folder that receives site.conf and the files it includes. */
  confDir: string;
  /** Where those files will be on the server that includes site.conf; `confDir` by default. */
  includeDir?: string;
  /** `listen` parameters: `127.0.0.1:8080`, `80`, `443 ssl`… */
  listen: string;
  /** URL prefix the site was built for (`BASE_PATH`); `/` by default. */
  basePath?: string;
  serverName?: string;
  /** Adds `X-Robots-Tag: noindex` (pull-request previews must stay out of search engines). */
  noindex?: boolean;
  /** Adds Strict-Transport-Security: only for a server block that listens with TLS. */
  hsts?: boolean;
  /** Folder whose HTML the CSP hashes come from; `root` by default. */
  htmlDir?: string;
  /** The policy's script hashes instead of those of `htmlDir` (a deploy allows two releases'). */
  scriptHashes?: readonly string[];
  /** frame-src origins; the frame address of content/pages/document.mdx by default. */
  frames?: readonly string[];
  /** Production: the CSP generator refuses `http:` sources (csp.ts). */
  production?: boolean;
  /**
   * The production server: pull-request pages are not served on the site's origin, where the editor and its sign-in live; its
   * `/preview/…` addresses go to the preview origin (`https://preview.example.com`), or without one answer 404.
   */
  previews?: { origin?: string };
  /** Folder of the operator's `server-*.conf` additions (TLS lines); `includeDir` by default. */
  serverDir?: string;
  /** The editor's build served at `<base>admin/`; `admin` beside `root` by default (a release's layout). */
  adminRoot?: string;
  /** The editor's sign-in: where the secret is, and GitHub (a stand-in in tests). */
  signIn?: SignInOptions;
  /**
   * The site's public origin (`https://www.example.com`, DEPLOY_PUBLIC_URL): the sign-in's callback
   * address and the editor's script source. By default the origin `listen` and `serverName` make.
   */
  origin?: string;
  /** The name of the sign-in's per-address rate limit zone: unique among the server blocks of one nginx. */
  limitZone?: string;
}

/** The origin a server block answers at, from its `listen` (`443 ssl`, `127.0.0.1:8080`) and `server_name`. */
export function listenOrigin(listen: string, serverName = 'localhost'): string {
  const [address = ''] = listen.trim().split(/\s+/);
  const tls = /\bssl\b/.test(listen);
  const match = /^(?:(.+):)?(\d+)$/.exec(address);
  const host = match?.[1] ?? serverName.split(/\s+/)[0] ?? 'localhost';
  const port = Number(match?.[2] ?? (tls ? 443 : 80));
  return `${tls ? 'https' : 'http'}://${host}${port === (tls ? 443 : 80) ? '' : `:${port}`}`;
}

/**
 * The editor's build beside the site's: `build/admin` for `build/client`, and on the server
 * `releases/<id>/admin` for `releases/<id>/client` (scripts/deploy/layout.ts).
 */
export const adminBeside = (root: string) => join(dirname(resolve(root)), 'admin');

const NOINDEX = 'add_header X-Robots-Tag "noindex" always;';

/** deploy/`name` rendered into `outDir`, saying so. */
const writeTemplate = (outDir: string, name: string, values: Record<string, string>) =>
  writeFileSync(
    join(outDir, name),
    `# Generated from deploy/${name} by scripts/nginx/siteConfig.ts; edit the template.\n${render(name, values)}`,
  );

/** Writes the files a server block includes into `outDir`, to be found at `confDir`. */
function writeIncludes(options: SiteOptions, outDir: string, confDir: string, root: string, base: string): void {
  mkdirSync(outDir, { recursive: true });
  const policy = sitePolicy(options.frames ?? [frameOrigin()], {
    production: options.production,
    extraScripts: options.scriptHashes,
  });
  writeFileSync(join(outDir, 'csp.conf'), cspInclude(policy));
  copyFileSync(join(DEPLOY_DIR, 'mime.types'), join(outDir, 'mime.types'));
  const hsts = options.hsts ? 'add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;' : '';
  const security = readFileSync(join(DEPLOY_DIR, 'security-headers.conf'), 'utf8').trimEnd();
  /** A headers file: the security headers, `lines`, and HSTS when the server block has TLS. */
  const headers = (...lines: string[]) => `${[security, ...lines, hsts].filter(Boolean).join('\n')}\n`;
  writeFileSync(join(outDir, 'headers.conf'), headers(`include ${confDir}/csp.conf;`, options.noindex ? NOINDEX : ''));
  // The editor's own policy, and noindex everywhere: production's /admin/ is no page for search engines.
  const origin = siteOrigin(options);
  writeFileSync(
    join(outDir, 'admin-csp.conf'),
    `# Generated from deploy/admin-csp.conf by scripts/nginx/siteConfig.ts; edit the template.\n${adminCspInclude(origin, base)}`,
  );
  writeFileSync(join(outDir, 'admin-headers.conf'), headers(`include ${confDir}/admin-csp.conf;`, NOINDEX));
  // The sign-in pop-up sets its own policy (deploy/sign-in.js): the editor's would block its one script.
  writeSignIn({ ...options.signIn, origin }, { outDir, confDir, base, headers: headers(NOINDEX) });
  writeTemplate(outDir, 'locations.conf', {
    ROOT: root,
    ADMIN_ROOT: safePath(options.adminRoot ?? adminBeside(options.root)),
    BASE: base,
    CONF_DIR: confDir,
    SIGN_IN_ZONE: limitZone(options),
  });
}

const siteOrigin = (options: SiteOptions) =>
  (options.origin ?? listenOrigin(options.listen, options.serverName)).replace(/\/+$/, '');
const limitZone = (options: SiteOptions) => options.limitZone ?? 'sign_in';

/**
 * The sign-in's per-address rate (deploy/locations.conf), at the http level before the server block:
 * 30 a minute with bursts of 20 lets an office of editors sign in together and refuses a flood.
 */
const limitZoneLine = (options: SiteOptions) =>
  `limit_req_zone $binary_remote_addr zone=${limitZone(options)}:1m rate=30r/m;`;

/** The production server's `/preview/` location: old links go to the preview origin, or 404 without one. */
function previewsElsewhere(previews: { origin?: string }, confDir: string): string {
  if (previews.origin !== undefined && !/^https?:\/\/[\w.-]+(:\d+)?$/.test(previews.origin))
    throw new Error(`preview origin not usable in nginx.conf: ${previews.origin}`);
  const answer = previews.origin ? `return 301 ${previews.origin}$request_uri;` : 'return 404;';
  return `    # Pull-request pages live on the preview origin (deploy/preview-server.conf), never on this one.
    location ^~ /preview/ {
        include ${confDir}/headers.conf;
        ${answer}
    }`;
}

function outsideBase(base: string, confDir: string): string {
  if (base === '/') return '';
  return `    # Served under ${base} only: the bare prefix gets its slash, everything else is the 404 page.
    location = ${base.slice(0, -1)} {
        include ${confDir}/headers.conf;
        return 301 ${base}$is_args$args;
    }
    location / {
        return 404;
    }`;
}

/** Writes site.conf (the server block) and the files it includes into `confDir`; returns site.conf's path. */
export function writeSiteConfig(options: SiteOptions): string {
  if (!/^[\w.:[\] ]+$/.test(options.listen)) throw new Error(`listen not usable in nginx.conf: ${options.listen}`);
  const outDir = safePath(options.confDir);
  const confDir = safePath(options.includeDir ?? outDir);
  const root = safePath(options.root);
  const base = normalizeBase({ BASE_PATH: options.basePath ?? '/' });
  if (!/^[\w./~-]+$/.test(base)) throw new Error(`base path not usable in nginx.conf: ${base}`);
  writeIncludes(options, outDir, confDir, root, base);
  if (options.previews && base !== '/') throw new Error('the production server is a site at /, not under a prefix');
  const site = render('nginx.conf', {
    ROOT: root,
    BASE: base,
    LISTEN: options.listen,
    SERVER_NAME: options.serverName ?? 'localhost',
    CONF_DIR: confDir,
    OUTSIDE_BASE: outsideBase(base, confDir),
    BEFORE_SERVER: limitZoneLine(options),
    PREVIEWS: options.previews ? previewsElsewhere(options.previews, confDir) : '',
    SERVER_DIR: safePath(options.serverDir ?? confDir),
  });
  const siteFile = join(outDir, 'site.conf');
  writeFileSync(
    siteFile,
    `# Generated from deploy/nginx.conf by scripts/nginx/nginxConfig.ts; edit the template.\n${site}`,
  );
  return siteFile;
}
