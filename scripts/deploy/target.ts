/** Where deploys go: environment variables (CI secrets, docs/deploy.md), never a file in the repository. */
import { z } from 'zod';
import { SECRET_FILE } from '../nginx/signIn';

const port = z.coerce.number().int().min(1).max(65535);
const url = z.url({ protocol: /^https?$/ });

/** Each variable is described in docs/deploy.md (GitHub environments and their secrets). */
const targetSchema = z.object({
  DEPLOY_HOST: z.string().min(1),
  DEPLOY_PORT: port.default(22),
  DEPLOY_USER: z.string().regex(/^[\w.-]+$/),
  DEPLOY_PATH: z
    .string()
    .regex(/^\/[\w./-]+$/, '必须是绝对路径，只含字母、数字和 ._-/ (an absolute path of [\\w./-])')
    .transform((path) => path.replace(/\/+$/, '')),
  /** The private key, or the known_hosts lines (always checked): as text or as a file. */
  DEPLOY_SSH_KEY: z.string().min(1),
  DEPLOY_KNOWN_HOSTS: z.string().min(1),
  /** Releases kept, for rollback. */
  DEPLOY_KEEP: z.coerce.number().int().min(2).default(5),
  /** Loopback port of the check server, which serves the `next` link (server.ts). */
  DEPLOY_CHECK_PORT: port.default(8089),
  /** What runs `nginx -t -q` and `nginx -s reload` on the server. */
  DEPLOY_NGINX: z.string().default('sudo -n /usr/sbin/nginx'),
  DEPLOY_LISTEN: z.string().default('443 ssl'),
  DEPLOY_SERVER_NAME: z.string().default('localhost'),
  /**
   * Where visitors reach the site (`https://www.example.com`): the editor's sign-in gives GitHub its
   * callback address there, and the editor's scripts come from there. Production needs it.
   */
  DEPLOY_PUBLIC_URL: url.optional(),
  /**
   * The previews' own origin (`https://preview.example.com`), apart from the site's: production serves them
   * there and sends the site's /preview/ addresses there; a preview is checked there. Production
   * without it serves no preview.
   */
  DEPLOY_PREVIEW_URL: url.optional(),
  /** The previews' server's `listen`; DEPLOY_LISTEN by default (the same port, told apart by host name). */
  DEPLOY_PREVIEW_LISTEN: z.string().optional(),
  /** At most this many previews at once, and this many megabytes in all (scripts/deploy/previewRoom.ts). */
  DEPLOY_PREVIEW_MAX: z.coerce.number().int().min(1).default(30),
  DEPLOY_PREVIEW_MAX_MB: z.coerce.number().int().min(1).default(2000),
  /** The sign-in secret's file on the server, and GitHub's web origin (the tests' stand-in on loopback). */
  DEPLOY_SIGN_IN_SECRET: z
    .string()
    .regex(/^\/[\w./-]+$/)
    .default(SECRET_FILE),
  DEPLOY_SIGN_IN_GITHUB: url.default('https://github.com'),
  /** Seconds to wait for another deploy (0: stop at once), and after which a held lock is taken over. */
  DEPLOY_LOCK_WAIT: z.coerce.number().int().min(0).default(300),
  DEPLOY_LOCK_STALE: z.coerce.number().int().min(60).default(1800),
  /**
   * Seconds each wait on the network may take: an SSH command, a request through the forward, a
   * pause in an upload: every deploy ends, even when the server stops answering.
   */
  DEPLOY_TIMEOUT: z.coerce.number().int().min(1).default(60),
});

export type Target = z.infer<typeof targetSchema>;

/** `https://www.example.com`: the origin of a URL variable, or an error saying which variable is missing. */
export function originOf(target: Target, name: 'DEPLOY_PUBLIC_URL' | 'DEPLOY_PREVIEW_URL', why: string): string {
  const value = target[name];
  if (!value) throw new Error(`${name} 没有设置 (not set): ${why}，见 docs/deploy.md`);
  return new URL(value).origin;
}

/** The site's public origin (DEPLOY_PUBLIC_URL), which production needs: its sign-in and editor name it. */
export const siteOriginOf = (target: Target) =>
  originOf(
    target,
    'DEPLOY_PUBLIC_URL',
    '正式站的登录回调地址和编辑器的脚本来源由它决定 (the sign-in callback and the editor’s scripts are at this origin)',
  );

/** The target from the environment, or an error that names every missing or wrong variable. */
export function targetFromEnv(env: NodeJS.ProcessEnv = process.env): Target {
  // A workflow passes an unset secret as an empty string: that means "not given" (the default).
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = targetSchema.safeParse(given);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`部署配置不完整 (deploy configuration incomplete), see docs/deploy.md:\n${lines.join('\n')}`);
}
