/**
 * The browser editor's Content-Security-Policy, read from deploy/admin-csp.conf (which explains each
 * source), so the health check and the tests compare the served header with the one policy there is.
 * Its scripts come only from the editor's asset folder at the site's public origin.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ADMIN_CSP_FILE = fileURLToPath(new URL('../../deploy/admin-csp.conf', import.meta.url));

/** The editor's asset folder at `origin` (`https://www.example.com`), under the site's prefix `base`. */
export const editorScripts = (origin: string, base = '/') => `${origin.replace(/\/+$/, '')}${base}admin/assets/`;

/** deploy/admin-csp.conf as nginx gets it, for the editor served at `origin` under `base`. */
export function adminCspInclude(origin: string, base = '/', file = ADMIN_CSP_FILE): string {
  const scripts = editorScripts(origin, base);
  if (!/^https?:\/\/[\w.:[\]-]+\/[\w./~-]*$/.test(scripts))
    throw new Error(`editor address not usable in a CSP: ${scripts}`);
  return readFileSync(file, 'utf8').replaceAll('{{EDITOR_SCRIPTS}}', scripts);
}

/** The policy itself, as the editor's responses carry it. */
export function adminPolicy(origin: string, base = '/', file = ADMIN_CSP_FILE): string {
  const match = /^add_header Content-Security-Policy "([^"]+)" always;$/m.exec(adminCspInclude(origin, base, file));
  if (!match?.[1]) throw new Error(`${file}: no Content-Security-Policy line`);
  return match[1];
}
