import { lazy, Suspense } from 'react';
import { useHydrated } from '../islands/hydrate';

// Marked pure so that production builds, which never render it, drop the chunk too.
const SampleMarkers = /* @__PURE__ */ lazy(() => import('../../preview/samples/SampleMarkers'));

/**
 * In `npm run dev` and preview builds, outlines every sample value still on the page. Render it behind
 * `import.meta.env.SITE_MARK_SAMPLES`, a compile-time constant, so production builds ship none of it.
 */
export function MarkSamples() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <SampleMarkers />
    </Suspense>
  );
}
