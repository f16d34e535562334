/**
 * site.conf, the server block rendered from deploy/nginx.conf, and the files it includes (headers,
 * policies, types, locations, the editor's sign-in): what production includes and what the tests and
 * benchmarks run inside a configuration of their own (startNginx.ts), so all serve the same rules.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { basePath as normalizeBase } from '../shared/basePath';
import { contentSecurityPolicy, cspInclude, frameOrigin, previewPolicy } from './csp';
import { writeSignIn, type SignInOptions } from './signIn';
import { DEPLOY_DIR, render, safePath } from './templates';

/**
 * Pull-request previews as the production server serves them (deploy/preview-locations.conf):
 * rendered once per production deploy, the same for every preview, so a preview deploy needs no
 * nginx change and the preview key no access beyond its folder (DESIGN §11).
 */
export interface PreviewServing {
  /** The deploy path: previews are `<root>/preview/pr-<N>/`, as their URLs are `/preview/pr-<N>/`. */
  root: string;
  /** The live release's editor folder (`<deploy path>/current/admin`), which previews use too. */
  adminRoot: string;
  /** The live site's 404 page (`/404/index.html`), for a preview that is gone. */
  notFound: string;
}

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
  /** Serve pull-request previews under /preview/ (the production server of a deploy). */
  previews?: PreviewServing;
  /** Folder of the operator's `server-*.conf` additions (TLS lines); `includeDir` by default. */
  serverDir?: string;
  /** The editor's build served at `<base>admin/`; `admin` beside `root` by default (a release's layout). */
  adminRoot?: string;
  /** The editor's sign-in: where the secret is, and GitHub (a stand-in in tests). */
  signIn?: SignInOptions;
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
function writeIncludes(options: SiteOptions, outDir: string, confDir: string, root: string, base: string) {
  mkdirSync(outDir, { recursive: true });
  const policy = contentSecurityPolicy(options.htmlDir ?? options.root, options.frames ?? [frameOrigin()], [], {
    hashes: options.scriptHashes,
    production: options.production,
  });
  writeFileSync(join(outDir, 'csp.conf'), cspInclude(policy));
  copyFileSync(join(DEPLOY_DIR, 'mime.types'), join(outDir, 'mime.types'));
  const hsts = options.hsts ? 'add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;' : '';
  const security = readFileSync(join(DEPLOY_DIR, 'security-headers.conf'), 'utf8').trimEnd();
  /** A headers file: the security headers, `lines`, and HSTS when the server block has TLS. */
  const headers = (...lines: string[]) => `${[security, ...lines, hsts].filter(Boolean).join('\n')}\n`;
  writeFileSync(join(outDir, 'headers.conf'), headers(`include ${confDir}/csp.conf;`, options.noindex ? NOINDEX : ''));
  // The editor's own policy, and noindex everywhere: production's /admin/ is no page for search engines.
  copyFileSync(join(DEPLOY_DIR, 'admin-csp.conf'), join(outDir, 'admin-csp.conf'));
  writeFileSync(join(outDir, 'admin-headers.conf'), headers(`include ${confDir}/admin-csp.conf;`, NOINDEX));
  // The sign-in pop-up sets its own policy (deploy/sign-in.js): the editor's would block its one script.
  writeSignIn(options.signIn ?? {}, { outDir, confDir, base, headers: headers(NOINDEX) });
  writeTemplate(outDir, 'locations.conf', {
    ROOT: root,
    ADMIN_ROOT: safePath(options.adminRoot ?? adminBeside(options.root)),
    BASE: base,
    CONF_DIR: confDir,
  });
  return headers;
}

/** Writes preview-headers.conf and preview-locations.conf; returns what goes before and in the server block. */
function writePreviewServing(serving: PreviewServing, outDir: string, confDir: string, headers: string) {
  writeFileSync(join(outDir, 'preview-headers.conf'), headers);
  writeTemplate(outDir, 'preview-locations.conf', {
    PREVIEW_ROOT: safePath(serving.root),
    ADMIN_ROOT: safePath(serving.adminRoot),
    NOT_FOUND: serving.notFound,
    CONF_DIR: confDir,
  });
  return {
    // Which preview a URL belongs to, for its 404 page; "none" leads to the live site's.
    beforeServer: [
      'map $uri $preview_name {',
      '    "~^/preview/(?<name>pr-[1-9][0-9]{0,5})/" $name;',
      '    default none;',
      '}',
    ].join('\n'),
    inServer: `    # Pull-request previews (npm run deploy -- --preview N): files only, sandboxed.\n    include ${confDir}/preview-locations.conf;`,
  };
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
  const headers = writeIncludes(options, outDir, confDir, root, base);
  if (options.previews && base !== '/') throw new Error('previews are served by a site at /, not under a prefix');
  const previews = options.previews
    ? writePreviewServing(options.previews, outDir, confDir, headers(cspInclude(previewPolicy()).trimEnd(), NOINDEX))
    : { beforeServer: '', inServer: '' };
  const site = render('nginx.conf', {
    ROOT: root,
    BASE: base,
    LISTEN: options.listen,
    SERVER_NAME: options.serverName ?? 'localhost',
    CONF_DIR: confDir,
    OUTSIDE_BASE: outsideBase(base, confDir),
    BEFORE_SERVER: previews.beforeServer,
    PREVIEWS: previews.inServer,
    SERVER_DIR: safePath(options.serverDir ?? confDir),
  });
  const siteFile = join(outDir, 'site.conf');
  writeFileSync(
    siteFile,
    `# Generated from deploy/nginx.conf by scripts/nginx/nginxConfig.ts; edit the template.\n${site}`,
  );
  return siteFile;
}
