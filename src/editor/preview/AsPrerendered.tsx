import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { SiteDataContext, useSiteData } from '../../content/useSiteData';

/**
 * Draws a part of a page as its pre-rendered HTML shows it, with none of its browser-only effects: the
 * developer platform's frame would ask its address, which the editor's CSP refuses (deploy/admin-csp.conf).
 * Rendered as on the server, the frame waits as before hydration; the page's texts are all there.
 */
export function AsPrerendered({ children }: { children: ReactNode }) {
  const site = useSiteData();
  const html = renderToStaticMarkup(
    <SiteDataContext value={site}>
      <MemoryRouter>{children}</MemoryRouter>
    </SiteDataContext>,
  );
  return <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html }} />;
}
