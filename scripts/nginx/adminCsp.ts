/**
 * The browser editor's Content-Security-Policy, read from deploy/admin-csp.conf (which explains each
 * source), so the health check and the tests compare the served header with the one policy there is.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ADMIN_CSP_FILE = fileURLToPath(new URL('../../deploy/admin-csp.conf', import.meta.url));

export function adminPolicy(file = ADMIN_CSP_FILE): string {
  const match = /^add_header Content-Security-Policy "([^"]+)" always;$/m.exec(readFileSync(file, 'utf8'));
  if (!match?.[1]) throw new Error(`${file}: no Content-Security-Policy line`);
  return match[1];
}
