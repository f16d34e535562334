/**
 * Pull-request previews as the production server serves them (deploy/preview-locations.conf):
 * rendered once per production deploy, the same for every preview, so a preview deploy needs no
 * nginx change and the preview key no access beyond its folder (DESIGN §11).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cspInclude, previewPolicy } from './csp';

const TEMPLATE = fileURLToPath(new URL('../../deploy/preview-locations.conf', import.meta.url));
const SECURITY = fileURLToPath(new URL('../../deploy/security-headers.conf', import.meta.url));

export interface PreviewServing {
  /** The deploy path: previews are `<root>/preview/pr-<N>/`, as their URLs are `/preview/pr-<N>/`. */
  root: string;
  /** The live release's editor folder (`<deploy path>/current/admin`), which previews use too. */
  adminRoot: string;
  /** The live site's 404 page (`/404/index.html`), for a preview that is gone. */
  notFound: string;
}

/**
 * Writes preview-headers.conf and preview-locations.conf into `outDir` (to be found at
 * `confDir` on the server); returns the `map` that goes before the server block and the line
 * that goes inside it.
 */
export function writePreviewServing(
  serving: PreviewServing,
  outDir: string,
  confDir: string,
  hsts: string,
): { beforeServer: string; inServer: string } {
  const security = readFileSync(SECURITY, 'utf8').trimEnd();
  writeFileSync(
    join(outDir, 'preview-headers.conf'),
    [security, cspInclude(previewPolicy()).trimEnd(), 'add_header X-Robots-Tag "noindex" always;', hsts, '']
      .filter((line, index, all) => line || index === all.length - 1)
      .join('\n'),
  );
  const values: Record<string, string> = {
    PREVIEW_ROOT: serving.root,
    ADMIN_ROOT: serving.adminRoot,
    NOT_FOUND: serving.notFound,
    CONF_DIR: confDir,
  };
  const locations = readFileSync(TEMPLATE, 'utf8').replace(/\{\{(\w+)\}\}/g, (whole, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`deploy/preview-locations.conf: unknown placeholder ${whole}`);
    return value;
  });
  writeFileSync(
    join(outDir, 'preview-locations.conf'),
    `# Generated from deploy/preview-locations.conf by scripts/nginx/previewServing.ts; edit the template.\n${locations}`,
  );
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
