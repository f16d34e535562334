// First, so the cascade layer order in tokens.css is declared before any component's styles.
import './styles/global.css';
import { useContext, useEffect, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  UNSAFE_FrameworkContext,
  useLoaderData,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import { siteData, type SiteData } from '../content';
import { imageSrc, lookupImage, SiteDataContext } from '../content/useSiteData';
import { Banner } from './layout/banner/Banner';
import { SiteFooter } from './layout/SiteFooter';
import { NAV_QUERY_SCRIPT } from './layout/navIndex';
import { SiteHeader } from './layout/SiteHeader';
import { LAYER_ORDER } from './styles/layerOrder';
import { organizationJsonLd } from './lib/seo';
import { speculationRulesScript } from './lib/speculationRules';
import { MarkSamples } from './components/MarkSamples';
import { Island, type HYDRATE } from './islands/Island';

/** Runs at build time: site-wide content reaches the browser as data in each page, not as code. */
export const loader = () => siteData();

export function Layout({ children }: { children: ReactNode }) {
  // Absent only if the root loader itself failed; the page then renders without these extras.
  const data = useRouteLoaderData<SiteData>('root');
  // Whether the page runs React in the browser: a matched route's `handle` declares islands; preview
  // builds draw the sample marks on every page as an island; `npm run dev` hydrates the whole document.
  const islands =
    useMatches().some((match) => (match.handle as Partial<typeof HYDRATE> | undefined)?.hydrate === true) ||
    import.meta.env.DEV ||
    import.meta.env.SITE_MARK_SAMPLES;
  // React Router also renders the root alone into __spa-fallback.html and refuses a fallback
  // without its scripts; nginx never serves that file (deploy/locations.conf).
  const spaFallback = useContext(UNSAFE_FrameworkContext)?.isSpaMode === true;
  return (
    // data-islands: read by the `?id=` script (src/site/layout/navIndex.ts) and checked against
    // the islands the page renders (src/site/islands/islandScripts.ts).
    <html lang="zh-CN" data-islands={islands ? '' : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {data && <link rel="icon" href={imageSrc(lookupImage(data.images, 'favicon.svg'))} type="image/svg+xml" />}
        {/* The cascade layer order, declared before any stylesheet so chunk order cannot change it. */}
        <style>{LAYER_ORDER}</style>
        {/* Without JavaScript, panels that would open on hover or tap are simply shown. */}
        <noscript>
          <style>
            {'[data-noscript=show]{display:block!important;position:static!important;height:auto!important}'}
          </style>
        </noscript>
        <Meta />
        <Links />
        {data && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: organizationJsonLd(data) }} />}
        {/* Not in dev, where a prerendered page would open a second hot-reload connection. */}
        {!import.meta.env.DEV && (
          <script
            type="speculationrules"
            dangerouslySetInnerHTML={{ __html: speculationRulesScript(import.meta.env.BASE_URL) }}
          />
        )}
      </head>
      <body>
        {children}
        {/* The built site hydrates islands only: entry.server.tsx adds their scripts to the pages that
            have them. `npm run dev` hydrates the whole document with React Router, for hot reload. */}
        {(import.meta.env.DEV || spaFallback) && (
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
  const data = useLoaderData<SiteData>();
  useEffect(() => {
    // Only in `npm run dev`, where React hydrates the whole document: end-to-end tests wait on it to
    // know the page is ready. The built site sets it in the ?id= script or once its islands have hydrated.
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <SiteDataContext value={data}>
      <a href="#main" className="skip-link">
        {data.site.skipLink}
      </a>
      <SiteHeader />
      {/* The inline `?id=` script of a page without React, right after the header. */}
      <script dangerouslySetInnerHTML={{ __html: NAV_QUERY_SCRIPT }} />
      <Banner />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      {import.meta.env.SITE_MARK_SAMPLES && <Island name="sampleMarkers" component={MarkSamples} props={{}} />}
    </SiteDataContext>
  );
}
