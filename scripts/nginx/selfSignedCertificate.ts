import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * A throwaway certificate for 127.0.0.1 and localhost, valid one day (openssl), for serving the
 * built site over HTTPS on this machine as production serves it: tests and benchmarks only.
 */
export function selfSignedCertificate(dir: string): { certificate: string; key: string } {
  const certificate = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  const args = 'req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 1 -subj /CN=localhost';
  const made = spawnSync(
    'openssl',
    [...args.split(' '), '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', key, '-out', certificate],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl failed: ${made.stderr}`);
  return { certificate, key };
}
