/**
 * What a Lighthouse result says costs points: the audits below full marks with their estimated
 * savings and the files or elements they name, and the largest paint's element and phases.
 */
import type { Result } from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
export type Finding = ReturnType<typeof findings>[number];

type Details = Record<string, unknown> & { type?: string; items?: unknown[] };

/** One line of code or text for a Markdown list: no newlines or backticks, at most 140 characters. */
export const oneLine = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').replace(/`/g, "'").trim();
  return flat.length > 140 ? `${flat.slice(0, 139)}…` : flat;
};

/** `<img src=/assets/banner-1.svg class=_image alt="…">`: the attributes that identify an element, in that order. */
function describeElement(snippet: string): string {
  const tag = snippet.match(/^<([\w-]+)/)?.[1];
  if (!tag) return oneLine(snippet);
  const attribute = (name: string) => snippet.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
  const src = attribute('src');
  const className = attribute('class')?.split(/\s+/)[0];
  const alt = attribute('alt');
  const parts = [tag, src && `src=${src}`, className && `class=${className}`, alt && `alt="${alt}"`];
  return oneLine(`<${parts.filter(Boolean).join(' ')}>`);
}

/** What an audit's details name first (files, elements, reasons), however they are nested. */
function detailItems(details: Details | undefined, limit = 4): string[] {
  const found: string[] = [];
  const visit = (value: unknown) => {
    if (found.length >= limit || !value || typeof value !== 'object') return;
    const item = value as Record<string, unknown>;
    const source = item.source as Record<string, unknown> | undefined;
    const wasted = typeof item.wastedBytes === 'number' ? ` (${(item.wastedBytes / 1024).toFixed(0)} KiB unused)` : '';
    const text =
      typeof item.url === 'string'
        ? `${item.url.replace(/^https?:\/\/[^/]+/, '')}${wasted}`
        : item.type === 'node'
          ? item.snippet
          : (item.description ?? item.reason ?? source?.snippet ?? source?.value);
    if (typeof text === 'string' && text) found.push(oneLine(text));
    else if (Array.isArray(item.items)) item.items.forEach(visit);
  };
  details?.items?.forEach(visit);
  return found;
}

/**
 * Audits a page answered with status 404 and `noindex` fails by design: not indexable, not a 2xx
 * status, the browser's "Failed to load resource … 404" for the document, no back/forward cache.
 */
function expectedOn404(id: string, details: Details | undefined, url: string): boolean {
  const items = (details?.items ?? []) as Record<string, unknown>[];
  switch (id) {
    case 'is-crawlable':
    case 'http-status-code':
      return true;
    case 'bf-cache':
      return items.every((item) => item.protocolReason === 'HTTPStatusNotOK');
    case 'errors-in-console':
      return items.every(
        (item) =>
          item.source === 'network' &&
          (item.sourceLocation as { url?: string } | undefined)?.url === url &&
          String(item.description).includes('404'),
      );
    default:
      return false;
  }
}

/** Audits below full marks that count towards a category (for performance: insights and diagnostics). */
export function findings(lhr: Result, notFound: boolean) {
  const list = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable') continue;
      // Performance's metrics are the score itself; its other audits weigh 0 but say why.
      if (category === 'performance' ? ref.group === 'metrics' || ref.group === 'hidden' : ref.weight === 0) continue;
      const details = audit.details as Details | undefined;
      const savings = Object.fromEntries(
        Object.entries(audit.metricSavings ?? {}).filter((entry): entry is [string, number] => Number(entry[1]) > 0),
      );
      list.push({
        category,
        id: ref.id,
        title: audit.title,
        display: audit.displayValue ?? '',
        /** Estimated savings per metric, e.g. `{ FCP: 300, LCP: 300 }` (ms). */
        savings,
        items: detailItems(details),
        /** Failed by design (the 404 page's status and `noindex`), not something to fix. */
        expected: notFound && expectedOn404(ref.id, details, lhr.finalDisplayedUrl),
      });
    }
  }
  const most = (finding: { savings: Record<string, number> }) => Math.max(0, ...Object.values(finding.savings));
  return list.sort((a, b) => most(b) - most(a));
}

export function lcpElement(lhr: Result): { element: string; phases: Record<string, number> } | undefined {
  const parts = (id: string) => ((lhr.audits[id]?.details as Details | undefined)?.items ?? []) as Details[];
  const breakdown = parts('lcp-breakdown-insight');
  // The breakdown names the element when it could time it; the discovery insight does for images.
  const node = [...breakdown, ...parts('lcp-discovery-insight')].find((part) => part.type === 'node');
  if (!node) return undefined;
  const phases: Record<string, number> = {};
  const table = breakdown.find((part) => part.type === 'table');
  for (const row of (table?.items ?? []) as { label?: string; duration?: number }[])
    if (row.label && typeof row.duration === 'number') phases[row.label] = row.duration;
  return { element: describeElement(String(node.snippet ?? node.selector ?? '')), phases };
}
