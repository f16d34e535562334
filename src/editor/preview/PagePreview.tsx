import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { z } from 'zod';
import type { ForPage } from '../../content/prose';
import { showPage } from '../../content/show';
import { contentToday } from '../../content/claims';
import { SiteDataContext } from '../../content/useSiteData';
import codes from 'virtual:qr-codes';
import { outlineSamples } from '../../preview/samples/findSamples';
import { entrySamples } from './previewSamples';
import { PreviewBoundary } from './PreviewBoundary';
import { previewFailure, type FailureContext } from './previewFailure';
import { previewSiteData, type Uploads } from './previewSiteData';

/** How one page entry is drawn: its schema and the site's view of it (src/site/pages/views), typed together. */
export interface PageDrawing<S extends z.ZodType = z.ZodType> {
  schema: S;
  render: (page: ForPage<z.output<S>>, body: string) => ReactNode;
}

interface Props extends PageDrawing {
  /** The form's data now, saved or not: frontmatter fields and, for text pages, `body`. */
  data: Record<string, unknown>;
  uploads: Uploads;
  /** What says why the page cannot be drawn, when it cannot; its words come from site.md. */
  failure: Omit<FailureContext, 'texts'>;
}

/**
 * One page entry in Decap's preview pane, drawn by the site's own components from the form's current
 * data through the loaders' own pass (`showPage`), samples and unconfirmed wording outlined as on previews.
 */
export function PagePreview({ schema, render, data, uploads, failure }: Props) {
  const siteData = previewSiteData(uploads);
  const root = useRef<HTMLDivElement>(null);
  const samples = entrySamples(failure.file, data, siteData.claims);
  const { previewFailed = '', previewFailedUnknown = '' } = siteData.site.editControl ?? {};
  const texts = { previewFailed, previewFailedUnknown };

  // After every drawing: the marks follow the text as it is typed.
  useLayoutEffect(() => {
    if (root.current) outlineSamples(root.current, samples, codes, (sample) => sample.field);
  });

  const draw = () => {
    const page = showPage(schema, data, { claims: siteData.claims, today: contentToday() });
    return render(page, String(data.body ?? ''));
  };
  return (
    <SiteDataContext value={siteData}>
      {/* The site's links (<Link>) need a router; the preview goes nowhere. */}
      <MemoryRouter>
        <main ref={root} id="main">
          {/* Keyed by entry: a failure in one entry is never shown for the next one opened. */}
          <PreviewBoundary
            key={failure.file}
            data={data}
            explain={(error) => previewFailure({ ...failure, texts }, data, error)}
          >
            <Drawn draw={draw} />
          </PreviewBoundary>
        </main>
      </MemoryRouter>
    </SiteDataContext>
  );
}

/** Fills and draws inside the boundary, so a reference to a claim not picked yet is caught there too. */
function Drawn({ draw }: { draw: () => ReactNode }) {
  return draw();
}
