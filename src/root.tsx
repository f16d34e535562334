// First, so the cascade layer order in tokens.css is declared before any component's styles.
import './styles/global.css';
import { useEffect, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import { site } from './content';
import { imageUrl } from './content/images';
import { Banner } from './layout/banner/Banner';
import { SiteFooter } from './layout/SiteFooter';
import { SiteHeader } from './layout/SiteHeader';
import { organizationJsonLd } from './lib/seo';
import { MarkSamples } from './components/samples/MarkSamples';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="zh-CN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href={imageUrl('favicon.svg')} type="image/svg+xml" />
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
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: organizationJsonLd() }} />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    // End-to-end tests wait on this before they interact (DESIGN §9).
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <>
      <a href="#main" className="skip-link">
        {site.skipLink}
      </a>
      <SiteHeader />
      <Banner />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      {import.meta.env.SITE_MARK_SAMPLES && <MarkSamples />}
    </>
  );
}
