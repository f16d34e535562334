/**
 * Where `npm run deploy` and `npm run deploy:rollback` deploy to: read from environment variables
 * (CI secrets, docs/deploy.md), never from a file in the repository.
 */
import { z } from 'zod';
import { SECRET_FILE } from '../nginx/signIn';

const port = z.coerce.number().int().min(1).max(65535);

export const targetSchema = z.object({
  DEPLOY_HOST: z.string().min(1).describe('服务器地址 (server host name or address)'),
  DEPLOY_PORT: port.default(22).describe('SSH 端口 (SSH port)'),
  DEPLOY_USER: z
    .string()
    .regex(/^[\w.-]+$/)
    .describe('部署用户 (deploy user)'),
  DEPLOY_PATH: z
    .string()
    .regex(/^\/[\w./-]+$/, '必须是绝对路径，只含字母、数字和 ._-/ (an absolute path of [\\w./-])')
    .transform((path) => path.replace(/\/+$/, ''))
    .describe('服务器上的网站目录 (site folder on the server), e.g. /srv/www/site'),
  DEPLOY_SSH_KEY: z.string().min(1).describe('私钥的内容或文件路径 (private key text or file)'),
  DEPLOY_KNOWN_HOSTS: z
    .string()
    .min(1)
    .describe('服务器的公钥行 (ssh-keyscan output, text or file): host keys are always checked'),
  DEPLOY_KEEP: z.coerce.number().int().min(2).default(5).describe('保留的版本数 (releases kept, for rollback)'),
  DEPLOY_CHECK_PORT: port.default(8089).describe('服务器本机上的检查端口 (loopback port of the health check)'),
  DEPLOY_NGINX: z
    .string()
    .default('sudo -n /usr/sbin/nginx')
    .describe('服务器上运行 nginx 的命令 (command that runs nginx -t / -s reload on the server)'),
  DEPLOY_LISTEN: z.string().default('443 ssl').describe('正式站的 listen 参数 (listen parameters of the site)'),
  DEPLOY_SERVER_NAME: z.string().default('localhost').describe('server_name'),
  DEPLOY_PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .describe('网站的地址 (public origin), e.g. https://www.example.com: previews are checked there'),
  DEPLOY_SIGN_IN_SECRET: z
    .string()
    .regex(/^\/[\w./-]+$/)
    .default(SECRET_FILE)
    .describe('服务器上编辑器登录密钥的文件 (the sign-in secret file on the server, docs/deploy.md)'),
  DEPLOY_SIGN_IN_GITHUB: z
    .url({ protocol: /^https?$/ })
    .default('https://github.com')
    .describe('GitHub 的网址 (GitHub’s web origin; the tests’ stand-in on loopback)'),
  DEPLOY_LOCK_WAIT: z.coerce
    .number()
    .int()
    .min(0)
    .default(300)
    .describe('另一个部署正在进行时最多等几秒 (seconds to wait for another deploy; 0: stop at once)'),
  DEPLOY_LOCK_STALE: z.coerce
    .number()
    .int()
    .min(60)
    .default(1800)
    .describe('锁超过几秒视为中断的部署留下的 (seconds after which a held lock is taken over)'),
});

export type Target = z.infer<typeof targetSchema>;

/** The target from the environment, or an error that names every missing or wrong variable. */
export function targetFromEnv(env: NodeJS.ProcessEnv = process.env): Target {
  // A workflow passes an unset secret as an empty string: that means "not given" (the default).
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = targetSchema.safeParse(given);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`部署配置不完整 (deploy configuration incomplete), see docs/deploy.md:\n${lines.join('\n')}`);
}
