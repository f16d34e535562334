import { formatPath } from '../../content/marks/markContent';
import { sampleLocation, valueAt } from '../../check/samples/sampleValues';
import { parseFieldPath, UNCONFIRMED_KEY } from '../../check/rules/unconfirmed';
import { fillClaims } from '../../content/claims';
import type { Claims } from '../../content/index';
import type { ShownSample } from '../../preview/samples/findSamples';
// The outlines themselves: the same rules preview builds use (dashed orange, dotted violet).
import '../../preview/samples/sampleOutlines.css';
import { siteContent } from './previewSiteData';

/** A field of the entry that shows a sample value or wording awaiting the company, with its text now. */
export interface EntrySample extends ShownSample {
  kind: 'sample' | 'unconfirmed';
  /** Field path as the content check writes it, e.g. `case.picture.alt`. */
  field: string;
}

/** A text as the page shows it; a reference the check would report stays as typed rather than stopping the preview. */
function shown(claims: Claims, value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  try {
    return fillClaims(claims, String(value));
  } catch {
    return String(value);
  }
}

/**
 * The fields of `file` still holding sample values (site.md `samples`, as /admin/ was built) and those the
 * entry lists under `unconfirmed` now, with their current texts: what preview builds outline (SampleMarkers.tsx).
 */
export function entrySamples(file: string, data: unknown, claims: Claims): EntrySample[] {
  const samples = (siteContent.samples ?? [])
    .map(sampleLocation)
    .filter((location) => location.file === file)
    .map(({ path }): EntrySample => ({
      kind: 'sample',
      field: formatPath(path),
      value: shown(claims, valueAt(data, path)),
    }));
  const listed = (data as Record<string, unknown> | null)?.[UNCONFIRMED_KEY];
  const unconfirmed = (Array.isArray(listed) ? listed : []).map((field): EntrySample => ({
    kind: 'unconfirmed',
    field: String(field),
    value: shown(claims, valueAt(data, parseFieldPath(String(field)))),
  }));
  return [...samples, ...unconfirmed];
}
