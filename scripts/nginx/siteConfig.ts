/**
 * site.conf, the site's server block rendered from deploy/nginx.conf: what production includes,
 * and what the tests and the serving benchmark run inside a configuration of their own
 * (mainConfig.ts), so all of them serve the site with the same rules.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writePreviewServing } from './previewServing';
import { writeIncludes } from './siteIncludes';
import type { SiteOptions } from './siteOptions';
import { DEPLOY_DIR, render, safePath } from './templates';

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

/** Writes site.conf (the server block) and headers.conf, csp.conf, mime.types, locations.conf into `confDir`. */
export function writeSiteConfig(options: SiteOptions): string {
  if (!/^[\w.:[\] ]+$/.test(options.listen)) throw new Error(`listen not usable in nginx.conf: ${options.listen}`);
  const { outDir, confDir, root, base, hsts } = writeIncludes(options);
  if (options.previews && base !== '/') throw new Error('previews are served by a site at /, not under a prefix');
  const previews = options.previews
    ? writePreviewServing(
        {
          root: safePath(options.previews.root),
          adminRoot: safePath(options.previews.adminRoot),
          notFound: options.previews.notFound,
        },
        outDir,
        confDir,
        hsts,
      )
    : { beforeServer: '', inServer: '' };
  const site = render(readFileSync(join(DEPLOY_DIR, 'nginx.conf'), 'utf8'), {
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
