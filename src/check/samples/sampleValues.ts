import { lineOf } from '../parse/lines';
import { fillClaims } from '../../content/claims';
import type { ClaimsContent } from '../../content/schemas/claims';
import type { SampleValue } from '../../content/siteData';
import type { SiteContent } from '../../content/schemas/site';
import type { ContentReport } from '../checkContent';
import { formatPath } from '../problem';
import { parseFieldPath, unconfirmedFields } from '../rules/unconfirmed';

/** An entry of site.md's `samples`: `field.path` (in site.md) or `pages/file.mdx field.path` (Node and the editor). */
export function sampleLocation(entry: string): { file: string; path: (string | number)[] } {
  const [first = '', second] = entry.trim().split(/\s+/);
  return { file: second ? first : 'site.md', path: parseFieldPath(second ?? first) };
}

export function valueAt(data: unknown, path: readonly (string | number)[]): unknown {
  return path.reduce<unknown>(
    (node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
    data,
  );
}

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

/** Every field a valid file lists under `unconfirmed`, its text as the page shows it: for the preview marks. */
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
