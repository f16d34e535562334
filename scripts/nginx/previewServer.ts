/**
 * The previews' own server block (deploy/preview-server.conf) and the files it includes, written by
 * the server's set-up beside the site's (scripts/deploy/server.ts): the preview key writes only files,
 * so the rules are the same for every preview. Tests start it beside a site with startNginx.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEPLOY_DIR, render, safePath } from './templates';

export interface PreviewServerOptions {
  /** The deploy path: previews are `<root>/preview/pr-<N>/`, as their URLs are `/preview/pr-<N>/`. */
  root: string;
  /** The live release's client folder (`<deploy path>/current/client`): its 404 page for a preview that is gone. */
  liveRoot: string;
  /** Folder that receives site.conf and the files it includes. */
  confDir: string;
  /** Where those files will be on the server; `confDir` by default. */
  includeDir?: string;
  /** Folder of the operator's `preview-*.conf` (the preview host's certificate lines); `includeDir` by default. */
  serverDir?: string;
  /** `listen` parameters, as the site's (`443 ssl`), or an address of its own in tests. */
  listen: string;
  /** The preview host name (`preview.example.com`). */
  serverName: string;
  /** Strict-Transport-Security, when the server block has TLS. */
  hsts?: boolean;
  /**
   * The site's own origin (`https://www.example.com`), whose /admin/ a preview's 编辑 links open with
   * the pull request's number; without it those links answer 404.
   */
  siteOrigin?: string;
}

const ORIGIN = /^https?:\/\/[\w.-]+(:\d+)?$/;

/**
 * The policy of every pull-request preview. The preview key cannot touch nginx, so it names no hash
 * of a preview's scripts. `sandbox` without allow-same-origin keeps a preview's code (a fork's too) in
 * an opaque origin; inside it the preview runs its own inline scripts and may open links in a new
 * window, which stays sandboxed (no allow-popups-to-escape-sandbox), and it may not start a download
 * (no allow-downloads): a preview serves pages, never an installer from the company's domain.
 */
export const PREVIEW_POLICY = [
  'sandbox allow-scripts allow-popups',
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  'frame-src https: http:',
  "connect-src 'self' https: http:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

/** Writes site.conf (the preview server) and its includes into `confDir`; returns site.conf's path. */
export function writePreviewServer(options: PreviewServerOptions): string {
  if (!/^[\w.:[\] ]+$/.test(options.listen)) throw new Error(`listen not usable in nginx.conf: ${options.listen}`);
  if (!/^[\w.-]+$/.test(options.serverName)) throw new Error(`server_name not usable: ${options.serverName}`);
  if (options.siteOrigin !== undefined && !ORIGIN.test(options.siteOrigin))
    throw new Error(`site origin not usable in nginx.conf: ${options.siteOrigin}`);
  const outDir = safePath(options.confDir);
  const confDir = safePath(options.includeDir ?? outDir);
  mkdirSync(outDir, { recursive: true });
  copyFileSync(join(DEPLOY_DIR, 'mime.types'), join(outDir, 'mime.types'));
  const security = readFileSync(join(DEPLOY_DIR, 'security-headers.conf'), 'utf8').trimEnd();
  const hsts = options.hsts ? 'add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;' : '';
  const headers = [
    security,
    `add_header Content-Security-Policy "${PREVIEW_POLICY}" always;`,
    'add_header X-Robots-Tag "noindex" always;',
    hsts,
  ];
  writeFileSync(join(outDir, 'preview-headers.conf'), `${headers.filter(Boolean).join('\n')}\n`);
  const editor = options.siteOrigin
    ? [
        `            include ${confDir}/preview-headers.conf;`,
        `            return 302 ${options.siteOrigin}/admin/?pr=$1&field=$arg_field;`,
      ]
    : ['            return 404;'];
  const site = render('preview-server.conf', {
    LISTEN: options.listen,
    SERVER_NAME: options.serverName,
    SERVER_DIR: safePath(options.serverDir ?? confDir),
    PREVIEW_ROOT: safePath(options.root),
    LIVE_ROOT: safePath(options.liveRoot),
    CONF_DIR: confDir,
    EDITOR: editor.join('\n'),
  });
  const file = join(outDir, 'site.conf');
  writeFileSync(
    file,
    `# Generated from deploy/preview-server.conf by scripts/nginx/previewServer.ts; edit the template.\n${site}`,
  );
  return file;
}
