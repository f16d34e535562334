/**
 * What a server block is rendered from: the options of writeSiteConfig (siteConfig.ts), of the
 * files it includes (siteIncludes.ts) and, through them, of writeMainConfig and startNginx.
 */
import type { PreviewServing } from './previewServing';
import type { SignInOptions } from './signIn';

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
  /** Production: the CSP generator refuses `http:` sources (scripts/nginx/csp.ts). */
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

/** The headers, CSP, types and locations files a server block or a preview location includes. */
export type IncludeOptions = Omit<SiteOptions, 'listen' | 'serverName' | 'previews' | 'serverDir'>;
