import { lineOf } from '../parse/lines';
import { fillClaims } from '../../content/claims';
import type { ClaimsContent } from '../../content/schemas/claims';
import type { SampleValue } from '../../content/sampleValue';
import type { SiteContent } from '../../content/schemas/site';
import type { ContentReport } from '../checkContent';
import { sampleLocation, valueAt } from './sampleLocation';
import { formatPath } from '../problem';
import { unconfirmedFields } from '../rules/unconfirmed';

/** Every sample value still in content: the release check fails on any, dev and preview builds mark them on the page. */
export function sampleValues(report: ContentReport): SampleValue[] {
  const site = report.files.get('content/site.md')?.parsed;
  const samples = (site?.data as Partial<SiteContent> | undefined)?.samples ?? [];
  return samples.flatMap((entry) => {
    const { file, path } = sampleLocation(entry);
    const parsed = report.files.get(`content/${file}`)?.parsed;
    // A listed file that is empty or missing is the content check's to report.
    if (!parsed) return [];
    const value = valueAt(parsed.data, path);
    return {
      file: `content/${file}`,
      line: lineOf(parsed, path),
      field: formatPath(path),
      value: typeof value === 'string' || typeof value === 'number' ? String(value) : '',
    };
  });
}

/** Every field a valid file lists under `unconfirmed` (DESIGN §14), its text as the page shows it: for the preview marks. */
export function unconfirmedValues(report: ContentReport): SampleValue[] {
  const claims = (report.files.get('content/claims.md')?.valid as ClaimsContent | undefined)?.claims ?? {};
  return [...report.files.values()].flatMap((entry) => {
    const { file } = entry;
    return unconfirmedFields(entry).fields.map((found): SampleValue => ({
      file,
      line: found.line,
      field: found.field,
      value: safeFill(claims, found.value),
      kind: 'unconfirmed',
    }));
  });
}

/** A reference the check reported stays as typed rather than stopping the preview. */
function safeFill(claims: ClaimsContent['claims'], text: string): string {
  try {
    return fillClaims(claims, text);
  } catch {
    return text;
  }
}
