/**
 * The editor's sign-in beside a server block's other files (deploy/sign-in.js, docs/cms.md): the
 * njs module, where it finds the secret, the sentences and GitHub (sign-in.conf), its headers,
 * and the sentences of content/site.md it shows (sign-in-text.json).
 */
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseFile } from '../../src/content/frontmatter/parseFile';
import type { SiteContent } from '../../src/content/schemas/site';
import { DEPLOY_DIR, render, safePath } from './templates';

export interface SignInOptions {
  /** The file with `client_id=` and `client_secret=` lines, readable by nginx's workers only (docs/deploy.md). */
  secretFile?: string;
  /** GitHub's web origin; a test's stand-in on loopback. */
  github?: string;
  /** The site's public origin: the callback address GitHub is given (never the request's Host header). */
  origin?: string;
}

/** Where the documented set-up command puts the secret (docs/deploy.md). */
export const SECRET_FILE = '/etc/nginx/site-sign-in.secret';
/** Debian's CA bundle (ca-certificates): what njs checks GitHub's certificate against. */
const CA_BUNDLE = '/etc/ssl/certs/ca-certificates.crt';
const SITE_FILE = new URL('../../content/site.md', import.meta.url);

/** The sentences the pop-up shows and hands to the editor, as content/site.md has them. */
export function signInTexts(): SiteContent['editControl']['signIn'] {
  return (parseFile(readFileSync(SITE_FILE, 'utf8')).data as SiteContent).editControl.signIn;
}

/** Writes sign-in.js, sign-in.conf, sign-in-headers.conf and sign-in-text.json into `outDir`. */
export function writeSignIn(
  options: SignInOptions,
  files: { outDir: string; confDir: string; base: string; headers: string },
): void {
  const github = options.github ?? 'https://github.com';
  if (!/^https?:\/\/[\w.:[\]-]+$/.test(github)) throw new Error(`GitHub origin not usable in nginx.conf: ${github}`);
  const origin = options.origin ?? '';
  if (!/^https?:\/\/[\w.:[\]-]+$/.test(origin)) throw new Error(`site origin not usable in nginx.conf: ${origin}`);
  copyFileSync(join(DEPLOY_DIR, 'sign-in.js'), join(files.outDir, 'sign-in.js'));
  writeFileSync(join(files.outDir, 'sign-in-text.json'), `${JSON.stringify(signInTexts(), null, 2)}\n`);
  writeFileSync(join(files.outDir, 'sign-in-headers.conf'), files.headers);
  const conf = render('sign-in.conf', {
    SECRET_FILE: safePath(options.secretFile ?? SECRET_FILE),
    CONF_DIR: files.confDir,
    GITHUB: github,
    ORIGIN: origin,
    BASE: files.base,
    TRUST: github.startsWith('https:') ? `js_fetch_trusted_certificate ${CA_BUNDLE};` : '',
  });
  writeFileSync(join(files.outDir, 'sign-in.conf'), conf);
}
