/** Deployment prefix of pull-request previews (`BASE_PATH=/pr-12/ npm run build`), `/`-delimited; `/` when unset. */
export function basePath(env: NodeJS.ProcessEnv = process.env): string {
  const raw = (env.BASE_PATH ?? '/').trim();
  const trimmed = raw.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}
