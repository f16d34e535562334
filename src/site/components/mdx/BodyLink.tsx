import type { ComponentProps } from 'react';

/**
 * A link written in a body (`[联系我们](/contactUs)`): a page of the site is under the deployment's base path,
 * so a pull request's preview (/preview/pr-7/) keeps its visitor inside it. Other addresses are as written.
 */
export function BodyLink({ href = '', ...props }: ComponentProps<'a'>) {
  // The editor's build has a relative base (`./`): its preview keeps the address as written.
  const { BASE_URL } = import.meta.env;
  const base = BASE_URL.startsWith('/') ? BASE_URL.replace(/\/$/, '') : '';
  return <a href={href.startsWith('/') ? `${base}${href}` : href} {...props} />;
}
