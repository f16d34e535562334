import type { ComponentProps, ReactNode } from 'react';
import type { MDXComponents } from 'mdx/types';
import { claimLabel } from '../../../content/claims';
import type { EditorComponentName } from '../../../content/mdxAllowed';
import { useClaims } from '../../../content/useSiteData';
import { Conditions } from './Conditions';
import noteStyles from './Note.module.css';

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

/** `<Claim id="partnerAgencies" />` in MDX bodies. */
export function Claim({ id }: { id: string }) {
  const claims = useClaims();
  return (
    <span className="claim" data-claim={id}>
      {claimLabel(claims, id)}
    </span>
  );
}

/** `<Note title="…">…</Note>` in MDX bodies: a highlighted aside. */
export function Note({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <aside className={noteStyles.note} aria-label={title}>
      {title && <p className={noteStyles.title}>{title}</p>}
      <div>{children}</div>
    </aside>
  );
}

/**
 * What editors may use in MDX bodies (`mdxAllowed.ts` lists the same names for the content check), and how a
 * body's Markdown links render.
 */
export const mdxComponents = { Claim, Note, Conditions, a: BodyLink } satisfies Record<EditorComponentName, unknown> &
  MDXComponents;
