import type { ReactNode } from 'react';
import { useSite } from '../content/useSiteData';

interface Props {
  href: string;
  className?: string;
  children: ReactNode;
  /**
   * False where the link's own words already say it opens a new window (the developer platform's
   * 在新窗口打开 link): the hint would make a screen reader say it twice (issue 31).
   */
  hint?: boolean;
}

/** A link that opens another site in a new tab, safely, and says so to screen readers. */
export function ExternalLink({ href, className, children, hint = true }: Props) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      {hint && <NewWindowHint />}
    </a>
  );
}

function NewWindowHint() {
  const site = useSite();
  return <span className="visually-hidden">{site.newWindow}</span>;
}
