import type { ReactNode } from 'react';
import { useSite } from '../../content/useSiteData';

/** A link that opens another site in a new tab, safely, and says so to screen readers. */
export function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const site = useSite();
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden">{site.newWindow}</span>
    </a>
  );
}
