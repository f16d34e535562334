// First, so the cascade layer order in tokens.css is declared before any component's styles.
import './styles/global.css';
import { useEffect, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from 'react-router';
import { siteData, type SiteData } from './content';
import { imageSrc, lookupImage } from './content/imageLookup';
import { useSite } from './content/useSiteData';
import { Banner } from './layout/banner/Banner';
import { SiteFooter } from './layout/SiteFooter';
import { NavQueryScript } from './layout/NavQueryScript';
import { SiteHeader } from './layout/SiteHeader';
import { organizationJsonLd } from './lib/seo';
import { MarkSamples } from './components/samples/MarkSamples';
import { useWithReact } from './hooks/useWithReact';

/** Runs at build time: site-wide content reaches the browser as data in each page, not as code. */
export const loader = () => siteData();

export function Layout({ children }: { children: ReactNode }) {
  // Absent only if the root loader itself failed; the page then renders without these extras.
  const data = useRouteLoaderData<SiteData>('root');
  const withReact = useWithReact();
  return (
    <html lang="zh-CN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {data && <link rel="icon" href={imageSrc(lookupImage(data.images, 'favicon.svg'))} type="image/svg+xml" />}
        {/* The cascade layer order, declared before any stylesheet so chunk order cannot change it. */}
        <style>{'@layer reset, tokens, base, layout, components, utilities;'}</style>
        {/* Without JavaScript, panels that would open on hover or tap are simply shown. */}
        <noscript>
          <style>
            {'[data-noscript=show]{display:block!important;position:static!important;height:auto!important}'}
          </style>
        </noscript>
        <Meta />
        <Links />
        {data && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: organizationJsonLd(data) }} />}
      </head>
      <body>
        {children}
        {/* A page without interactive parts ships no JavaScript (src/routes/handle.ts). Where React
            runs, src/entry.server.tsx makes it start after the first paint. */}
        {withReact && (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  const site = useSite();
  const withReact = useWithReact();
  useEffect(() => {
    // End-to-end tests wait on this before they interact (DESIGN §9); on a page without React the
    // inline ?id= script sets it instead (src/layout/navQueryScript.ts).
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <>
      <a href="#main" className="skip-link">
        {site.skipLink}
      </a>
      <SiteHeader />
      {!withReact && <NavQueryScript />}
      <Banner />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      {import.meta.env.SITE_MARK_SAMPLES && <MarkSamples />}
    </>
  );
}
