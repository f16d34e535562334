/**
 * Pull-request previews as the production server serves them (deploy/preview-locations.conf):
 * rendered once per production deploy, the same for every preview, so a preview deploy needs no
 * nginx change and the preview key no access beyond its folder (DESIGN §11).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, safePath } from './templates';

export interface PreviewServing {
  /** The deploy path: previews are `<root>/preview/pr-<N>/`, as their URLs are `/preview/pr-<N>/`. */
  root: string;
  /** The live release's editor folder (`<deploy path>/current/admin`), which previews use too. */
  adminRoot: string;
  /** The live site's 404 page (`/404/index.html`), for a preview that is gone. */
  notFound: string;
}

/**
 * Writes preview-headers.conf (`headers`: the security headers with the preview policy) and
 * preview-locations.conf into `outDir` (to be found at `confDir` on the server); returns the `map`
 * that goes before the server block and the line that goes inside it.
 */
export function writePreviewServing(serving: PreviewServing, outDir: string, confDir: string, headers: string) {
  writeFileSync(join(outDir, 'preview-headers.conf'), headers);
  const locations = render('preview-locations.conf', {
    PREVIEW_ROOT: safePath(serving.root),
    ADMIN_ROOT: safePath(serving.adminRoot),
    NOT_FOUND: serving.notFound,
    CONF_DIR: confDir,
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
